import type { WordPlan } from "./search-plan";
import type { SearchRequest } from "./search-request";

/**
 * What a search can tell of a listing the index took in or let go: enough to ask whether a kept
 * search would find it, so a write makes stale only the searches it touched (issue 26).
 */
export interface ChangedRow {
  words: readonly string[];
  referenceKey: string;
  categoryId: string | null;
  brand: string | null;
  condition: string | null;
}

/** listing-index.ts `referenceContains`, for one listing. */
function referenceContains(referenceKey: string, key: string): boolean {
  return key.length < 3 ? startsWith(referenceKey, key) : referenceKey.includes(key);
}

/** No reference is posted under an empty start. */
const startsWith = (referenceKey: string, prefix: string) => prefix !== "" && referenceKey.startsWith(prefix);

/** listing-index.ts `wordRows`, for one listing: whether any alternative of the word admits it. */
export function rowMatchesWord(word: WordPlan, row: ChangedRow): boolean {
  const begins = (token: string) => row.words.some((candidate) => candidate.startsWith(token));
  return (
    word.prefixes.some((group) => group.every(begins)) ||
    word.words.some((whole) => row.words.includes(whole)) ||
    word.referenceKeys.some((key) => referenceContains(row.referenceKey, key)) ||
    word.referencePrefixes.some((prefix) => startsWith(row.referenceKey, prefix)) ||
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
