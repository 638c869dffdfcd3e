import { describe, expect, it } from "vitest";
import { claimsIn, claimWords } from "../../../shared/claims";
import { AppError } from "../../../shared/errors";
import { createLogger } from "../../logger";
import { type AiProvider, AiProviderError, type ListingDescriptionInput } from "../../providers/ai/ai";
import { composeListingDescription, describeListing } from "./listing-description";
import { sanitizeDescription } from "./sanitize-description";

const submariner: ListingDescriptionInput = {
  brand: "Rolex",
  model: "Submariner Date",
  reference: "126610LN",
  year: 2021,
  priceCents: 1_250_000,
  specifications: {
    condition: "like-new",
    boxPapers: "complete",
    authenticity: "certified",
    caseMaterial: "Oystersteel",
    caseSize: "41 mm",
    movement: "Automatic",
    warranty: "",
    caseBack: "Solid",
  },
};

/** A logger that writes its JSON lines into an array. */
function bufferLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger("info", { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

const failingAi = (error: Error): AiProvider => ({
  kind: "openai",
  generateListingDescription: () => Promise.reject(error),
  generateInstagramPosts: () => Promise.reject(error),
  identifyWatch: () => Promise.reject(error),
});

describe("composeListingDescription", () => {
  it("writes the spec's sections in English from the specification fields", () => {
    const { en } = composeListingDescription(submariner);
    expect(en).toBe(
      [
        "<h2>Rolex Submariner Date 126610LN</h2>",
        "<h3>Watch Details</h3>",
        "<ul><li><strong>Brand:</strong> Rolex</li><li><strong>Model:</strong> Submariner Date</li><li><strong>Reference:</strong> 126610LN</li><li><strong>Year:</strong> 2021</li><li><strong>Condition:</strong> Like New</li><li><strong>Box &amp; Papers:</strong> Complete Set (Box &amp; Papers)</li><li><strong>Authenticity:</strong> Certified</li><li><strong>Case Material:</strong> Oystersteel</li><li><strong>Case Size:</strong> 41 mm</li><li><strong>Movement:</strong> Automatic</li><li><strong>Case Back:</strong> Solid</li></ul>",
        "<h3>Authenticity &amp; Guarantee</h3>",
        "<p>Certified authentic: this watch comes with a certificate of authenticity.</p>",
        "<h3>About This Watch</h3>",
        "<p>A pre-owned Rolex Submariner Date, reference 126610LN, made in 2021. Its condition is like new. It comes as: Complete Set (Box &amp; Papers).</p><p>Case: Oystersteel. Case size: 41 mm.</p><p>Movement: Automatic.</p>",
        "<h3>Photography</h3>",
        "<p>The photographs show this reference, not necessarily this very watch. Photographs of this very watch, including its case, clasp and serial, are available on request.</p>",
      ].join("\n"),
    );
    expect(sanitizeDescription(en)).toBe(en);
  });

  it("promises photographs of this very watch only when staff confirmed it, the same claim in both languages", () => {
    const unconfirmed = composeListingDescription(submariner);
    expect(claimsIn(unconfirmed.en, "en")).toEqual(["photography.reference", "authenticity.certified"]);
    expect(claimsIn(unconfirmed.ar, "ar")).toEqual(claimsIn(unconfirmed.en, "en"));

    const confirmed = composeListingDescription({ ...submariner, photosOfThisWatch: true });
    expect(claimsIn(confirmed.en, "en")).toEqual(["photography.thisWatch", "authenticity.certified"]);
    expect(claimsIn(confirmed.ar, "ar")).toEqual(claimsIn(confirmed.en, "en"));
    expect(confirmed.ar).toContain(`<p>${claimWords.ar.photography.thisWatch}</p>`);
  });

  it("writes the listing's Arabic values in the Arabic description, and the English where it has none", () => {
    const description = composeListingDescription({
      ...submariner,
      specifications: {
        ...submariner.specifications,
        bezelType: "Black aluminium with tachymeter scale",
        warranty: "Omega warranty until 2027",
        caseBack: "Screw-down",
      },
      specificationsAr: { bezelType: "ألمنيوم أسود مع مقياس سرعة", warranty: "ضمان أوميغا حتى 2027" },
    });
    expect(description.ar).toContain("<li><strong>نوع الإطار:</strong> ألمنيوم أسود مع مقياس سرعة</li>");
    expect(description.ar).toContain("الإطار: ألمنيوم أسود مع مقياس سرعة.");
    expect(description.ar).toContain("الضمان: ضمان أوميغا حتى <bdi>2027</bdi>.");
    expect(description.ar).not.toMatch(/tachymeter|Omega warranty/);
    expect(description.ar).toContain("<bdi>Screw-down</bdi>");
    expect(description.en).toContain("Warranty: Omega warranty until 2027.");
    expect(description.specificationsAr).toEqual({
      bezelType: "ألمنيوم أسود مع مقياس سرعة",
      warranty: "ضمان أوميغا حتى 2027",
    });
  });

  it("writes the same sections in Arabic, option values translated and Latin names isolated", () => {
    const { ar } = composeListingDescription(submariner);
    expect(ar).toContain("<h2>ساعة <bdi>Rolex Submariner Date 126610LN</bdi></h2>");
    expect(ar).toContain("<h3>تفاصيل الساعة</h3>");
    expect(ar).toContain("<li><strong>الحالة:</strong> كالجديدة</li>");
    expect(ar).toContain("<li><strong>العلبة والأوراق:</strong> طقم كامل (العلبة والأوراق)</li>");
    expect(ar).toContain("<li><strong>الأصالة:</strong> معتمدة</li>");
    expect(ar).toContain("<li><strong>مادة العلبة:</strong> فولاذ أويستر ستيل</li>");
    expect(ar).toContain("<h3>الأصالة والضمان</h3>\n<p>أصالتها معتمدة: ترافق هذه الساعة شهادة أصالة.</p>");
    expect(ar).toContain("<h3>عن هذه الساعة</h3>");
    expect(ar).toContain("من إنتاج عام <bdi>2021</bdi>");
    expect(ar).toContain("<h3>التصوير</h3>");
    expect(ar).not.toMatch(/Condition|Box|Certified|Like New/);
    // Free-text words the watch page's dictionary knows read as its specification cards do.
    expect(ar).toContain("<li><strong>الحركة:</strong> أوتوماتيكية</li>");
    expect(ar).toContain("قياس العلبة: <bdi>41</bdi> مم.");
    expect(ar).not.toMatch(/Automatic|41 mm/);
    // A key an admin added reads in Arabic when the dictionary knows it.
    expect(ar).toContain("<li><strong>ظهر العلبة:</strong> <bdi>Solid</bdi></li>");
    // Stored as written: the isolation of Latin names survives the allow-list.
    expect(sanitizeDescription(ar)).toBe(ar);
  });

  it.each([
    ["new", "New/Unworn", "جديدة/غير مستعملة"],
    ["excellent", "Excellent", "ممتازة"],
    ["very-good", "Very Good", "جيدة جدًا"],
    ["good", "Good", "جيدة"],
    ["fair", "Fair", "مقبولة"],
  ])("words the condition %s in both languages", (condition, en, ar) => {
    const description = composeListingDescription({ ...submariner, specifications: { condition } });
    expect(description.en).toContain(`<strong>Condition:</strong> ${en}</li>`);
    expect(description.ar).toContain(`<strong>الحالة:</strong> ${ar}</li>`);
  });

  it.each([
    ["box-only", "Box Only", "العلبة فقط"],
    ["papers-only", "Papers Only", "الأوراق فقط"],
    ["watch-only", "Watch Only", "الساعة فقط"],
  ])("words box & papers %s in both languages", (boxPapers, en, ar) => {
    const description = composeListingDescription({ ...submariner, specifications: { boxPapers } });
    expect(description.en).toContain(`<strong>Box &amp; Papers:</strong> ${en}</li>`);
    expect(description.ar).toContain(`<strong>العلبة والأوراق:</strong> ${ar}</li>`);
  });

  it.each([
    ["guaranteed", "Authenticity guaranteed", "أصالتها مضمونة"],
    ["dealer-verified", "Dealer verified", "موثّقة من الوكيل"],
    ["", "100% authentic", "أصلية <bdi>100</bdi>%"],
  ])("writes the guarantee notice for authenticity %s", (authenticity, en, ar) => {
    const description = composeListingDescription({
      ...submariner,
      specifications: { authenticity, warranty: "2 years" },
    });
    expect(description.en).toMatch(
      new RegExp(`<h3>Authenticity &amp; Guarantee</h3>\\n<p>${en}.*Warranty: 2 years\\.</p>`),
    );
    expect(description.ar).toContain(`<p>${ar}`);
    expect(description.ar).toContain("الضمان: <bdi>2 years</bdi>.");
  });

  it("escapes what an admin typed into the fields", () => {
    const description = composeListingDescription({
      ...submariner,
      model: "<script>alert(1)</script>",
      specifications: { dialColor: '"><img src=x onerror=alert(1)>' },
    });
    for (const html of [description.en, description.ar]) {
      expect(html).not.toContain("<script");
      expect(html).not.toContain("<img");
    }
  });
});

describe("describeListing", () => {
  const good: AiProvider = {
    kind: "openai",
    generateListingDescription: async () => ({ en: "<p>en</p>", ar: "<p>ar</p>", specificationsAr: {} }),
    generateInstagramPosts: () => Promise.reject(new Error("not asked for posts")),
    identifyWatch: () => Promise.reject(new Error("not asked to identify")),
  };

  it("answers the provider's description when it answers", async () => {
    const { log, lines } = bufferLogger();
    expect(await describeListing({ ai: good, log }, submariner)).toEqual({
      en: "<p>en</p>",
      ar: "<p>ar</p>",
      specificationsAr: {},
      source: "ai",
    });
    expect(lines).toEqual([]);
  });

  it("composes the description without a provider, logging nothing", async () => {
    const { log, lines } = bufferLogger();
    expect(await describeListing({ log }, submariner)).toEqual({
      ...composeListingDescription(submariner),
      source: "fallback",
    });
    expect(lines).toEqual([]);
  });

  it.each([
    [new AiProviderError("timeout", "The AI endpoint did not answer in time"), { reason: "timeout" }],
    [
      new AiProviderError("status", "The AI endpoint answered 500", { status: 500 }),
      { reason: "status", status: 500 },
    ],
    [new AiProviderError("malformed", "The model's answer is not JSON"), { reason: "malformed" }],
    [
      new AiProviderError("schema-invalid", "The model's answer does not follow the schema"),
      { reason: "schema-invalid" },
    ],
  ])("falls back on %s with one warning that names the reason", async (error, fields) => {
    const { log, lines } = bufferLogger();
    const description = await describeListing({ ai: failingAi(error), log }, submariner);

    expect(description).toEqual({ ...composeListingDescription(submariner), source: "fallback" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: "AI description failed, the composed description is used",
      error: error.message,
      ...fields,
    });
  });

  it("lets an error that is not the provider's through", async () => {
    const { log } = bufferLogger();
    await expect(describeListing({ ai: failingAi(new TypeError("bug")), log }, submariner)).rejects.toThrow(
      "bug",
    );
  });

  it.each([
    { brand: "", model: "Submariner" },
    { brand: "Rolex", model: "   " },
    { brand: null, model: "Submariner" },
    { brand: "Rolex", model: undefined },
  ])("requires brand and model (%o)", async (names) => {
    const { log } = bufferLogger();
    const failure = await describeListing({ ai: good, log }, { ...submariner, ...names }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Brand and model are required to generate description",
    });
  });
});
