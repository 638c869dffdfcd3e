import { z } from "zod";
import { fillIn, type Language } from "./i18n";
import arabic from "./locales/ar/instagram-posts.json";
import english from "./locales/en/instagram-posts.json";
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

type Words = Record<Language, string>;

const captionWords = { en: english, ar: arabic } as const satisfies Record<Language, unknown>;

/**
 * spec: storefront §5 options, in a dealer's caption words. The Arabic agrees with "الحالة" the way
 * a Gulf dealer writes it ("الحالة: ممتاز", spec §9's default), not the watch page's feminine form
 * (catalog-names.json), so the caption keeps words of its own.
 */
function optionWordsOf(key: string, value: string): Words | undefined {
  if (!Object.hasOwn(english.options, key)) return undefined;
  const option = key as keyof typeof english.options;
  if (!Object.hasOwn(english.options[option], value)) return undefined;
  const en = (english.options[option] as Record<string, string>)[value];
  const ar = (arabic.options[option] as Record<string, string>)[value];
  return en && ar ? { en, ar } : undefined;
}

/** Free-text values a dealer writes in English most often, by their lower-case English. */
const valueKeysByEnglish = new Map(
  Object.entries(english.values).map(([key, words]) => [
    words.toLowerCase(),
    key as keyof typeof english.values,
  ]),
);

/** spec: storefront §9 — post fallback defaults. */
const defaults: Record<"condition" | "movement" | "caseMaterial" | "caseSize", string> = {
  condition: "excellent",
  movement: "Automatic",
  caseMaterial: "Stainless Steel",
  caseSize: "N/A",
};

/** An option in the caption's words; any other value as typed, in Arabic as the caption says it. */
function wordsOf(key: string, value: string): Words {
  const option = optionWordsOf(key, value);
  if (option) return option;
  const known = valueKeysByEnglish.get(value.toLowerCase());
  return { en: value, ar: known ? arabic.values[known] : value };
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

/** One language's caption from the listing's facts, in instagram-posts.json `caption` words. */
function captionOf(
  language: Language,
  post: {
    name: string;
    reference: string | undefined;
    year: string | undefined;
    facts: ReturnType<typeof factsOf>;
    price: string;
    isPreOwned: boolean;
    watchTags: string[];
  },
): string {
  const words = captionWords[language].caption;
  const { facts } = post;
  const fact = (template: string, value: Words | undefined) =>
    value && fillIn(template, { value: value[language] });
  const tags = [words.tags.first, post.isPreOwned && words.tags.preOwned, words.tags.last];
  return lines(
    words.available,
    fillIn(words.name, { name: post.name }),
    joined(
      [
        post.reference && fillIn(words.reference, { reference: post.reference }),
        post.year && fillIn(words.year, { year: post.year }),
      ],
      words.separator,
    ),
    "",
    fact(words.condition, facts.condition),
    fact(words.boxPapers, facts.boxPapers),
    fact(words.movement, facts.movement),
    fact(words.caseMaterial, facts.caseMaterial),
    fact(words.caseSize, facts.caseSize),
    fact(words.dialColor, facts.dialColor),
    fact(words.braceletStrap, facts.braceletStrap),
    fact(words.authenticity, facts.authenticity),
    facts.warranty && fillIn(words.warranty, { value: facts.warranty }),
    "",
    fillIn(words.price, { price: post.price }),
    "",
    words.contact,
    "",
    (language === "en" ? [...post.watchTags, ...tags] : tags).filter(Boolean).join(" "),
    // Arabic: Latin hashtags on a line of their own, which reads left to right wherever it is shown.
    language === "ar" && post.watchTags.length > 0 && post.watchTags.join(" "),
  );
}

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

  const caption = { name, reference, year, facts, isPreOwned, watchTags };
  return {
    arabicPost: isolateLatinRuns(captionOf("ar", { ...caption, price: prices.kwd })),
    englishPost: captionOf("en", { ...caption, price: prices.usd }),
  };
}
