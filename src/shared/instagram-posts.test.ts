import { describe, expect, it } from "vitest";
import {
  isolateLatinRuns,
  maxPostLength,
  type PostListing,
  postMessages,
  postPrices,
  postsSaveSchema,
  templatePosts,
  withoutBidiControls,
} from "./instagram-posts";
import { defaultRates } from "./money";

const LRI = "\u2066";
const PDI = "\u2069";
const isolated = (value: string) => `${LRI}${value}${PDI}`;

const submariner: PostListing = {
  title: "Rolex Submariner Date 126610LN",
  brand: "Rolex",
  model: "Submariner Date",
  reference: "126610LN",
  year: 2021,
  priceCents: 12_500_00,
  specifications: {
    condition: "like-new",
    boxPapers: "complete",
    authenticity: "guaranteed",
    movement: "Automatic",
    caseMaterial: "Oystersteel",
    caseSize: "41 mm",
    dialColor: "Black",
  },
};

const bare: PostListing = {
  title: "Omega Seamaster",
  brand: "Omega",
  model: "Seamaster",
  reference: null,
  year: null,
  priceCents: 4_000_00,
  specifications: {},
};

describe("postPrices (spec: storefront §9)", () => {
  it("shows USD as given and KWD at the 0.31 default, at 2 decimals", () => {
    expect(postPrices(12_500_00, defaultRates)).toEqual({ usd: "$12,500.00", kwd: "3,875.00 KWD" });
    // 1,234.56 × 0.31 = 382.7136 -> 382.71
    expect(postPrices(1_234_56, defaultRates).kwd).toBe("382.71 KWD");
    // 99.99 × 0.31 = 30.9969 -> 31.00
    expect(postPrices(99_99, defaultRates).kwd).toBe("31.00 KWD");
  });

  it("follows the exchange-rate setting", () => {
    expect(postPrices(10_000_00, { usdToKwd: 305_500, kwdToUsd: 3_273_322 }).kwd).toBe("3,055.00 KWD");
  });
});

describe("templatePosts (spec: storefront §8, §9)", () => {
  it("writes the English post in USD with the listing's own facts", () => {
    const { englishPost } = templatePosts(submariner, defaultRates);
    expect(englishPost).toContain("⌚️ Rolex Submariner Date");
    expect(englishPost).toContain("Ref. 126610LN · Year 2021");
    expect(englishPost).toContain("Condition: Like New");
    expect(englishPost).toContain("Box & papers: Full set (box & papers)");
    expect(englishPost).toContain("Case material: Oystersteel");
    expect(englishPost).toContain("Case size: 41 mm");
    expect(englishPost).toContain("Guaranteed authentic");
    expect(englishPost).toContain("Price: $12,500.00");
    expect(englishPost).toContain("#Rolex #RolexSubmarinerDate #LuxuryWatches");
    expect(englishPost).not.toContain("KWD");
    expect(englishPost).not.toMatch(/[\u2066-\u2069]/);
  });

  it("writes the Arabic post in KWD, in Arabic words, with every Latin run isolated", () => {
    const { arabicPost } = templatePosts(submariner, defaultRates);
    expect(arabicPost).toContain(`⌚️ ساعة ${isolated("Rolex Submariner Date")}`);
    expect(arabicPost).toContain(`الرقم المرجعي: ${isolated("126610LN")} | موديل ${isolated("2021")}`);
    expect(arabicPost).toContain("الحالة: شبه جديد");
    expect(arabicPost).toContain("الملحقات: فل سيت، العلبة والأوراق");
    expect(arabicPost).toContain("الحركة: أوتوماتيك");
    expect(arabicPost).toContain(`مادة الهيكل: ${isolated("Oystersteel")}`);
    expect(arabicPost).toContain(`المقاس: ${isolated("41 mm")}`);
    expect(arabicPost).toContain("لون المينا: أسود");
    expect(arabicPost).toContain(`أصلية ومضمونة ${isolated("100%")}`);
    expect(arabicPost).toContain(`السعر: ${isolated("3,875.00 KWD")}`);
    expect(arabicPost).not.toContain("$");
    // Hashtags stay whole: an isolate inside one would cut it.
    expect(arabicPost).toContain("#ساعات_فاخرة");
    expect(arabicPost).toContain("\n#Rolex #RolexSubmarinerDate");
  });

  it("uses the spec's defaults for a missing condition, movement, case material and case size", () => {
    const { englishPost, arabicPost } = templatePosts(bare, defaultRates);
    expect(englishPost).toContain("Condition: Excellent");
    expect(englishPost).toContain("Movement: Automatic");
    expect(englishPost).toContain("Case material: Stainless Steel");
    expect(englishPost).toContain("Case size: N/A");
    expect(englishPost).not.toContain("Ref.");
    expect(englishPost).not.toContain("Box & papers");
    expect(arabicPost).toContain("الحالة: ممتاز\n");
    expect(arabicPost).toContain("الحركة: أوتوماتيك");
    expect(arabicPost).toContain("مادة الهيكل: ستانلس ستيل");
    expect(arabicPost).toContain("المقاس: غير محدد");
    expect(arabicPost).not.toContain("الرقم المرجعي");
    expect(arabicPost).toContain(`السعر: ${isolated("1,240.00 KWD")}`);
  });

  it("calls only a watch that is not new pre-owned", () => {
    const fresh = templatePosts({ ...bare, specifications: { condition: "new" } }, defaultRates);
    expect(fresh.englishPost).toContain("Condition: New / Unworn");
    expect(fresh.englishPost).not.toContain("#PreOwnedWatches");
    expect(fresh.arabicPost).toContain("الحالة: جديد لم يُلبس");
    expect(fresh.arabicPost).not.toContain("#ساعات_مستعملة");
    expect(templatePosts(bare, defaultRates).englishPost).toContain("#PreOwnedWatches");
  });

  it("names a listing without brand and model by its title", () => {
    const { englishPost } = templatePosts({ ...bare, brand: null, model: null }, defaultRates);
    expect(englishPost).toContain("⌚️ Omega Seamaster");
    expect(englishPost).toContain("\n#LuxuryWatches");
  });

  it("stays within Instagram's caption limit with every field at its longest", () => {
    const long = (n: number) => "W".repeat(n);
    const longest: PostListing = {
      title: long(300),
      brand: long(100),
      model: long(100),
      reference: long(100),
      year: 2025,
      priceCents: 10_000_000_000,
      specifications: {
        condition: "very-good",
        boxPapers: "papers-only",
        authenticity: "dealer-verified",
        movement: long(200),
        caseMaterial: long(200),
        caseSize: long(200),
        dialColor: long(200),
        braceletStrap: long(200),
        warranty: long(200),
      },
    };
    const posts = templatePosts(longest, defaultRates);
    expect(postsSaveSchema.safeParse({ ...posts, source: "template" }).success).toBe(true);
  });
});

describe("isolateLatinRuns", () => {
  it("isolates names, numbers and prices but never a hashtag, once however often it runs", () => {
    const text = "ساعة Rolex بسعر 3,875.00 KWD #رولكس #Rolex";
    const once = isolateLatinRuns(text);
    expect(once).toBe(`ساعة ${isolated("Rolex")} بسعر ${isolated("3,875.00 KWD")} #رولكس #Rolex`);
    expect(isolateLatinRuns(once)).toBe(once);
    expect(withoutBidiControls(once)).toBe(text);
  });
});

describe("postsSaveSchema", () => {
  it("trims both posts and refuses an empty, a too long or a NUL-carrying one", () => {
    expect(postsSaveSchema.parse({ arabicPost: " مرحبا ", englishPost: " Hi ", source: "ai" })).toEqual({
      arabicPost: "مرحبا",
      englishPost: "Hi",
      source: "ai",
    });
    const refusal = (input: object) => postsSaveSchema.safeParse(input).error?.issues[0]?.message;
    expect(refusal({ arabicPost: "  ", englishPost: "Hi", source: "ai" })).toBe(postMessages.arabicRequired);
    expect(refusal({ arabicPost: "مرحبا", source: "ai" })).toBe(postMessages.englishRequired);
    expect(refusal({ arabicPost: "a".repeat(maxPostLength + 1), englishPost: "Hi", source: "ai" })).toBe(
      postMessages.tooLong,
    );
    expect(refusal({ arabicPost: "a\0b", englishPost: "Hi", source: "ai" })).toBe(
      "Please remove unsupported characters",
    );
    expect(refusal({ arabicPost: "a", englishPost: "Hi", source: "robot" })).toBe("Unknown post source");
  });
});
