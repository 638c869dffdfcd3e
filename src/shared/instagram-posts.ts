import { z } from "zod";
import { convert, formatMoney, type Rates } from "./money";
import { text } from "./text";

/** spec: storefront §8 — the post dialog's words, word for word; the last ones are ours. */
export const postMessages = {
  generated: "Posts Generated Successfully",
  fallbackTitle: "Fallback Template Used",
  fallback: "Posts created using backup templates",
  copied: "Copied",
  copyFailed: "Failed to copy post",
  // The spec's Save only showed this; ours stores the pair, and says so with the same words.
  saved: "Template Saved",
  // Ours, not the spec's: refusals its dialog could not reach.
  arabicRequired: "Please write the Arabic post",
  englishRequired: "Please write the English post",
  tooLong: "A post can have at most 2,200 characters",
} as const;

/** Instagram's caption limit. */
export const maxPostLength = 2200;

export const postSources = ["ai", "template"] as const;
export type PostSource = (typeof postSources)[number];

const post = (required: string) =>
  z.string({ error: required }).trim().min(1, required).pipe(text(maxPostLength, postMessages.tooLong));

/** PUT /api/admin/listing-posts/:id — the pair as the admin edited it, and where it began. */
export const postsSaveSchema = z.object({
  arabicPost: post(postMessages.arabicRequired),
  englishPost: post(postMessages.englishRequired),
  source: z.enum(postSources, { error: "Unknown post source" }),
});
export type PostsSaveInput = z.input<typeof postsSaveSchema>;
export type PostsSave = z.output<typeof postsSaveSchema>;

/** spec: storefront §3 generated post response — arabicPost and englishPost; `savedAt` null until saved. */
export interface PostDto {
  arabicPost: string;
  englishPost: string;
  source: PostSource;
  savedAt: string | null;
}

/** What a post is written from: the listing's fields and today's exchange rates. */
export interface PostListing {
  /** The listing's title, for a listing that has no brand or model of its own. */
  title: string;
  brand: string | null;
  model: string | null;
  reference: string | null;
  year: number | null;
  /** Integer US cents. */
  priceCents: number;
  specifications: Record<string, string>;
}

/**
 * spec: storefront §9 — the English post shows the USD price; the Arabic one KWD = USD × the
 * exchange rate (0.31 by default), at 2 decimals. Exact strings, so a model's post can be checked
 * to quote them.
 */
export function postPrices(priceCents: number, rates: Rates): { usd: string; kwd: string } {
  return {
    usd: formatMoney(priceCents, "USD"),
    kwd: formatMoney(convert(priceCents, "USD", "KWD", rates, { decimals: 2 }), "KWD", { decimals: 2 }),
  };
}

const LRI = "\u2066";
const PDI = "\u2069";
/** Every bidi embedding, override and isolate control, so a text is isolated once, by us. */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;
/** A run of Latin letters and digits with the spaces and marks inside a name, a reference or a price. */
const latinRun = /[A-Za-z0-9\u00C0-\u024F](?:[A-Za-z0-9\u00C0-\u024F .,'’&/+%-]*[A-Za-z0-9\u00C0-\u024F%])?/g;
/** A hashtag stays whole: an isolate inside one would end it. */
const hashtag = /#[\p{L}\p{N}_]+/gu;

/** A text without bidi controls: what a price check reads, and what isolation starts from. */
export function withoutBidiControls(value: string): string {
  return value.replace(bidiControls, "");
}

function isolateRuns(segment: string): string {
  return segment.replace(latinRun, (run) => `${LRI}${run}${PDI}`);
}

/**
 * An Arabic caption is plain text, so `<bdi>` is not available: every Latin run outside a hashtag
 * (a brand, a reference, a year, a price) is wrapped in the Unicode isolates LRI … PDI, which keep
 * "3,875.00 KWD" and "Rolex 126610LN" in their order inside a right-to-left line (STYLE.md 10).
 */
export function isolateLatinRuns(arabic: string): string {
  const plain = withoutBidiControls(arabic);
  let result = "";
  let last = 0;
  for (const match of plain.matchAll(hashtag)) {
    result += isolateRuns(plain.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + isolateRuns(plain.slice(last));
}

type Words = { en: string; ar: string };

/**
 * spec: storefront §5 options, in a dealer's caption words. The Arabic agrees with "الحالة" the way
 * a Gulf dealer writes it ("الحالة: ممتاز", spec §9's default), not the watch page's feminine form.
 */
const optionWords: Record<string, Record<string, Words>> = {
  condition: {
    new: { en: "New / Unworn", ar: "جديد لم يُلبس" },
    "like-new": { en: "Like New", ar: "شبه جديد" },
    excellent: { en: "Excellent", ar: "ممتاز" },
    "very-good": { en: "Very Good", ar: "جيد جدًا" },
    good: { en: "Good", ar: "جيد" },
    fair: { en: "Fair", ar: "مقبول" },
  },
  boxPapers: {
    complete: { en: "Full set (box & papers)", ar: "فل سيت، العلبة والأوراق" },
    "box-only": { en: "Box only", ar: "العلبة فقط" },
    "papers-only": { en: "Papers only", ar: "الأوراق فقط" },
    "watch-only": { en: "Watch only", ar: "الساعة فقط" },
  },
  authenticity: {
    guaranteed: { en: "Guaranteed authentic", ar: "أصلية ومضمونة 100%" },
    certified: { en: "Certified authentic", ar: "أصلية بشهادة أصالة معتمدة" },
    "dealer-verified": { en: "Verified by our watchmakers", ar: "أصلية وموثّقة من خبرائنا" },
  },
};

/** Free-text values a dealer writes in English most often, as the Arabic caption says them. */
const commonArabic: Record<string, string> = {
  automatic: "أوتوماتيك",
  "self-winding": "أوتوماتيك",
  manual: "تعبئة يدوية",
  "hand-wound": "تعبئة يدوية",
  "manual winding": "تعبئة يدوية",
  quartz: "كوارتز",
  "stainless steel": "ستانلس ستيل",
  steel: "ستيل",
  "yellow gold": "ذهب أصفر",
  "white gold": "ذهب أبيض",
  "rose gold": "ذهب وردي",
  gold: "ذهب",
  titanium: "تيتانيوم",
  platinum: "بلاتين",
  ceramic: "سيراميك",
  "n/a": "غير محدد",
  black: "أسود",
  blue: "أزرق",
  white: "أبيض",
  silver: "فضي",
  green: "أخضر",
  grey: "رمادي",
  gray: "رمادي",
  brown: "بني",
  champagne: "شامبين",
};

/** spec: storefront §9 — post fallback defaults. */
const defaults: Record<"condition" | "movement" | "caseMaterial" | "caseSize", string> = {
  condition: "excellent",
  movement: "Automatic",
  caseMaterial: "Stainless Steel",
  caseSize: "N/A",
};

function wordsOf(key: string, value: string): Words {
  const option = optionWords[key]?.[value];
  if (option) return option;
  return { en: value, ar: commonArabic[value.toLowerCase()] ?? value };
}

/** Longer than this, a hashtag is one nobody searches for, and only spends the caption's room. */
const maxTagLength = 40;

/** A hashtag from a name: letters and digits only ("Patek Philippe" -> "#PatekPhilippe"). */
function tagOf(name: string): string | undefined {
  const tag = name.replace(/[^\p{L}\p{N}]/gu, "");
  return tag && tag.length <= maxTagLength ? `#${tag}` : undefined;
}

/** The listing's specification values with the spec's defaults where one is missing, in both languages. */
function factsOf(listing: PostListing) {
  const given = (key: string) => listing.specifications[key]?.trim() || undefined;
  const optional = (key: string) => {
    const value = given(key);
    return value === undefined ? undefined : wordsOf(key, value);
  };
  const withDefault = (key: keyof typeof defaults) => wordsOf(key, given(key) ?? defaults[key]);
  return {
    condition: withDefault("condition"),
    boxPapers: optional("boxPapers"),
    movement: withDefault("movement"),
    caseMaterial: withDefault("caseMaterial"),
    caseSize: withDefault("caseSize"),
    dialColor: optional("dialColor"),
    braceletStrap: optional("braceletStrap"),
    authenticity: optional("authenticity"),
    warranty: given("warranty"),
  };
}

/** The given parts on one line, or no line when none is given. */
const joined = (parts: (string | undefined)[], separator: string) =>
  parts.filter(Boolean).join(separator) || undefined;

const lines = (...parts: (string | false | undefined)[]) =>
  parts.filter((part): part is string => typeof part === "string").join("\n");

/**
 * spec: storefront §8, §9 — the built-in posts, used when no AI provider is configured or it
 * fails: a dealer's caption in English (USD) and in Arabic (KWD), from the listing's own fields.
 */
export function templatePosts(
  listing: PostListing,
  rates: Rates,
): { arabicPost: string; englishPost: string } {
  const name = [listing.brand, listing.model].filter(Boolean).join(" ") || listing.title;
  const reference = listing.reference?.trim() || undefined;
  const year = listing.year ? String(listing.year) : undefined;
  const facts = factsOf(listing);
  const prices = postPrices(listing.priceCents, rates);
  // A new, unworn watch is not "pre-owned": its hashtags must not say so.
  const isPreOwned = (listing.specifications.condition?.trim() || defaults.condition) !== "new";
  const watchTags = [
    listing.brand && tagOf(listing.brand),
    listing.brand && listing.model && tagOf(`${listing.brand}${listing.model}`),
  ].filter((tag): tag is string => Boolean(tag));

  const englishPost = lines(
    "✨ Now available ✨",
    `⌚️ ${name}`,
    joined([reference && `Ref. ${reference}`, year && `Year ${year}`], " · "),
    "",
    `💎 Condition: ${facts.condition.en}`,
    facts.boxPapers && `📦 Box & papers: ${facts.boxPapers.en}`,
    `⚙️ Movement: ${facts.movement.en}`,
    `🔩 Case material: ${facts.caseMaterial.en}`,
    `📏 Case size: ${facts.caseSize.en}`,
    facts.dialColor && `🎨 Dial: ${facts.dialColor.en}`,
    facts.braceletStrap && `⛓️ Bracelet/strap: ${facts.braceletStrap.en}`,
    facts.authenticity && `✅ ${facts.authenticity.en}`,
    facts.warranty && `🛡️ Warranty: ${facts.warranty}`,
    "",
    `💰 Price: ${prices.usd}`,
    "",
    "📩 DM us to reserve it or to ask for more photos and videos.",
    "",
    [
      ...watchTags,
      "#LuxuryWatches",
      "#WatchCollector",
      isPreOwned && "#PreOwnedWatches",
      "#WatchesOfInstagram",
      "#Mizan",
    ]
      .filter(Boolean)
      .join(" "),
  );

  const arabic = lines(
    "✨ متوفرة الآن ✨",
    `⌚️ ساعة ${name}`,
    joined([reference && `الرقم المرجعي: ${reference}`, year && `موديل ${year}`], " | "),
    "",
    `💎 الحالة: ${facts.condition.ar}`,
    facts.boxPapers && `📦 الملحقات: ${facts.boxPapers.ar}`,
    `⚙️ الحركة: ${facts.movement.ar}`,
    `🔩 مادة الهيكل: ${facts.caseMaterial.ar}`,
    `📏 المقاس: ${facts.caseSize.ar}`,
    facts.dialColor && `🎨 لون المينا: ${facts.dialColor.ar}`,
    facts.braceletStrap && `⛓️ السوار: ${facts.braceletStrap.ar}`,
    facts.authenticity && `✅ ${facts.authenticity.ar}`,
    facts.warranty && `🛡️ الضمان: ${facts.warranty}`,
    "",
    `💰 السعر: ${prices.kwd}`,
    "",
    "📩 للحجز والاستفسار راسلونا على الخاص، ونرسل لكم صورًا وفيديو إضافيًا عند الطلب.",
    "",
    ["#ساعات", "#ساعات_فاخرة", isPreOwned && "#ساعات_مستعملة", "#ساعات_الكويت", "#الكويت", "#ميزان"]
      .filter(Boolean)
      .join(" "),
    // Latin hashtags on a line of their own, which reads left to right wherever it is shown.
    watchTags.length > 0 && watchTags.join(" "),
  );

  return { arabicPost: isolateLatinRuns(arabic), englishPost };
}
