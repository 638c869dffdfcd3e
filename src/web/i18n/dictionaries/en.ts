import catalogNames from "../../../shared/locales/en/catalog-names.json";
import claims from "../../../shared/locales/en/claims.json";
import specValues from "../../../shared/locales/en/spec-values.json";
import auth from "../locales/en/auth.json";
import checkout from "../locales/en/checkout.json";
import common from "../locales/en/common.json";
import pages from "../locales/en/pages.json";
import storefront from "../locales/en/storefront.json";
import { composeDictionary } from "./compose";

/** The shop's words in English, a chunk of its own: a shopper's first load holds one language. */
export const dictionary = composeDictionary({
  common,
  specValues,
  catalogNames,
  storefront,
  rest: { auth, checkout, pages, claims },
});
