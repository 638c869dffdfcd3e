import catalogNames from "../../../shared/locales/ar/catalog-names.json";
import claims from "../../../shared/locales/ar/claims.json";
import specValues from "../../../shared/locales/ar/spec-values.json";
import auth from "../locales/ar/auth.json";
import checkout from "../locales/ar/checkout.json";
import common from "../locales/ar/common.json";
import pages from "../locales/ar/pages.json";
import storefront from "../locales/ar/storefront.json";
import { composeDictionary } from "./compose";

/** The shop's words in Arabic, a chunk of its own: a shopper's first load holds one language. */
export const dictionary = composeDictionary({
  common,
  specValues,
  catalogNames,
  storefront,
  rest: { auth, checkout, pages, claims },
});
