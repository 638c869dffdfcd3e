// The shop's words in English, a chunk of their own: a shopper's first load holds one language's.

export { default as auth } from "../../../shared/locales/en/auth.json";
export { default as catalogNames } from "../../../shared/locales/en/catalog-names.json";
export { default as checkout } from "../../../shared/locales/en/checkout.json";
export { default as claims } from "../../../shared/locales/en/claims.json";
export { default as common } from "../../../shared/locales/en/common.json";
export { default as pages } from "../../../shared/locales/en/pages.json";
export { default as specValues } from "../../../shared/locales/en/spec-values.json";
export { default as storefront } from "../../../shared/locales/en/storefront.json";
