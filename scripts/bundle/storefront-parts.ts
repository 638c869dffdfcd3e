import { type Language, languages } from "../../src/shared/i18n.ts";

/**
 * What a shopper's first load is made of (issue 27), by source module from the repository's root:
 * the entry, the app, each language's words and the storefront pages a shopper opens, by the module
 * the route renders. The budget measures these (storefront-graph.ts) and the build groups their
 * modules by them (storefront-chunks.ts).
 */
export const entryModule = "src/web/index.html";
/** The entry's script: index.html only names it. */
export const entryScript = "src/web/main.tsx";
export const appModule = "src/web/start-app.tsx";
export const dictionaryModule = (language: Language) => `src/web/i18n/dictionaries/${language}.ts`;

export const storefrontRoutes = {
  home: "src/web/features/storefront/pages/home-page.tsx",
  collection: "src/web/features/storefront/pages/collection-page.tsx",
  watch: "src/web/app/pages/watch-route.tsx",
  cart: "src/web/app/pages/cart-route.tsx",
} as const;
export type StorefrontRoute = keyof typeof storefrontRoutes;

/** The modules each of which the browser imports on its own for a first load, after the entry. */
export const firstLoadParts = [
  appModule,
  ...languages.map(dictionaryModule),
  ...Object.values(storefrontRoutes),
];
