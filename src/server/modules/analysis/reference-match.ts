import { referenceKey } from "../../../shared/reference-catalogue-schemas";

/** What a catalogue row offers a search: its words and its compared reference. */
export interface MatchableReference {
  brand: string;
  collection: string | null;
  model: string;
  reference: string;
  aliases: readonly string[];
}

/** Lower case, accents off, split on anything but letters and digits ("Day-Date" → day, date). */
export function searchTokens(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** At most this many words of a query count (a pasted listing title is not a query). */
export const maxQueryTokens = 8;

/** A query as the scorer reads it: its words, and each run of adjacent words joined ("126610 ln" → "126610ln"). */
export interface ParsedQuery {
  tokens: string[];
  spans: { start: number; end: number; joined: string }[];
}

export function parseQuery(query: string): ParsedQuery {
  const tokens = searchTokens(query).slice(0, maxQueryTokens);
  const spans: ParsedQuery["spans"] = [];
  for (let start = 0; start < tokens.length; start += 1)
    for (let end = start + 1; end <= tokens.length; end += 1)
      spans.push({ start, end, joined: tokens.slice(start, end).join("") });
  return { tokens, spans };
}

/** Shortest part of a reference that counts as its prefix ("1266" finds too much to mean anything). */
const minReferencePrefix = 4;

/**
 * The forms of a compared reference a query may name: the whole of it, and, when it opens with
 * the maker's letters before its number (Tudor's M79030N-0001, IWC's IW371605), the rest, which
 * is how people write it ("79030", "371605").
 */
export function referenceForms(key: string): string[] {
  const number = key.replace(/^[a-z]+(?=\d)/, "");
  return number === key ? [key] : [key, number];
}

/** How much of a reference one run of query words names: 1 the whole, a prefix by its length, else 0. */
function referenceWeight(joined: string, key: string): number {
  return Math.max(
    ...referenceForms(key).map((form) =>
      joined === form
        ? 1
        : joined.length >= minReferencePrefix && form.startsWith(joined)
          ? 0.5 + (0.4 * joined.length) / form.length
          : 0,
    ),
  );
}

/** A row's answer to a query: its score, and whether the query named the row's reference or an alias. */
export interface ReferenceMatch {
  /** 0..1; see scoreReference. */
  score: number;
  /** The weight of the run of query words that names the reference (1 whole, under 1 a prefix), else 0. */
  reference: number;
}

/**
 * How well a row answers a query, from 0 to 1 (issue 12: "126610", "Sub date", "submariner
 * 126610ln" and "rolex 126610 ln" all find the Submariner Date 126610LN first):
 * - the reference: the run of adjacent query words that best matches the compared reference
 *   (case, dots, dashes, slashes and spaces ignored), or the reference without the maker's
 *   letters before its number (referenceForms), weighs 1 per word when it is the whole of that
 *   form, and 0.5 + 0.4 × (its length ÷ the form's) when it is a prefix of at least 4
 *   characters ("126610" of "126610LN": 0.8; "79030" of Tudor's "M79030N-0001": 0.7);
 * - an alias: a run of query words equal to one of the row's aliases weighs 1 per word;
 * - every other query word weighs 1 when it is a word of the brand, collection, model or
 *   aliases, and 0.8 when it begins one ("sub" of "submariner");
 * - coverage = the words' weights ÷ the number of query words, and the score is
 *   coverage × (0.7 + 0.3 × specificity), where specificity is 1 for a whole reference or an
 *   alias, 0.5 for a reference prefix and 0 for words alone — so naming the watch beats
 *   describing it, and words the row does not have lower it.
 */
export function matchReference(query: ParsedQuery, row: MatchableReference): ReferenceMatch {
  const { tokens } = query;
  if (tokens.length === 0) return { score: 0, reference: 0 };
  const weights = new Array<number>(tokens.length).fill(0);
  let specificity = 0;

  const key = referenceKey(row.reference);
  let best: { start: number; end: number; weight: number } | undefined;
  for (const span of query.spans) {
    const weight = referenceWeight(span.joined, key);
    if (
      weight > 0 &&
      (!best ||
        weight > best.weight ||
        (weight === best.weight && span.end - span.start > best.end - best.start))
    )
      best = { start: span.start, end: span.end, weight };
  }
  if (best) {
    for (let i = best.start; i < best.end; i += 1) weights[i] = best.weight;
    specificity = best.weight === 1 ? 1 : 0.5;
  }

  for (const alias of row.aliases) {
    const words = searchTokens(alias);
    if (words.length === 0) continue;
    for (let start = 0; start + words.length <= tokens.length; start += 1) {
      if (words.every((word, i) => tokens[start + i] === word)) {
        for (let i = start; i < start + words.length; i += 1) weights[i] = 1;
        specificity = 1;
      }
    }
  }

  const rowWords = new Set(
    [row.brand, row.collection ?? "", row.model, ...row.aliases].flatMap((text) => searchTokens(text)),
  );
  tokens.forEach((token, i) => {
    if (weights[i] === 1) return;
    if (rowWords.has(token)) weights[i] = 1;
    else if (token.length >= 2 && [...rowWords].some((word) => word.startsWith(token)))
      weights[i] = Math.max(weights[i] ?? 0, 0.8);
  });

  const coverage = weights.reduce((sum, weight) => sum + weight, 0) / tokens.length;
  return {
    score: Math.round(coverage * (0.7 + 0.3 * specificity) * 1000) / 1000,
    reference: best?.weight ?? 0,
  };
}

export const scoreReference = (query: ParsedQuery, row: MatchableReference): number =>
  matchReference(query, row).score;
