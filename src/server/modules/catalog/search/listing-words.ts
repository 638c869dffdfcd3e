import { searchWords, wordTokens } from "../../../../shared/search-text";

/** What of a listing the search reads as words. */
export interface ListingText {
  title: string;
  brand?: string | null;
  model?: string | null;
  reference?: string | null;
}

/**
 * A listing's search words, normalised as a typed search is (src/shared/search-text.ts), each once,
 * space-separated: what the `search_words` column holds and the in-memory index posts.
 */
export function listingWords(listing: ListingText): string {
  const text = [listing.title, listing.brand, listing.model, listing.reference].filter(Boolean).join(" ");
  const words = new Set<string>();
  for (const word of searchWords(text, Number.POSITIVE_INFINITY))
    for (const token of wordTokens(word)) words.add(token);
  return [...words].join(" ");
}

/** The values a write of a listing needs, with the words of its text beside them. */
export const withListingWords = <T extends ListingText>(values: T): T & { searchWords: string } => ({
  ...values,
  searchWords: listingWords(values),
});
