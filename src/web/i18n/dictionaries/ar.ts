// The shop's words in Arabic, a chunk of their own: a shopper's first load holds one language's.

export { default as auth } from "../../../shared/locales/ar/auth.json";
export { default as catalogNames } from "../../../shared/locales/ar/catalog-names.json";
export { default as checkout } from "../../../shared/locales/ar/checkout.json";
export { default as claims } from "../../../shared/locales/ar/claims.json";
export { default as common } from "../../../shared/locales/ar/common.json";
export { default as pages } from "../../../shared/locales/ar/pages.json";
export { default as specValues } from "../../../shared/locales/ar/spec-values.json";
export { default as storefront } from "../../../shared/locales/ar/storefront.json";
