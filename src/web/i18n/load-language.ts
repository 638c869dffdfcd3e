import type { Language } from "../../shared/i18n";
import { composeDictionary } from "./dictionaries/compose";
import type * as englishFiles from "./dictionaries/en";
import type { Translator } from "./translator";

/** Each language's words as a chunk of its own (issue 27: no other language's words in a first load). */
export const dictionaries: Record<Language, () => Promise<typeof englishFiles>> = {
  en: () => import("./dictionaries/en"),
  ar: () => import("./dictionaries/ar"),
};

/** The shop's own namespaces, in every first load. */
export const coreNamespaces = ["common", "auth", "storefront", "checkout", "pages", "claims"] as const;

/**
 * Adds `language`'s words to `i18n` once fetched; resolves at once when they are there. The page
 * renders only after this (start-app.tsx) and the language menu switches only after it, so no
 * shopper sees a key instead of a word.
 */
export async function loadLanguage(i18n: Translator, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "common")) return;
  addDictionary(i18n, language, await dictionaries[language]());
}

/** Adds one language's files, as its chunk exports them, to the translator's namespaces. */
export function addDictionary(i18n: Translator, language: Language, files: typeof englishFiles): void {
  const dictionary = composeDictionary(files);
  for (const namespace of coreNamespaces) i18n.addResourceBundle(language, namespace, dictionary[namespace]);
}

/** Fetches the words of the language, when it is not the page's already, then switches to it. */
export async function switchLanguage(i18n: Translator, language: Language): Promise<void> {
  await loadLanguage(i18n, language);
  await i18n.changeLanguage(language);
}
