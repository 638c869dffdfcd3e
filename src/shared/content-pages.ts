import type { Language } from "./i18n";

/**
 * Issue 13, dead pages: the shop's pages written as Markdown in `content/pages/{en,ar}/<slug>.md`.
 * The contact page is not here: it is a form around the settings' contact details.
 */
export const contentPageSlugs = [
  "about",
  "help",
  "shipping-returns",
  "privacy",
  "terms",
  "cookies",
  "security",
] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

export function isContentPageSlug(value: unknown): value is ContentPageSlug {
  return typeof value === "string" && (contentPageSlugs as readonly string[]).includes(value);
}

/** GET /api/pages/:slug?lang= — one page in one language, its Markdown already safe HTML. */
export interface ContentPageDto {
  slug: ContentPageSlug;
  language: Language;
  title: string;
  description: string;
  html: string;
}
