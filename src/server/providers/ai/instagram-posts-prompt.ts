import { z } from "zod";
import {
  isolateLatinRuns,
  maxPostLength,
  postsSaveSchema,
  withoutBidiControls,
} from "../../../shared/instagram-posts";
import { AiProviderError, type InstagramPosts, type InstagramPostsInput } from "./ai";
import { filledSpecifications, specificationValue } from "./description-html";

/** The model's answer: the spec's generated post response (storefront §3), plain text. */
export const postsAnswerSchema = z.strictObject({
  arabicPost: z.string().trim().min(1).max(maxPostLength),
  englishPost: z.string().trim().min(1).max(maxPostLength),
});

/** The same shape for the endpoint's strict structured output. */
export const instagramPostsJsonSchema = {
  name: "instagram_posts",
  strict: true,
  schema: {
    type: "object",
    additionalProperties: false,
    required: ["arabicPost", "englishPost"],
    properties: { arabicPost: { type: "string" }, englishPost: { type: "string" } },
  },
};

export const postsInstructions = [
  "You write two Instagram captions for one pre-owned luxury watch offered by Mizan, a watch dealer in Kuwait.",
  "englishPost: in English, quoting the price exactly as priceUsd is written.",
  "arabicPost: in natural Arabic, as a Kuwaiti dealer writes on Instagram, not a translation of the English; quoting the price exactly as priceKwd is written, in Latin digits.",
  "Use only the facts you are given. Never invent specifications, condition, history, discounts, or any other price or number.",
  "Keep brand, model and reference names in Latin letters, also in the Arabic caption.",
  "Plain text, no Markdown. A few fitting emoji, then five to ten hashtags at the end; in the Arabic caption, Latin hashtags go on a last line of their own.",
  `Each caption stays under ${maxPostLength - 200} characters.`,
].join("\n");

/** The facts sent to the model, option values in words, with the prices it must quote. */
export function postFactsOf(input: InstagramPostsInput) {
  const specifications = filledSpecifications(input.specifications);
  return {
    title: input.title,
    brand: input.brand,
    model: input.model,
    reference: input.reference?.trim() || null,
    year: input.year,
    specifications: Object.fromEntries(
      Object.entries(specifications).map(([key, value]) => [key, specificationValue(key, value, "en")]),
    ),
    priceUsd: input.prices.usd,
    priceKwd: input.prices.kwd,
  };
}

/** The amount in a formatted price: "$12,500.00" and "3,875.00 KWD" -> "12500.00", "3875.00". */
const amountOf = (price: string) => price.replace(/[^\d.]/g, "");
const amountPattern = String.raw`(\d[\d,]*(?:\.\d+)?)`;
/** Amounts written with one of the currency's marks before or after them ("$12,500", "3,875 KD"). */
const figuresIn = (marks: string) =>
  new RegExp(`(?:${marks})\\s?${amountPattern}|${amountPattern}\\s?(?:${marks})`, "g");
const usdFigures = figuresIn(String.raw`\$|USD`);
const kwdFigures = figuresIn(String.raw`KWD|KD|د\.ك|دينار`);

/** Whether a post quotes our price and no other amount in that currency. */
function quotesOnly(post: string, price: string, figures: RegExp): boolean {
  const amounts = [...post.matchAll(figures)].map((match) => amountOf(match[1] ?? match[2] ?? ""));
  return amounts.length > 0 && amounts.every((amount) => amount === amountOf(price));
}

/**
 * The model's posts as we keep them: bidi controls of its own dropped, the Arabic's Latin runs
 * isolated by us. A post that does not quote our price, or quotes another, is a failure: a price
 * is the one fact a caption must not get wrong, and the templates always get it right.
 */
export function verifiedPosts(answer: InstagramPosts, input: InstagramPostsInput): InstagramPosts {
  const englishPost = withoutBidiControls(answer.englishPost);
  const arabicPost = isolateLatinRuns(answer.arabicPost);
  if (
    !quotesOnly(englishPost, input.prices.usd, usdFigures) ||
    !quotesOnly(withoutBidiControls(arabicPost), input.prices.kwd, kwdFigures)
  )
    throw new AiProviderError("unverified-price", "The model's posts do not quote the listing's price");
  const checked = postsSaveSchema.safeParse({ arabicPost, englishPost, source: "ai" });
  if (!checked.success)
    throw new AiProviderError("schema-invalid", "The model's posts are not ones that can be saved", {
      cause: checked.error,
    });
  return { arabicPost: checked.data.arabicPost, englishPost: checked.data.englishPost };
}
