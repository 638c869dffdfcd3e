import { createInstance } from "i18next";
import type { Message } from "../lib/message";
import { composeDictionary } from "./dictionaries/compose";
import * as englishFiles from "./dictionaries/en";
import { addFormatters } from "./formatters";
import { coreNamespaces } from "./load-language";
import enAdmin from "./locales/en/admin.json";

const instance = createInstance();
void instance.init({
  lng: "en",
  resources: { en: { ...composeDictionary(englishFiles), admin: enAdmin } },
  ns: [...coreNamespaces, "admin"],
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
