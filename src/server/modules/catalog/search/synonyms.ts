/**
 * What a shopper's words stand for (issue 26): Arabic spellings, transliterations, nicknames and
 * common words, from the reviewed data file synonyms.json (see SYNONYMS.md). Its tables are built
 * once, when the module loads, so a query's lookup costs a few map reads.
 */
import data from "./synonyms.json";

/** One entry of synonyms.json: its spellings (normalised, as normaliseSearchText writes them) and what they stand for. */
export interface SynonymEntry {
  variants: string[];
  /** The English words the listings use, every one of which a listing must have. */
  words?: string[];
  /** Reference keys (lower-case letters and digits) a listing's reference key may start with. */
  references?: string[];
  sources: string[];
}

/** A run of a query's words, words[from, to), that is a variant of one entry, and what it stands for. */
export interface SynonymSpan {
  from: number;
  to: number;
  words: string[];
  references: string[];
}

const entries: SynonymEntry[] = data.entries;

/** Each variant's words, with its entry, listed under its first word longest first. */
const phrasesByFirstWord = new Map<string, { words: string[]; entry: SynonymEntry }[]>();
for (const entry of entries)
  for (const variant of entry.variants) {
    const words = variant.split(" ");
    const first = words[0] as string;
    const phrases = phrasesByFirstWord.get(first) ?? [];
    phrases.push({ words, entry });
    phrasesByFirstWord.set(first, phrases);
  }
for (const phrases of phrasesByFirstWord.values()) phrases.sort((a, b) => b.words.length - a.words.length);

const stopWords = new Set(data.stopWords.words);

/** A typed word without the punctuation around it: "رولكس،" and "(rolex)" are رولكس and rolex. */
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

/** Whether a (normalised) word narrows nothing, as "watch" and "ساعه" do. */
export function isStopWord(word: string): boolean {
  return stopWords.has(bare(word));
}

/**
 * The spans of a query's normalised words that are variants of an entry, left to right, each the
 * longest variant starting there ("جي ام تي ماستر" is GMT-Master, not GMT then "master"); spans
 * never overlap.
 */
export function findSynonyms(words: readonly string[]): SynonymSpan[] {
  const keys = words.map(bare);
  const spans: SynonymSpan[] = [];
  for (let from = 0; from < keys.length; ) {
    const phrase = phrasesByFirstWord
      .get(keys[from] as string)
      ?.find(
        (candidate) =>
          from + candidate.words.length <= keys.length &&
          candidate.words.every((word, offset) => keys[from + offset] === word),
      );
    if (!phrase) {
      from++;
      continue;
    }
    const to = from + phrase.words.length;
    spans.push({
      from,
      to,
      words: [...(phrase.entry.words ?? [])],
      references: [...(phrase.entry.references ?? [])],
    });
    from = to;
  }
  return spans;
}

/** The one-word variants, longest first: what a typo is read against besides the listings' words. */
const singleWordVariants = [...phrasesByFirstWord.values()]
  .flat()
  .filter((phrase) => phrase.words.length === 1)
  .map((phrase) => phrase.words[0] as string);

export function synonymVariants(): readonly string[] {
  return singleWordVariants;
}
