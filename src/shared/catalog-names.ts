import type { Language } from "./i18n";
import arabic from "./locales/ar/catalog-names.json";
import english from "./locales/en/catalog-names.json";

/**
 * The categories' and conditions' names in each language (issue 26): one dictionary for the web
 * app, which loads them into its `common` and `storefront` namespaces, and for the search, which
 * finds a watch by the names the shopper reads on the page ("ممتازة", "ساعات غوص").
 */
export const catalogNameWords = { en: english, ar: arabic } as const satisfies Record<Language, unknown>;
