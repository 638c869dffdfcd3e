import type { Language } from "./i18n";
import english from "./locales/en/spec-values.json";

/**
 * The words of free-text specifications ("Automatic", "Stainless steel", "41mm") in one language
 * (issue 13): shared/locales/<language>/spec-values.json. One dictionary for the watch page, which
 * the web app loads into its `common` namespace, and for the descriptions the server writes
 * (spec-value-words.ts), so an Arabic description says what the Arabic specification cards say.
 * Values are typed in English, so the English words are the key to every translation.
 */
export type SpecValueWords = typeof english;

type WordKey = keyof typeof english.specValues;

/** The dictionary's keys by their lower-case English. */
const keysByEnglish = new Map(
  Object.entries(english.specValues).map(([key, words]) => [words.toLowerCase(), key as WordKey]),
);

const measurement = /^(\d+(?:\.\d+)?)\s?(mm|m)$/i;

/** A value's comma-separated parts, each translated or kept as written. */
export interface TranslatedSpecValue {
  parts: { text: string; translated: boolean }[];
  separator: string;
}

/** "caseBack" or "case_back" as "Case Back". */
function keyAsWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The translations of free-text values and added keys, over where each language's words are: the
 * server holds both languages (spec-value-words.ts), a shopper's browser the page's own (i18n).
 */
export function specValueTranslator(wordsOf: (language: Language) => SpecValueWords) {
  /** One part in `language`, or null when the dictionary does not know it. */
  function translatePart(part: string, language: Language): string | null {
    const words = wordsOf(language);
    const key = keysByEnglish.get(part.toLowerCase().replace(/\s+/g, " "));
    if (key) return words.specValues[key];
    // "33.7mm x 25.5mm": every side a measurement, or the part stays as it is.
    const sides = part.split(/\s+x\s+/i).map((side) => measurement.exec(side));
    if (!sides.every((side) => side !== null)) return null;
    return sides
      .map(([, value = "", unit = ""]) =>
        words.units[unit.toLowerCase() as keyof typeof words.units].replace("{{value}}", value),
      )
      .join(" × ");
  }

  /**
   * A free-text specification value (data an admin typed) in `language`: in English as written; in
   * another language each comma-separated part the dictionary knows is translated, and what it
   * does not know stays as written (the caller isolates it, so Latin text keeps its order).
   */
  function translateSpecValue(value: string, language: Language): TranslatedSpecValue {
    const separator = wordsOf(language).listSeparator;
    const whole = value.trim();
    if (language === "en") return { parts: [{ text: value, translated: false }], separator };
    const asOne = translatePart(whole, language);
    if (asOne !== null) return { parts: [{ text: asOne, translated: true }], separator };
    const parts = whole.split(",").map((part) => {
      const text = part.trim();
      const translated = translatePart(text, language);
      return translated === null ? { text, translated: false } : { text: translated, translated: true };
    });
    return parts.some((part) => part.translated)
      ? { parts, separator }
      : { parts: [{ text: value, translated: false }], separator };
  }

  return {
    translateSpecValue,
    /** The value as one text: its parts joined in the language's way. */
    specValueText: (value: string, language: Language) => {
      const { parts, separator } = translateSpecValue(value, language);
      return parts.map((part) => part.text).join(separator);
    },
    /**
     * The label of a specification key an admin added beyond the spec's (Additional Details): the
     * dictionary's, else the key spelled as English words, which an Arabic page isolates.
     */
    specKeyLabel: (key: string, language: Language): string => {
      const labels: Record<string, string> = wordsOf(language).specKeys;
      return labels[key] ?? keyAsWords(key);
    },
  };
}
