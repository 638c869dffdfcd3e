import { createInstance } from "i18next";
import { catalogNameWords } from "../../shared/catalog-names";
import { claimWords } from "../../shared/claims";
import { specValueWords } from "../../shared/spec-values";
import type { Message } from "../lib/message";
import { addFormatters } from "./formatters";
import enAdmin from "./locales/en/admin.json";
import enAuth from "./locales/en/auth.json";
import enCheckout from "./locales/en/checkout.json";
import enCommon from "./locales/en/common.json";
import enPages from "./locales/en/pages.json";
import enStorefront from "./locales/en/storefront.json";

const instance = createInstance();
void instance.init({
  lng: "en",
  resources: {
    en: {
      common: { ...enCommon, ...specValueWords.en, categories: catalogNameWords.en.categories },
      auth: enAuth,
      storefront: { ...enStorefront, conditions: catalogNameWords.en.conditions },
      checkout: enCheckout,
      admin: enAdmin,
      pages: enPages,
      claims: claimWords.en,
    },
  },
  ns: ["common", "auth", "storefront", "checkout", "admin", "pages", "claims"],
  defaultNS: "common",
  initAsync: false,
  interpolation: { escapeValue: false },
});
addFormatters(instance);

/** The English translator, without the browser's language detection: for tests of messages. */
export const englishT = instance.t;

/** The English words a `Message` resolves to. */
export function english(message: Message): string {
  return "key" in message ? englishT(message.key, message.values) : message.text;
}
