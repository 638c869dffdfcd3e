import type { TFunction } from "../../i18n/translator";

/**
 * A category's name in the page's language (common.json `categories`, by slug); a category the
 * dictionaries do not know yet keeps the name it was given.
 */
export function categoryName(t: TFunction, category: { name: string; slug: string }): string {
  return t(`common:categories.${category.slug}`, { defaultValue: category.name });
}
