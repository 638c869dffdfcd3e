import type arCatalogNames from "../../../shared/locales/ar/catalog-names.json";
import type enCatalogNames from "../../../shared/locales/en/catalog-names.json";

/** One language's files as its own chunk imports them (dictionaries/en.ts, dictionaries/ar.ts). */
interface LanguageFiles<Common, SpecValues, Storefront, Auth, Checkout, Pages, Claims> {
  common: Common;
  specValues: SpecValues;
  catalogNames: typeof enCatalogNames | typeof arCatalogNames;
  storefront: Storefront;
  auth: Auth;
  checkout: Checkout;
  pages: Pages;
  claims: Claims;
}

/**
 * The shop's own namespaces in one language: the specifications' and the catalogue's names join
 * `common` and `storefront`, as the server's search and descriptions read them (shared/locales).
 */
export function composeDictionary<Common, SpecValues, Storefront, Auth, Checkout, Pages, Claims>({
  common,
  specValues,
  catalogNames,
  storefront,
  ...rest
}: LanguageFiles<Common, SpecValues, Storefront, Auth, Checkout, Pages, Claims>) {
  return {
    common: { ...common, ...specValues, categories: catalogNames.categories },
    storefront: { ...storefront, conditions: catalogNames.conditions },
    ...rest,
  };
}
