import type arCatalogNames from "../../../shared/locales/ar/catalog-names.json";
import type enCatalogNames from "../../../shared/locales/en/catalog-names.json";

/** One language's files as its own chunk imports them (dictionaries/en.ts, dictionaries/ar.ts). */
interface LanguageFiles<Common, SpecValues, Storefront, Rest> {
  common: Common;
  specValues: SpecValues;
  catalogNames: typeof enCatalogNames | typeof arCatalogNames;
  storefront: Storefront;
  rest: Rest;
}

/**
 * The shop's own namespaces in one language: the specifications' and the catalogue's names join
 * `common` and `storefront`, as the server's search and descriptions read them (shared/locales).
 */
export function composeDictionary<Common, SpecValues, Storefront, Rest>(
  files: LanguageFiles<Common, SpecValues, Storefront, Rest>,
) {
  return {
    common: { ...files.common, ...files.specValues, categories: files.catalogNames.categories },
    storefront: { ...files.storefront, conditions: files.catalogNames.conditions },
    ...files.rest,
  };
}
