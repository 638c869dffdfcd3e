import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { claimsIn } from "../../../shared/claims";
import { sanitizeDescription } from "../../modules/catalog/sanitize-description";
import {
  type FakeOpenAi,
  goodAnswer,
  goodIdentificationAnswer,
  goodPostsAnswer,
  startFakeOpenAi,
} from "../../test/fake-openai";
import {
  type AiProvider,
  AiProviderError,
  type InstagramPostsInput,
  type ListingDescriptionInput,
} from "./ai";
import { identificationJsonSchema } from "./identification-prompt";
import { instagramPostsJsonSchema } from "./instagram-posts-prompt";
import { apiBaseOf, createOpenAiProvider, listingDescriptionJsonSchema } from "./openai-ai";

let fake: FakeOpenAi;
let ai: AiProvider;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  ai = createOpenAiProvider(
    {
      kind: "openai",
      baseUrl: fake.url,
      apiKey: "sk-test-mizan",
      model: "mizan-test-model",
      visionModel: "mizan-vision-model",
    },
    { timeoutMs: 300 },
  );
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.answerWith({ kind: "answer", content: goodAnswer() });
});

const submariner: ListingDescriptionInput = {
  brand: "Rolex",
  model: "Submariner Date",
  reference: "126610LN",
  year: 2021,
  priceCents: 1_250_000,
  specifications: { condition: "excellent", boxPapers: "complete", authenticity: "guaranteed" },
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("OpenAI-compatible description provider", () => {
  it("asks with the model, the strict json_schema and the listing's facts, never its price", async () => {
    await ai.generateListingDescription(submariner);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.authorization).toBe("Bearer sk-test-mizan");
    expect(request?.body.model).toBe("mizan-test-model");
    expect(request?.body.response_format).toEqual({
      type: "json_schema",
      json_schema: listingDescriptionJsonSchema,
    });
    expect(listingDescriptionJsonSchema.strict).toBe(true);
    const messages = (request?.body.messages ?? []) as { role: string; content: string }[];
    const user = messages.find((m) => m.role === "user");
    expect(JSON.parse(user?.content ?? "")).toEqual({
      brand: "Rolex",
      model: "Submariner Date",
      reference: "126610LN",
      year: 2021,
      specifications: {
        condition: "Excellent",
        boxPapers: "Complete Set (Box & Papers)",
        authenticity: "Guaranteed",
      },
      freeTextSpecifications: {},
    });
  });

  it("fills the Arabic free-text values the listing lacks, keeps the staff's, and shows them in the Arabic list", async () => {
    fake.answerWith({
      kind: "answer",
      content: goodAnswer({
        specificationsAr: [
          { key: "bezelType", value: "ألمنيوم أسود مع مقياس سرعة" },
          { key: "warranty", value: "ضمان من الذكاء الاصطناعي" },
          // Not a key of this listing, and not a free-text key: both dropped.
          { key: "crystal", value: "ياقوت" },
          { key: "condition", value: "ممتازة" },
        ],
      }),
    });
    const description = await ai.generateListingDescription({
      ...submariner,
      specifications: {
        ...submariner.specifications,
        bezelType: "Black aluminium with tachymeter scale",
        warranty: "Omega warranty until 2027",
      },
      specificationsAr: { warranty: "ضمان أوميغا حتى 2027" },
    });

    const messages = (fake.requests[0]?.body.messages ?? []) as { role: string; content: string }[];
    const user = messages.find((m) => m.role === "user");
    expect(JSON.parse(user?.content ?? "").freeTextSpecifications).toEqual({
      warranty: "Omega warranty until 2027",
      bezelType: "Black aluminium with tachymeter scale",
    });
    expect(description.specificationsAr).toEqual({
      warranty: "ضمان أوميغا حتى 2027",
      bezelType: "ألمنيوم أسود مع مقياس سرعة",
    });
    expect(description.ar).toContain("<li><strong>نوع الإطار:</strong> ألمنيوم أسود مع مقياس سرعة</li>");
    expect(description.ar).toContain("ضمان أوميغا حتى <bdi>2027</bdi>");
    expect(description.ar).not.toContain("tachymeter");
    expect(description.en).toContain(
      "<li><strong>Bezel Type:</strong> Black aluminium with tachymeter scale</li>",
    );
  });

  it("promises photographs of this very watch in both languages only when staff confirmed it", async () => {
    const unconfirmed = await ai.generateListingDescription(submariner);
    expect(claimsIn(unconfirmed.en, "en")).toContain("photography.reference");
    expect(claimsIn(unconfirmed.ar, "ar")).toEqual(claimsIn(unconfirmed.en, "en"));
    expect(claimsIn(unconfirmed.ar, "ar")).not.toContain("photography.thisWatch");

    const confirmed = await ai.generateListingDescription({ ...submariner, photosOfThisWatch: true });
    expect(claimsIn(confirmed.en, "en")).toEqual(["photography.thisWatch"]);
    expect(claimsIn(confirmed.ar, "ar")).toEqual(["photography.thisWatch"]);
  });

  it("turns the model's sections into the spec's sections in both languages, with our facts list", async () => {
    const description = await ai.generateListingDescription(submariner);

    expect(description.en).toContain("<h2>Rolex Submariner Date</h2>");
    expect(description.en).toContain("<h3>Watch Details</h3>");
    expect(description.en).toContain("<li><strong>Reference:</strong> 126610LN</li>");
    expect(description.en).toContain("<li><strong>Condition:</strong> Excellent</li>");
    expect(description.en).toContain(
      "<h3>Authenticity &amp; Guarantee</h3>\n<p>Excellent, guaranteed authentic.</p>",
    );
    expect(description.en).toContain("<h3>About This Watch</h3>\n<p>A modern classic diver.</p>");
    expect(description.en).toContain("<h3>Photography</h3>");
    expect(description.ar).toContain("<h2>ساعة <bdi>Rolex Submariner Date</bdi></h2>");
    expect(description.ar).toContain("<li><strong>الحالة:</strong> ممتازة</li>");
    expect(description.ar).toContain("<li><strong>الرقم المرجعي:</strong> <bdi>126610LN</bdi></li>");
    expect(description.ar).toContain("<h3>الأصالة والضمان</h3>");
    // What is stored is what is shown: the English passes the allow-list unchanged.
    expect(sanitizeDescription(description.en)).toBe(description.en);
  });

  it("escapes whatever markup the model writes, so a description never carries script", async () => {
    fake.answerWith({
      kind: "answer",
      content: goodAnswer({
        en: { overview: '<script>alert("x")</script> <img src=x onerror=alert(1)>' },
        ar: { heading: "<b onclick=alert(1)>ساعة</b>" },
      }),
    });
    const description = await ai.generateListingDescription(submariner);

    expect(description.en).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;",
    );
    expect(description.en).not.toContain("<script");
    expect(description.en).not.toContain("<img");
    expect(description.ar).toContain(
      "&lt;<bdi>b onclick</bdi>=<bdi>alert</bdi>(<bdi>1</bdi>)&gt;ساعة&lt;/<bdi>b</bdi>&gt;",
    );
    expect(description.ar).not.toMatch(/<b[\s>]/);
  });

  it("throws AiProviderError on a slow answer, after one retry", async () => {
    fake.answerWith({ kind: "slow", delayMs: 2_000 });
    const failure = await failureOf(ai.generateListingDescription(submariner));
    expect(failure).toBeInstanceOf(AiProviderError);
    expect((failure as AiProviderError).reason).toBe("timeout");
    expect(fake.requests).toHaveLength(2);
  });

  it("throws AiProviderError on a 500, after the SDK's one retry", async () => {
    fake.answerWith({ kind: "error", status: 500 });
    const failure = await failureOf(ai.generateListingDescription(submariner));
    expect(failure).toBeInstanceOf(AiProviderError);
    expect(failure).toMatchObject({ reason: "status", status: 500 });
    expect(fake.requests).toHaveLength(2);
  });

  it.each(["malformed", "schema-invalid"] as const)(
    "throws AiProviderError on a %s answer, asking once",
    async (kind) => {
      fake.answerWith({ kind });
      const failure = await failureOf(ai.generateListingDescription(submariner));
      expect(failure).toBeInstanceOf(AiProviderError);
      expect((failure as AiProviderError).reason).toBe(kind);
      expect(fake.requests).toHaveLength(1);
    },
  );

  it("throws AiProviderError when nothing answers", async () => {
    const unreachable = createOpenAiProvider(
      { kind: "openai", baseUrl: "http://127.0.0.1:9", apiKey: "x", model: "m", visionModel: "m" },
      { timeoutMs: 300 },
    );
    const failure = await failureOf(unreachable.generateListingDescription(submariner));
    expect(failure).toBeInstanceOf(AiProviderError);
    expect((failure as AiProviderError).reason).toBe("connection");
  });
});

describe("OpenAI-compatible Instagram posts provider", () => {
  const prices = { usd: "$12,500.00", kwd: "3,875.00 KWD" };
  const listing: InstagramPostsInput = {
    title: "Rolex Submariner Date 126610LN",
    brand: "Rolex",
    model: "Submariner Date",
    reference: "126610LN",
    year: 2021,
    specifications: { condition: "excellent", boxPapers: "complete", caseSize: " " },
    prices,
  };
  beforeEach(() => fake.answerWith({ kind: "good" }));

  it("asks with the strict instagram_posts schema, the listing's facts and the prices we worked out", async () => {
    await ai.generateInstagramPosts(listing);

    const [request] = fake.requests;
    expect(request?.body.response_format).toEqual({
      type: "json_schema",
      json_schema: instagramPostsJsonSchema,
    });
    const messages = (request?.body.messages ?? []) as { role: string; content: string }[];
    expect(JSON.parse(messages.find((m) => m.role === "user")?.content ?? "")).toEqual({
      title: "Rolex Submariner Date 126610LN",
      brand: "Rolex",
      model: "Submariner Date",
      reference: "126610LN",
      year: 2021,
      specifications: { condition: "Excellent", boxPapers: "Complete Set (Box & Papers)" },
      priceUsd: "$12,500.00",
      priceKwd: "3,875.00 KWD",
    });
  });

  it("answers the model's posts, the Arabic one's Latin runs isolated by us", async () => {
    const posts = await ai.generateInstagramPosts(listing);

    expect(posts.englishPost).toContain("Price: $12,500.00");
    expect(posts.arabicPost).toContain("السعر: \u20663,875.00 KWD\u2069");
    expect(posts.arabicPost).toContain("ساعة \u2066Rolex Submariner Date\u2069");
    expect(posts.arabicPost).toContain("\n#Rolex");
  });

  it.each([
    ["leaves the price out", { englishPost: "A fine Rolex. DM us." }],
    ["quotes another price", { englishPost: "Was $14,000.00, now $12,500.00!" }],
    ["quotes another KWD price", { arabicPost: "السعر: 3,875.00 KWD بدلًا من 4,000 د.ك" }],
    ["quotes another price in other words", { englishPost: "$12,500.00 (was USD 13,000)" }],
    ["quotes another price in KD", { arabicPost: "السعر: 3,875.00 KWD، وكان 4,000 KD" }],
  ])("throws AiProviderError when the model %s", async (_, overrides) => {
    fake.answerWith({ kind: "answer", content: goodPostsAnswer(prices, overrides) });
    const failure = await failureOf(ai.generateInstagramPosts(listing));
    expect(failure).toBeInstanceOf(AiProviderError);
    expect((failure as AiProviderError).reason).toBe("unverified-price");
  });

  it("throws AiProviderError on a post longer than Instagram takes", async () => {
    fake.answerWith({
      kind: "answer",
      content: goodPostsAnswer(prices, { englishPost: `${"Wow. ".repeat(450)} ${prices.usd}` }),
    });
    const failure = await failureOf(ai.generateInstagramPosts(listing));
    expect((failure as AiProviderError).reason).toBe("schema-invalid");
  });

  it.each([
    ["a slow answer, after one retry", { kind: "slow", delayMs: 2_000 }, "timeout", 2],
    ["a 500, after one retry", { kind: "error", status: 500 }, "status", 2],
    ["a malformed answer", { kind: "malformed" }, "malformed", 1],
    ["a schema-invalid answer", { kind: "schema-invalid" }, "schema-invalid", 1],
  ] as const)("throws AiProviderError on %s", async (_, mode, reason, asked) => {
    fake.answerWith(mode);
    const failure = await failureOf(ai.generateInstagramPosts(listing));
    expect(failure).toBeInstanceOf(AiProviderError);
    expect((failure as AiProviderError).reason).toBe(reason);
    expect(fake.requests).toHaveLength(asked);
  });
});

describe("AI_BASE_URL", () => {
  it.each([
    ["http://localhost:11434", "http://localhost:11434/v1"],
    ["http://localhost:11434/", "http://localhost:11434/v1"],
    ["https://api.openai.com/v1", "https://api.openai.com/v1"],
    ["https://api.openai.com/v1/", "https://api.openai.com/v1"],
    ["https://openrouter.ai/api/v1", "https://openrouter.ai/api/v1"],
    ["https://proxy.example/openai", "https://proxy.example/openai/v1"],
    [
      "https://generativelanguage.googleapis.com/v1beta/openai/",
      "https://generativelanguage.googleapis.com/v1beta/openai",
    ],
  ])("%s is used as %s", (given, used) => {
    expect(apiBaseOf(given)).toBe(used);
  });
});

describe("OpenAI-compatible watch identification (issue 12)", () => {
  const photoJpeg = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: "#203040" } })
      .jpeg()
      .toBuffer();

  it("sends the photo to the vision model with the strict identification schema", async () => {
    fake.answerWith({ kind: "good" });
    const photo = await photoJpeg();
    const answer = await ai.identifyWatch({ photoJpeg: photo });

    const [request] = fake.requests;
    expect(request?.body.model).toBe("mizan-vision-model");
    expect(request?.body.response_format).toEqual({
      type: "json_schema",
      json_schema: identificationJsonSchema,
    });
    const messages = (request?.body.messages ?? []) as { role: string; content: unknown }[];
    const parts = messages.find((m) => m.role === "user")?.content as {
      type: string;
      image_url?: { url: string };
    }[];
    const image = parts.find((part) => part.type === "image_url");
    expect(image?.image_url?.url).toBe(`data:image/jpeg;base64,${photo.toString("base64")}`);
    expect(answer.candidates[0]).toEqual({
      brand: "Rolex",
      model: "Submariner Date",
      reference: "126610LN",
      confidence: 92,
    });
  });

  it("asks typed details of the text model, and drops any price the model adds", async () => {
    fake.answerWith({
      kind: "answer",
      content: {
        ...goodIdentificationAnswer(),
        marketPrice: 14_500,
        candidates: [
          { brand: "Rolex", model: "Submariner Date", reference: "126610LN", confidence: 80, price: 14_000 },
        ],
      },
    });
    const answer = await ai.identifyWatch({
      typed: { brand: "Rolex", model: "Sub date", reference: null },
    });

    expect(fake.requests[0]?.body.model).toBe("mizan-test-model");
    expect(JSON.stringify(answer)).not.toMatch(/price/i);
    expect(answer.candidates).toEqual([
      { brand: "Rolex", model: "Submariner Date", reference: "126610LN", confidence: 80 },
    ]);
  });

  it.each([
    ["malformed JSON", { kind: "malformed" } as const, "malformed"],
    [
      "an answer outside the schema",
      { kind: "answer", content: { candidates: "Rolex" } } as const,
      "schema-invalid",
    ],
    ["a failing endpoint", { kind: "error", status: 500 } as const, "status"],
    ["a slow endpoint", { kind: "slow", delayMs: 1_000 } as const, "timeout"],
  ])("throws a clear AiProviderError on %s", async (_name, mode, reason) => {
    fake.answerWith(mode);
    const failure = await failureOf(
      ai.identifyWatch({ typed: { brand: "Rolex", model: "GMT", reference: null } }),
    );
    expect(failure).toBeInstanceOf(AiProviderError);
    expect((failure as AiProviderError).reason).toBe(reason);
  });
});
