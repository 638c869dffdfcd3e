import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { catalogNameWords } from "../../shared/catalog-names";
import { claimWords } from "../../shared/claims";
import {
  defaultLanguage,
  directionOf,
  isLanguage,
  languageCookie,
  languageStorageKey,
  languages,
} from "../../shared/i18n";
import { specValueWords } from "../../shared/spec-values";
import { addFormatters } from "./formatters";
import arAuth from "./locales/ar/auth.json";
import arCheckout from "./locales/ar/checkout.json";
import arCommon from "./locales/ar/common.json";
import arPages from "./locales/ar/pages.json";
import arStorefront from "./locales/ar/storefront.json";
import enAuth from "./locales/en/auth.json";
import enCheckout from "./locales/en/checkout.json";
import enCommon from "./locales/en/common.json";
import enPages from "./locales/en/pages.json";
import enStorefront from "./locales/en/storefront.json";

export const resources = {
  en: {
    common: { ...enCommon, ...specValueWords.en, categories: catalogNameWords.en.categories },
    auth: enAuth,
    storefront: { ...enStorefront, conditions: catalogNameWords.en.conditions },
    checkout: enCheckout,
    pages: enPages,
    claims: claimWords.en,
  },
  ar: {
    common: { ...arCommon, ...specValueWords.ar, categories: catalogNameWords.ar.categories },
    auth: arAuth,
    storefront: { ...arStorefront, conditions: catalogNameWords.ar.conditions },
    checkout: arCheckout,
    pages: arPages,
    claims: claimWords.ar,
  },
} as const;

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
    resources,
    // `claims`: the shop's promises (shared/claims.ts), which the other namespaces nest as $t(claims:…).
    ns: ["common", "auth", "storefront", "checkout", "pages", "claims"],
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
