import { allowedTypos, withinEdits } from "../../../../shared/edit-distance";
import { searchWords, toReferenceKey, wordTokens } from "../../../../shared/search-text";
import { findSynonyms, isStopWord, synonymVariants } from "./synonyms";

/**
 * What one typed word (or phrase a synonym names) may match: a listing matches it when it matches
 * any of the alternatives. Every engine (sql-search.ts, listing-index.ts) executes the same plan,
 * so the two find the same listings by construction.
 */
export interface WordPlan {
  /** Groups of tokens: every token of a group begins one of the listing's words. */
  prefixes: string[][];
  /** Whole words of the listing (a typo read as the word it is one or two letters from). */
  words: string[];
  /** Letters and digits found inside the reference's (at its start when under three). */
  referenceKeys: string[];
  /** Letters and digits the reference's begin with (a nickname's references). */
  referencePrefixes: string[];
  categoryIds: string[];
  conditions: string[];
}

/** A search: every word's plan matches (AND), or the whole text is inside one reference. */
export interface SearchPlan {
  words: WordPlan[];
  wholeReferenceKey: string | null;
}

/** A name a word may stand for (a category's, a condition's), in both languages, normalised. */
export interface NamedValue {
  value: string;
  /** Each name's words. */
  names: string[][];
}

/** What the planner knows of the shop: the listings' words, and the names of categories and conditions. */
export interface SearchContext {
  /** Whether some listing has a word beginning with `prefix`. */
  hasPrefix(prefix: string): boolean;
  /** The listings' words of letters alone within `edits` of `word`. */
  near(word: string, edits: number): string[];
  categories: readonly NamedValue[];
  conditions: readonly NamedValue[];
}

const hasDigit = /\p{N}/u;

/** The values one of whose names has, for every token, a word beginning with it ("very good", "جيد جدا"). */
const namedBy = (values: readonly NamedValue[], tokens: readonly string[]) =>
  values
    .filter((value) =>
      value.names.some((name) => tokens.every((token) => name.some((word) => word.startsWith(token)))),
    )
    .map((value) => value.value);

/** Every word of the names, for reading a typo as one of them. */
const nameWords = (values: readonly NamedValue[]) => values.flatMap((value) => value.names.flat());

function emptyPlan(): WordPlan {
  return {
    prefixes: [],
    words: [],
    referenceKeys: [],
    referencePrefixes: [],
    categoryIds: [],
    conditions: [],
  };
}

/** An alternative also names the categories and conditions whose name it begins the words of. */
function addNamed(plan: WordPlan, tokens: readonly string[], context: SearchContext) {
  plan.categoryIds.push(...namedBy(context.categories, tokens));
  plan.conditions.push(...namedBy(context.conditions, tokens));
}

function addSynonym(
  plan: WordPlan,
  synonym: { words: string[]; references: string[] },
  context: SearchContext,
) {
  if (synonym.words.length > 0) {
    plan.prefixes.push(synonym.words);
    addNamed(plan, synonym.words, context);
  }
  plan.referencePrefixes.push(...synonym.references);
}

/** Whether the plan can find anything at all, by the shop's words and names alone. */
function findsSomething(plan: WordPlan, context: SearchContext): boolean {
  return (
    plan.categoryIds.length > 0 ||
    plan.conditions.length > 0 ||
    plan.referencePrefixes.length > 0 ||
    plan.prefixes.some((group) => group.every((token) => context.hasPrefix(token)))
  );
}

/**
 * A word no listing, name or synonym begins is read as the words one or two letters from it (one
 * from five letters, two from nine): never one with a digit, so a reference is never "corrected"
 * into another watch's.
 */
function addTypos(plan: WordPlan, token: string, context: SearchContext) {
  const edits = allowedTypos(token);
  if (edits === 0 || hasDigit.test(token)) return;
  plan.words.push(...context.near(token, edits));
  const near = (word: string) => withinEdits(token, word, edits);
  for (const word of new Set(nameWords(context.categories).concat(nameWords(context.conditions))))
    if (near(word)) addNamed(plan, [word], context);
  for (const variant of synonymVariants())
    if (near(variant)) for (const synonym of findSynonyms([variant])) addSynonym(plan, synonym, context);
}

/** The plan of the words `words[from, to)`, which a synonym may name together. */
function planWords(
  words: readonly string[],
  synonym: { words: string[]; references: string[] } | undefined,
  context: SearchContext,
): WordPlan {
  const plan = emptyPlan();
  const tokens = words.flatMap(wordTokens);
  if (tokens.length > 0) {
    plan.prefixes.push(tokens);
    addNamed(plan, tokens, context);
  }
  const key = toReferenceKey(words.join(""));
  if (key) plan.referenceKeys.push(key);
  if (synonym) addSynonym(plan, synonym, context);
  // A word being typed ("رولك") begins the variants it may become, as it begins the listings' words.
  const typing = tokens.length === 1 && !synonym ? (tokens[0] as string) : undefined;
  if (typing && [...typing].length >= 3)
    for (const variant of synonymVariants())
      if (variant.startsWith(typing))
        for (const found of findSynonyms([variant])) addSynonym(plan, found, context);
  if (!findsSomething(plan, context) && typing) addTypos(plan, typing, context);
  return plan;
}

/**
 * How a typed search is read (issue 26): normalised as the listings' words are; words that only
 * say "watch" left out; a phrase a synonym knows (رولكس, "باتيك فيليب", pepsi) read as its words
 * or references too; a word matching nothing read as the words it is a typo of. Undefined when the
 * search only says "watch": every listing matches. Punctuation alone finds nothing.
 */
export function planSearch(q: string, context: SearchContext): SearchPlan | undefined {
  const typed = searchWords(q);
  if (typed.length === 0) return { words: [emptyPlan()], wholeReferenceKey: null };
  const words = typed.filter((word) => !isStopWord(word));
  if (words.length === 0) return undefined;
  const spans = findSynonyms(words);
  const plans: WordPlan[] = [];
  for (let at = 0; at < words.length; ) {
    const span = spans.find((candidate) => candidate.from === at);
    const to = span ? span.to : at + 1;
    plans.push(planWords(words.slice(at, to), span, context));
    at = to;
  }
  const wholeKey = toReferenceKey(words.join(""));
  return { words: plans, wholeReferenceKey: words.length > 1 && wholeKey ? wholeKey : null };
}

/**
 * "Did you mean": the search with each word that finds nothing replaced by the nearest of the
 * listings' words or names (two letters at most, one under five), or null when no word needs it.
 * The caller shows it only if it finds watches.
 */
export function suggestSearch(q: string, context: SearchContext): string | null {
  const words = searchWords(q);
  let changed = false;
  const candidates = [...nameWords(context.categories), ...nameWords(context.conditions)];
  const suggested = words.map((word) => {
    if (isStopWord(word) || hasDigit.test(word) || word.length < 3) return word;
    const plan = planWords([word], findSynonyms([word])[0], context);
    if (findsSomething(plan, context) || plan.words.length > 0) return word;
    const maxEdits = word.length < 5 ? 1 : 2;
    for (let edits = 1; edits <= maxEdits; edits++) {
      const near = [
        ...context.near(word, edits),
        ...candidates.filter((name) => withinEdits(word, name, edits)),
      ];
      const best = near.sort()[0];
      if (best) {
        changed = true;
        return best;
      }
    }
    return word;
  });
  return changed ? suggested.join(" ") : null;
}
