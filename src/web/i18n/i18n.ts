import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import {
  defaultLanguage,
  directionOf,
  isLanguage,
  languageCookie,
  languageStorageKey,
  languages,
} from "../../shared/i18n";
import { addFormatters } from "./formatters";
import { coreNamespaces } from "./load-language";

const oneYearInSeconds = 60 * 60 * 24 * 365;

/** Keeps <html lang dir> in step with the language so the layout mirrors at once. */
function applyDocumentLanguage(language: string) {
  if (typeof document === "undefined") return;
  const lang = isLanguage(language) ? language : defaultLanguage;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

i18n.on("languageChanged", applyDocumentLanguage);

// ARCHITECTURE.md "Language on the server and the client agree": an explicit ?lang first, then the
// spec's order (localStorage, browser languages, the server-written <html lang>), cached in both
// localStorage and the `lang` cookie the server reads.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    // Each language's words arrive as a chunk of their own (load-language.ts), added before any
    // page renders with them; a feature's own namespaces join with its chunk (admin-i18n.ts).
    resources: {},
    partialBundledLanguages: true,
    // `claims`: the shop's promises (shared/claims.ts), which the other namespaces nest as $t(claims:…).
    ns: [...coreNamespaces],
    defaultNS: "common",
    supportedLngs: [...languages],
    fallbackLng: defaultLanguage,
    nonExplicitSupportedLngs: true,
    load: "languageOnly",
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ["querystring", "localStorage", "navigator", "htmlTag"],
      lookupQuerystring: "lang",
      lookupLocalStorage: languageStorageKey,
      lookupCookie: languageCookie,
      caches: ["localStorage", "cookie"],
      cookieOptions: { path: "/", sameSite: "lax", maxAge: oneYearInSeconds },
      // "ar-KW" from the browser is Arabic; keeping only the base code keeps <html lang>, the
      // cached choice and the server's `lang` cookie in the two codes everyone understands.
      convertDetectedLanguage: (detected: string) => detected.split("-")[0] ?? detected,
    },
  });

addFormatters(i18n);

export { i18n };
