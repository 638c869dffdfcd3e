/** spec: reseller-tools §9 — English is the fallback, Arabic is right-to-left. */
export const languages = ["en", "ar"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
export const languageCookie = "lang";
/** How long the browser and the server keep a shopper's language choice in `languageCookie`. */
export const languageCookieMaxAgeSeconds = 60 * 60 * 24 * 365;
/** i18next's name, kept when it was replaced (issue 27) so a returning shopper keeps the choice. */
export const languageStorageKey = "i18nextLng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export function directionOf(language: Language): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

/** The language tags of an Accept-Language header ("ar-SA"), best first by quality, q=0 left out. */
export function acceptedLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.quality > 0 && entry.tag !== "")
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The first supported language in an Accept-Language header, by quality. */
export function languageFromAcceptHeader(header: string | null | undefined): Language | undefined {
  return acceptedLanguageTags(header)
    .map((tag) => tag.toLowerCase().split("-")[0])
    .find(isLanguage);
}

/** ARCHITECTURE.md: `?lang`, then the cookie, then Accept-Language, then English. */
export function resolveLanguage(input: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(input.query)) return input.query;
  if (isLanguage(input.cookie)) return input.cookie;
  return languageFromAcceptHeader(input.acceptLanguage) ?? defaultLanguage;
}

/** Puts values into a text's `{{name}}` slots, the way the shop's dictionaries write them. */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => values[name] ?? slot);
}
