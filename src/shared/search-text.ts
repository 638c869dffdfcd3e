/**
 * The one spelling of searchable text (issue 26): a listing's words and a shopper's query both pass
 * through `normaliseSearchText`, so "أوميغا" finds what "اوميغا" finds and "Fabergé" what "faberge"
 * finds. Latin accents fold as PostgreSQL's unaccent folds the common letters; Arabic follows
 * Lucene's ArabicNormalizer, the normalisation search engines apply to Arabic.
 */

/** Letters that lose their difference when searching, and what they become. */
const foldedLetters: Record<string, string> = {
  // Latin letters that carry no combining mark to drop (unaccent.rules).
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  // Alef wasla. The hamza and madda forms lose their mark with the other marks below (أ إ آ are ا,
  // ؤ ئ are و ي): shoppers often leave the hamza out.
  ٱ: "ا",
  // Alef maksura and teh marbuta are written for yeh and heh at a word's end, and typed either way.
  ى: "ي",
  ة: "ه",
  // Persian keheh and yeh, which Persian and some Gulf keyboards type for kaf and yeh.
  ک: "ك",
  ی: "ي",
};
for (let digit = 0; digit <= 9; digit++) {
  foldedLetters[String.fromCharCode(0x0660 + digit)] = String(digit);
  foldedLetters[String.fromCharCode(0x06f0 + digit)] = String(digit);
}
const folded = new RegExp(`[${Object.keys(foldedLetters).join("")}]`, "gu");

/**
 * What does not change a word once decomposed: Latin combining accents, Arabic harakat and Quranic
 * marks (hamza and madda among them), tatweel, and the invisible joiners and direction marks that
 * Arabic text picks up when copied.
 */
const dropped = /[\u0300-\u036f\u064b-\u065f\u0670\u06d6-\u06ed\u0640\u200c-\u200f\u061c\u2060\ufeff]/g;

/** Text as it is searched: compatibility forms unified (NFKC), lower case, accents and Arabic variants folded. */
export function normaliseSearchText(text: string): string {
  // Most listing words are plain ASCII; they skip the Unicode work (the index reads every one).
  if (!/[\u0080-\uffff]/.test(text)) return text.toLowerCase();
  return (
    text
      .normalize("NFKD")
      .toLowerCase()
      .replace(dropped, "")
      .replace(folded, (letter) => foldedLetters[letter] ?? letter)
      // Composes again what lost no mark, so the result is NFKC (Hangul syllables, Indic vowel signs).
      .normalize("NFC")
  );
}

/** The words of a search: up to `max` (eight for a typed one), each with a letter or a digit, normalised. */
export function searchWords(q: string, max = 8): string[] {
  // A word of punctuation alone ("Rolex - Submariner") asks for nothing, so it is left out.
  return normaliseSearchText(q)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, max);
}

/** A word's letter-and-digit runs ("gmt-master" is gmt and master). */
export function wordTokens(word: string): string[] {
  return word.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

/** What of a text can be part of a reference key: its Latin letters and digits ("٣١٠.٣٠" is 31030). */
export function toReferenceKey(text: string): string {
  return normaliseSearchText(text).replace(/[^a-z0-9]/g, "");
}
