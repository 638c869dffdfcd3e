import enAdmin from "../../shared/locales/en/admin.json";
import type { Message } from "../lib/message";
import * as englishFiles from "./dictionaries/en";
import { addFormatters } from "./formatters";
import { addDictionary } from "./load-language";
import { Translator } from "./translator";

const instance = new Translator("en");
addDictionary(instance, "en", englishFiles);
instance.addResourceBundle("en", "admin", enAdmin);
addFormatters(instance);

/** The English translator, without the browser's language detection: for tests of messages. */
export const englishT = instance.t;

/** The English words a `Message` resolves to. */
export function english(message: Message): string {
  return "key" in message ? englishT(message.key, message.values) : message.text;
}
