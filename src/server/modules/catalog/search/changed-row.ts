import type { WordPlan } from "./search-plan";
import type { SearchRequest } from "./search-request";

/**
 * What a search can tell of one listing: enough to ask whether a search finds it without its
 * posting lists. A write makes stale only the kept searches whose test finds the rows it changed,
 * and a broad word ("2", every title's year) is tested on the few rows the other words left
 * rather than read whole (issue 26).
 */
export interface ChangedRow {
  /** listing-words.ts: the listing's words, space-separated, as the index posts them. */
  words: string;
  referenceKey: string;
  categoryId: string | null;
  brand: string | null;
  condition: string | null;
}

/** Whether one of the space-separated `words` begins with `token`. */
export function hasWordBeginning(words: string, token: string): boolean {
  for (let at = words.indexOf(token); at !== -1; at = words.indexOf(token, at + 1))
    if (at === 0 || words.charCodeAt(at - 1) === 32) return true;
  return false;
}

/** Whether `word` is one of the space-separated `words`. */
export function hasWord(words: string, word: string): boolean {
  const end = (at: number) => at + word.length === words.length || words.charCodeAt(at + word.length) === 32;
  for (let at = words.indexOf(word); at !== -1; at = words.indexOf(word, at + 1))
    if ((at === 0 || words.charCodeAt(at - 1) === 32) && end(at)) return true;
  return false;
}

/** listing-index.ts `referenceContains`, for one listing. */
function referenceContains(referenceKey: string, key: string): boolean {
  return key.length < 3 ? startsWith(referenceKey, key) : referenceKey.includes(key);
}

/** No reference is posted under an empty start. */
const startsWith = (referenceKey: string, prefix: string) => prefix !== "" && referenceKey.startsWith(prefix);

const beginsAll = (words: string, group: readonly string[]) => {
  for (const token of group) if (!hasWordBeginning(words, token)) return false;
  return true;
};

/** listing-index.ts `wordRows`, for one listing: whether any alternative of the word admits it. */
export function rowMatchesWord(word: WordPlan, row: ChangedRow): boolean {
  for (const group of word.prefixes) if (group.length > 0 && beginsAll(row.words, group)) return true;
  for (const whole of word.words) if (hasWord(row.words, whole)) return true;
  for (const key of word.referenceKeys) if (referenceContains(row.referenceKey, key)) return true;
  for (const prefix of word.referencePrefixes) if (startsWith(row.referenceKey, prefix)) return true;
  return (
    (row.categoryId !== null && word.categoryIds.includes(row.categoryId)) ||
    (row.condition !== null && word.conditions.includes(row.condition))
  );
}

/** listing-index.ts `baseRows`, for one listing: whether the search and scope admit it. */
export function rowMatchesBase(
  { plan, scope }: Pick<SearchRequest, "plan" | "scope">,
  row: ChangedRow,
): boolean {
  const searched =
    !plan ||
    (plan.words.length > 0 && plan.words.every((word) => rowMatchesWord(word, row))) ||
    (plan.wholeReferenceKey !== null && referenceContains(row.referenceKey, plan.wholeReferenceKey));
  if (!searched) return false;
  if (scope.kind === "category") return row.categoryId === scope.id;
  if (scope.kind === "brands") return row.brand !== null && scope.names.includes(row.brand);
  return true;
}
