import { specificationKeys } from "../../../shared/catalog";
import { catalogNameWords } from "../../../shared/catalog-names";
import { claimWords, photographyClaimOf } from "../../../shared/claims";
import { latinPieces } from "../../../shared/latin-runs";
import arDescriptions from "../../../shared/locales/ar/descriptions.json";
import arStorefront from "../../../shared/locales/ar/storefront.json";
import enDescriptions from "../../../shared/locales/en/descriptions.json";
import enStorefront from "../../../shared/locales/en/storefront.json";
import { specKeyLabel, specValueText } from "../../../shared/spec-value-words";
import type { ListingDescriptionInput } from "./ai";

export type DescriptionLanguage = "en" | "ar";

/**
 * A description's sections as plain text, in the spec's order (storefront §2, Watch detail): a
 * heading, a Watch Details list, an authentication/guarantee notice, About paragraphs and a
 * Photography note. Only `renderDescription` turns it into HTML.
 */
export interface DescriptionSections {
  heading: string;
  details: { label: string; value: string }[];
  authenticity: string;
  about: string[];
  photography: string;
}

/** The composed description's own words (section titles, About sentences): descriptions.json. */
export const descriptionWords: Record<DescriptionLanguage, typeof enDescriptions> = {
  en: enDescriptions,
  ar: arDescriptions,
};

/** The same labels as the watch page's specification cards: storefront.json `specs`, read here. */
const labels: Record<DescriptionLanguage, Record<string, string>> = {
  en: enStorefront.specs.labels,
  ar: arStorefront.specs.labels,
};

/**
 * spec: storefront §5 — the option values, worded as on the watch page in each language: the
 * page's own dictionaries (catalog-names.json, storefront.json), so the two cannot drift apart.
 */
export const optionWords: Record<string, Record<DescriptionLanguage, Record<string, string>>> = {
  condition: { en: catalogNameWords.en.conditions, ar: catalogNameWords.ar.conditions },
  boxPapers: { en: enStorefront.boxPapers, ar: arStorefront.boxPapers },
  authenticity: { en: enStorefront.authenticity, ar: arStorefront.authenticity },
};

function optionWord(key: string, value: string, language: DescriptionLanguage): string | undefined {
  const words = optionWords[key]?.[language];
  return words && Object.hasOwn(words, value) ? words[value] : undefined;
}

/**
 * A specification value in a language: the spec's option values; in Arabic the listing's own
 * Arabic value when it has one (issue 24), else the free-text words the watch page's dictionary
 * knows ("Automatic", "41mm"), translated; anything else as written.
 */
export function specificationValue(
  key: string,
  value: string,
  language: DescriptionLanguage,
  arabic?: Record<string, string>,
): string {
  const own = language === "ar" ? arabic?.[key]?.trim() : undefined;
  return optionWord(key, value, language) ?? (own || specValueText(value, language));
}

/** The non-empty specification values, trimmed. */
export function filledSpecifications(specifications: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(specifications)
      .map(([key, value]) => [key, typeof value === "string" ? value.trim() : ""] as const)
      .filter(([, value]) => value !== ""),
  );
}

/**
 * The Watch Details list, written by our code from the listing's fields whoever writes the prose,
 * so a fact in the list is always the listing's own: identity, then the spec's keys in the order
 * of its cards, then any other key (storefront §2, Additional Details).
 */
export function watchDetails(
  input: ListingDescriptionInput,
  language: DescriptionLanguage,
): DescriptionSections["details"] {
  const words = labels[language];
  const specifications = filledSpecifications(input.specifications);
  const identity: [string, string | undefined][] = [
    ["brand", input.brand],
    ["model", input.model],
    ["reference", input.reference?.trim() || undefined],
    ["year", input.year ? String(input.year) : undefined],
  ];
  const known = specificationKeys.filter((key) => key in specifications);
  const others = Object.keys(specifications).filter(
    (key) => !(specificationKeys as readonly string[]).includes(key),
  );
  return [
    ...identity.flatMap(([key, value]) => (value ? [{ label: words[key] as string, value }] : [])),
    ...[...known, ...others].map((key) => ({
      label: words[key] ?? specKeyLabel(key, language),
      value: specificationValue(key, specifications[key] as string, language, input.specificationsAr),
    })),
  ];
}

/** Escapes text for HTML content and attributes: nothing the model or an admin wrote becomes markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * Escaped Arabic text with every Latin run (a brand, a reference, a number) isolated in `<bdi>`,
 * so "Rolex 126610LN" keeps its order inside a right-to-left line (STYLE.md 10).
 */
export function isolateLatin(text: string): string {
  return latinPieces(text)
    .map((piece) => (piece.latin ? `<bdi>${escapeHtml(piece.text)}</bdi>` : escapeHtml(piece.text)))
    .join("");
}

/** The one place a description becomes HTML: every text escaped, Latin isolated in Arabic. */
export function renderDescription(sections: DescriptionSections, language: DescriptionLanguage): string {
  const text = language === "ar" ? isolateLatin : escapeHtml;
  const heading = descriptionWords[language].titles;
  const details = sections.details
    .map((detail) => `<li><strong>${text(detail.label)}:</strong> ${text(detail.value)}</li>`)
    .join("");
  const about = sections.about
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${text(paragraph)}</p>`)
    .join("");
  return [
    `<h2>${text(sections.heading)}</h2>`,
    `<h3>${escapeHtml(heading.details)}</h3>`,
    `<ul>${details}</ul>`,
    `<h3>${escapeHtml(heading.authenticity)}</h3>`,
    `<p>${text(sections.authenticity)}</p>`,
    ...(about ? [`<h3>${escapeHtml(heading.about)}</h3>`, about] : []),
    `<h3>${escapeHtml(heading.photography)}</h3>`,
    `<p>${text(sections.photography)}</p>`,
  ].join("\n");
}

/**
 * spec: storefront §2 — the Photography note: the shop's photography claim (shared/claims.ts), "this
 * very watch" only when staff confirmed it on the listing, the same claim in both languages.
 */
export function photographyNote(
  listing: Pick<ListingDescriptionInput, "photosOfThisWatch">,
  language: DescriptionLanguage,
): string {
  return claimWords[language].photography[photographyClaimOf(listing)];
}
