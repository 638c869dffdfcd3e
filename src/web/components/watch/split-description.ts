import { balanceHtml } from "../../../shared/balance-html";

/** What a section of a watch's description is, from its heading (spec: storefront §2 Watch detail). */
export type DescriptionSectionKind = "heading" | "details" | "guarantee" | "about" | "photography" | "other";

export interface DescriptionSection {
  kind: DescriptionSectionKind;
  /** The heading's inner HTML (already sanitised), empty for text before the first heading. */
  headingHtml: string;
  /** The HTML between this heading and the next one (already sanitised). */
  bodyHtml: string;
}

const headingPattern = /<h([23])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;

/** The text of a sanitised HTML fragment, tags dropped. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&amp;/g, "&")
    .trim();
}

function kindOf(level: string, headingHtml: string): DescriptionSectionKind {
  if (level === "2") return "heading";
  const text = textOf(headingHtml).toLowerCase();
  // The English headings and the Arabic ones of description-html.ts (تفاصيل الساعة, الأصالة والضمان…).
  if (/detail|specification|تفاصيل|مواصفات/.test(text)) return "details";
  if (/authentic|guarantee|warrant|الأصالة|الضمان/.test(text)) return "guarantee";
  if (/^about|^عن /.test(text)) return "about";
  if (/photo|التصوير/.test(text)) return "photography";
  return "other";
}

/**
 * Splits a listing's sanitised HTML description at its <h2>/<h3> boundaries into the spec's
 * sections: the heading (h2), Watch Details, the authenticity guarantee, About and Photography.
 * Plain string work, so the server renderer and the browser split alike (no DOM needed); a cut
 * through an element (a heading inside a link) leaves each side balanced (src/shared/balance-html.ts).
 */
export function splitDescription(html: string): DescriptionSection[] {
  const sections: DescriptionSection[] = [];
  const matches = [...html.matchAll(headingPattern)];
  const lead = html.slice(0, matches[0]?.index ?? html.length).trim();
  if (textOf(lead)) sections.push({ kind: "other", headingHtml: "", bodyHtml: balanceHtml(lead) });
  matches.forEach((match, index) => {
    const [whole, level = "3", headingHtml = ""] = match;
    const start = (match.index ?? 0) + whole.length;
    const end = matches[index + 1]?.index ?? html.length;
    sections.push({
      kind: kindOf(level, headingHtml),
      // A heading inside a heading would close the page's <h2> around it.
      headingHtml: balanceHtml(headingHtml.trim(), ["h2", "h3", "h4"]),
      bodyHtml: balanceHtml(html.slice(start, end).trim()),
    });
  });
  return sections;
}
