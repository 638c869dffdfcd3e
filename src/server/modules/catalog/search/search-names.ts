import { conditions } from "../../../../shared/catalog";
import type { CategoryDto } from "../../../../shared/catalog-api";
import { searchWords, wordTokens } from "../../../../shared/search-text";
// The words a shopper reads on the collection's filters are the words the search must know.
import arCommon from "../../../../web/i18n/locales/ar/common.json";
import arStorefront from "../../../../web/i18n/locales/ar/storefront.json";
import enCommon from "../../../../web/i18n/locales/en/common.json";
import enStorefront from "../../../../web/i18n/locales/en/storefront.json";
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
    labelsOf(enStorefront.conditions, condition),
    labelsOf(arStorefront.conditions, condition),
  ]),
);

/** The active categories by id, named as the shop named them and as the page shows them in each language. */
export const categoryNames = (categories: readonly CategoryDto[]): NamedValue[] =>
  categories.map((category) =>
    named(category.id, [
      category.name,
      labelsOf(enCommon.categories, category.slug),
      labelsOf(arCommon.categories, category.slug),
    ]),
  );
