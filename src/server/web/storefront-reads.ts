import type { Context } from "hono";
import type { StorefrontReads } from "../../shared/catalog-api";
import { listingQuerySchema } from "../../shared/catalog-schemas";
import type { AppEnv } from "../http/app-env";
import { validationError } from "../http/errors";
import { parseJsonText } from "../http/json-text";
import type { CatalogReader } from "../modules/catalog/catalog-reader";
import { visitorOf } from "../modules/catalog/visitor";
import type { MarketPositions } from "../modules/market/market-position.service";
import type { ContentPages } from "../modules/pages/content-pages.service";

/**
 * The storefront's reads for one server render, answered by the catalogue in-process: the same
 * validation, caches and view counting as the API routes, without a second trip through the
 * HTTP stack. The render sees no session; a view is counted for the visitor's cookie.
 */
export function storefrontReadsFor(
  c: Context<AppEnv>,
  services: { catalog: CatalogReader; contentPages: ContentPages; marketPositions: MarketPositions },
  options: { secureCookies: boolean },
): StorefrontReads {
  const { catalog, contentPages, marketPositions } = services;
  return {
    categories: () => catalog.categories(),
    featuredListings: () => catalog.featuredListings(),
    listingPage: async (query) => {
      const valid = listingQuerySchema.safeParse(query);
      if (!valid.success) throw validationError(valid.error);
      return parseJsonText(await catalog.listingPage(valid.data));
    },
    listing: (slug) => catalog.viewListing(slug, () => visitorOf(c, options.secureCookies)),
    relatedListings: (slug) => catalog.relatedListings(slug),
    marketPosition: (slug) => marketPositions.forSlug(slug),
    contentPage: (slug, language) => contentPages.get(slug, language),
  };
}
