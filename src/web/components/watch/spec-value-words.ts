import { type SpecValueWords, specValueTranslator } from "../../../shared/spec-values";
import { i18n } from "../../i18n/i18n";

/**
 * The translations of free-text specifications over the words the translator holds: the page's language
 * only (its dictionary carries them in `common`, i18n/dictionaries), so an English page never loads
 * the Arabic words.
 */
export const { translateSpecValue, specKeyLabel } = specValueTranslator(
  (language) => i18n.getResourceBundle(language, "common") as SpecValueWords,
);
