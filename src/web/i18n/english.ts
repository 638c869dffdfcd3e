import type { Message } from "../lib/message";
import { composeDictionary } from "./dictionaries/compose";
import * as englishFiles from "./dictionaries/en";
import { addFormatters } from "./formatters";
import { coreNamespaces } from "./load-language";
import enAdmin from "./locales/en/admin.json";
import { Translator } from "./translator";

const instance = new Translator("en");
const dictionary = composeDictionary(englishFiles);
for (const namespace of coreNamespaces) instance.addResourceBundle("en", namespace, dictionary[namespace]);
instance.addResourceBundle("en", "admin", enAdmin);
addFormatters(instance);

/** The English translator, without the browser's language detection: for tests of messages. */
export const englishT = instance.t;

/** The English words a `Message` resolves to. */
export function english(message: Message): string {
  return "key" in message ? englishT(message.key, message.values) : message.text;
}
