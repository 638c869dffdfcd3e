import type { InferRequestType } from "hono/client";
import {
  catalogPageSize,
  facetNames,
  type ListingQuery,
  type StorefrontReads,
} from "../../../../shared/catalog-api";
import { api, call } from "../../../lib/api-client";

type ListingsSearch = InferRequestType<typeof api.api.listings.$get>["query"];

/** The query of one page; defaults are left out so equal filters make equal URLs. */
function listingsSearch(query: ListingQuery): ListingsSearch {
  const search: ListingsSearch = {
    q: query.q || undefined,
    category: query.category || undefined,
    sort: query.sort === "newest" ? undefined : query.sort,
    limit: query.limit === catalogPageSize ? undefined : String(query.limit),
    cursor: query.cursor || undefined,
  };
  for (const facet of facetNames) if (query[facet].length > 0) search[facet] = query[facet].join(",");
  return search;
}

/** The storefront's reads over HTTP, as the browser makes them (server rendering has its own). */
export const storefrontReads: StorefrontReads = {
  categories: async (signal) => (await call(api.api.categories.$get({}, { init: { signal } }))).items,
  featuredListings: async (signal) =>
    (await call(api.api["featured-listings"].$get({}, { init: { signal } }))).items,
  listingPage: (query, signal) =>
    call(api.api.listings.$get({ query: listingsSearch(query) }, { init: { signal } })),
  listing: (slug, signal) => call(api.api.listings[":slug"].$get({ param: { slug } }, { init: { signal } })),
  relatedListings: async (slug, signal) =>
    (await call(api.api.listings[":slug"].related.$get({ param: { slug } }, { init: { signal } }))).items,
  marketPosition: (slug, signal) =>
    call(api.api.listings[":slug"].market.$get({ param: { slug } }, { init: { signal } })),
  contentPage: (slug, lang, signal) =>
    call(api.api.pages[":slug"].$get({ param: { slug }, query: { lang } }, { init: { signal } })),
};
