import type { Language } from "./i18n";
import arabic from "./locales/ar/claims.json";
import english from "./locales/en/claims.json";

/**
 * Every promise the shop makes (trust items, shipping, returns, authenticity, warranty,
 * photography), each one keyed text with its English and its Arabic (issue 24). The web app loads
 * them as its `claims` namespace and its other words nest them (`$t(claims:…)`); the server's
 * descriptions read them here. One source, so a promise cannot say more in one language.
 */
export const claimWords = { en: english, ar: arabic } as const satisfies Record<Language, unknown>;

export type AuthenticityClaim = keyof typeof english.authenticity;
export type PhotographyClaim = keyof typeof english.photography;

/**
 * What a listing's texts may say of its photographs: "this very watch" only when staff confirmed
 * it on the listing (the demo's studio illustrations, a stock photo and an unconfirmed upload
 * all read "this reference").
 */
export function photographyClaimOf(listing: { photosOfThisWatch?: boolean | null }): PhotographyClaim {
  return listing.photosOfThisWatch ? "thisWatch" : "reference";
}

/** The sentences a description may make about a listing, by their keys ("photography.reference"). */
function descriptionClaims(language: Language): [string, string][] {
  const words = claimWords[language];
  return [
    ...Object.entries(words.photography).map(([key, text]): [string, string] => [`photography.${key}`, text]),
    ...Object.entries(words.authenticity).map(([key, text]): [string, string] => [
      `authenticity.${key}`,
      text,
    ]),
  ];
}

/** Text as a reader sees it: tags and isolation marks gone, the few entities we write decoded. */
function readableText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/[\u2066-\u2069]/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

/**
 * The keys of the shop's claims a description (HTML or text) makes in `language`: comparing the
 * English and the Arabic of one listing tells whether one promises what the other does not.
 */
export function claimsIn(html: string, language: Language): string[] {
  const text = readableText(html);
  return descriptionClaims(language)
    .filter(([, sentence]) => text.includes(sentence.replace(/\s+/g, " ")))
    .map(([key]) => key);
}
