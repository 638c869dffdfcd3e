import { conditions } from "../../../../shared/catalog";
import type { CategoryDto } from "../../../../shared/catalog-api";
import { catalogNameWords } from "../../../../shared/catalog-names";
import { searchWords, wordTokens } from "../../../../shared/search-text";
import type { NamedValue } from "./search-plan";
import { isStopWord } from "./synonyms";

/** A name's words as the search reads them, without those that only say "watch". */
const nameWords = (name: string) =>
  searchWords(name, Number.POSITIVE_INFINITY)
    .flatMap(wordTokens)
    .filter((word) => !isStopWord(word));

const named = (value: string, names: readonly (string | undefined)[]): NamedValue => ({
  value,
  names: [...new Set(names.filter((name): name is string => Boolean(name)))]
    .map(nameWords)
    .filter((words) => words.length > 0),
});

const labelsOf = (labels: Record<string, string>, key: string) => labels[key];

/** The conditions by their names on the page, English and Arabic ("ممتازة" finds excellent watches). */
export const conditionNames: readonly NamedValue[] = conditions.map((condition) =>
  named(condition, [
    labelsOf(catalogNameWords.en.conditions, condition),
    labelsOf(catalogNameWords.ar.conditions, condition),
  ]),
);

const namedCategories = new WeakMap<readonly CategoryDto[], NamedValue[]>();

/**
 * The active categories by id, named as the shop named them and as the page shows them in each
 * language; worked out once per read of the categories, not per search.
 */
export function categoryNames(categories: readonly CategoryDto[]): NamedValue[] {
  let names = namedCategories.get(categories);
  if (!names) {
    names = categories.map((category) =>
      named(category.id, [
        category.name,
        labelsOf(catalogNameWords.en.categories, category.slug),
        labelsOf(catalogNameWords.ar.categories, category.slug),
      ]),
    );
    namedCategories.set(categories, names);
  }
  return names;
}
