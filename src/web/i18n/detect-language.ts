import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageCookie,
  languageCookieMaxAgeSeconds,
  languageStorageKey,
} from "../../shared/i18n";

/** "ar-KW" from the browser is Arabic: the shop speaks the two base codes everyone understands. */
function baseCode(tag: string | null | undefined): string | undefined {
  return tag?.split("-")[0]?.toLowerCase();
}

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    // Storage refused (a private window, a blocked site): the other sources still answer.
    return null;
  }
}

/**
 * ARCHITECTURE.md "Language on the server and the client agree": an explicit ?lang first, then
 * the spec's order (the remembered choice, the browser's languages, the server-written <html lang>),
 * then English.
 */
export function detectLanguage(): Language {
  if (typeof window === "undefined") return defaultLanguage;
  const candidates = [
    new URLSearchParams(window.location.search).get("lang"),
    storedLanguage(),
    ...(window.navigator.languages ?? [window.navigator.language]),
    document.documentElement.lang,
  ];
  return candidates.map(baseCode).find(isLanguage) ?? defaultLanguage;
}

/** Remembers the choice where the next page looks: localStorage here, the `lang` cookie on the server. */
export function rememberLanguage(language: Language): void {
  if (typeof window === "undefined") return;
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // The cookie below still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari, and is async.
  document.cookie = `${languageCookie}=${language}; Max-Age=${languageCookieMaxAgeSeconds}; Path=/; SameSite=Lax`;
}
