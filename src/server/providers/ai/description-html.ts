import { specificationKeys } from "../../../shared/catalog";
import { claimWords, photographyClaimOf } from "../../../shared/claims";
import { latinPieces } from "../../../shared/latin-runs";
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

const titles = {
  en: {
    details: "Watch Details",
    authenticity: "Authenticity & Guarantee",
    about: "About This Watch",
    photography: "Photography",
  },
  ar: {
    details: "تفاصيل الساعة",
    authenticity: "الأصالة والضمان",
    about: "عن هذه الساعة",
    photography: "التصوير",
  },
} as const;

/** The same labels as the watch page's specification cards (web i18n storefront.json `specs`). */
const labels: Record<DescriptionLanguage, Record<string, string>> = {
  en: {
    brand: "Brand",
    model: "Model",
    reference: "Reference",
    year: "Year",
    condition: "Condition",
    boxPapers: "Box & Papers",
    authenticity: "Authenticity",
    warranty: "Warranty",
    serviceHistory: "Service History",
    caseMaterial: "Case Material",
    caseSize: "Case Size",
    thickness: "Thickness",
    dialColor: "Dial Color",
    bezelType: "Bezel Type",
    movement: "Movement",
    complications: "Complications",
    waterResistance: "Water Resistance",
    braceletStrap: "Bracelet/Strap",
  },
  ar: {
    brand: "الماركة",
    model: "الطراز",
    reference: "الرقم المرجعي",
    year: "سنة الصنع",
    condition: "الحالة",
    boxPapers: "العلبة والأوراق",
    authenticity: "الأصالة",
    warranty: "الضمان",
    serviceHistory: "سجل الصيانة",
    caseMaterial: "مادة العلبة",
    caseSize: "قياس العلبة",
    thickness: "السماكة",
    dialColor: "لون الميناء",
    bezelType: "نوع الإطار",
    movement: "الحركة",
    complications: "الوظائف الإضافية",
    waterResistance: "مقاومة الماء",
    braceletStrap: "السوار/الحزام",
  },
};

/** spec: storefront §5 — the option values, worded as on the watch page in each language. */
export const optionWords: Record<string, Record<string, Record<DescriptionLanguage, string>>> = {
  condition: {
    new: { en: "New/Unworn", ar: "جديدة/غير مستعملة" },
    "like-new": { en: "Like New", ar: "كالجديدة" },
    excellent: { en: "Excellent", ar: "ممتازة" },
    "very-good": { en: "Very Good", ar: "جيدة جدًا" },
    good: { en: "Good", ar: "جيدة" },
    fair: { en: "Fair", ar: "مقبولة" },
  },
  boxPapers: {
    complete: { en: "Complete Set (Box & Papers)", ar: "طقم كامل (العلبة والأوراق)" },
    "box-only": { en: "Box Only", ar: "العلبة فقط" },
    "papers-only": { en: "Papers Only", ar: "الأوراق فقط" },
    "watch-only": { en: "Watch Only", ar: "الساعة فقط" },
  },
  authenticity: {
    guaranteed: { en: "Guaranteed", ar: "مضمونة" },
    certified: { en: "Certified", ar: "معتمدة" },
    "dealer-verified": { en: "Dealer Verified", ar: "موثّقة من الوكيل" },
  },
};

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
  return optionWords[key]?.[value]?.[language] ?? (own || specValueText(value, language));
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
  const heading = titles[language];
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
