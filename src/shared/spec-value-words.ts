import type { Language } from "./i18n";
import arabic from "./locales/ar/spec-values.json";
import english from "./locales/en/spec-values.json";
import { type SpecValueWords, specValueTranslator } from "./spec-values";

/** Both languages' words of free-text specifications, for the server's descriptions and search. */
export const specValueWords = { en: english, ar: arabic } as const satisfies Record<Language, SpecValueWords>;

export const { translateSpecValue, specValueText, specKeyLabel } = specValueTranslator(
  (language) => specValueWords[language],
);
