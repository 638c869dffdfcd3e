/**
 * How a typed search is cut into what it asks for, shared by the SQL condition
 * (`searchCondition`) and the in-memory index, so both find the same listings.
 */

/** The words of a search: up to eight, each with a letter or a digit; lower case. */
export function searchWords(q: string): string[] {
  // A word of punctuation alone ("Rolex - Submariner") asks for nothing, so it is left out.
  return q
    .normalize("NFKC")
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 8);
}

/** A word's letter-and-digit runs: each must begin a word of the listing. */
export const wordTokens = (word: string) => word.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

/** What of a typed text can be part of a reference key: letters without accents, and digits. */
export const toReferenceKey = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
