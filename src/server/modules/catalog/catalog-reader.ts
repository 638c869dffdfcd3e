import type { ListingPageDto, ListingQuery } from "../../../shared/catalog-api";
import { listingSlugSchema } from "../../../shared/catalog-schemas";
import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import { type JsonText, toJsonText } from "../../http/json-text";
import {
  getListingBySlug,
  listCategories,
  listFeatured,
  listListings,
  listRelated,
  recordView,
  type VersionedCombos,
  watchNotFound,
} from "./catalog.service";
import { createSearchIndexKeeper } from "./search-index-load";
import { createTtlCache } from "./ttl-cache";

/**
 * A path segment that cannot be a slug names no watch: not found, and never sent to the database.
 * Server rendering calls the reader directly, so it checks the shared schema the API routes check.
 */
function requireSlug(slug: string): string {
  const valid = listingSlugSchema.safeParse(slug);
  if (!valid.success) throw watchNotFound();
  return valid.data;
}

/**
 * The storefront's reads with this instance's caches, built once per app and shared by the API
 * routes and server rendering, so both reuse the same pages and counts.
 */
export function createCatalogReader(db: Db, changes: ChangeFeed) {
  const searchIndex = createSearchIndexKeeper(db, changes);
  // Read at once, so the first searches find it.
  searchIndex.current();
  const caches = {
    // Served a while past their time while one request checks them again, so the broad groups
    // (every listing for sale, a second's read over a million) never hold a shopper up.
    facetCombos: createTtlCache<VersionedCombos>({ ttlMs: 5_000, staleMs: 60_000, maxEntries: 1_000 }),
    brands: createTtlCache<string[]>({ ttlMs: 60_000, maxEntries: 1 }),
    // Public pages are the same for every shopper: two seconds of reuse (and one load for many
    // identical requests at once) lifts the collection off PGlite's one-query-at-a-time limit.
    // Kept as JSON text: serialising a page costs more than serving it.
    pages: createTtlCache<JsonText<ListingPageDto>>({ ttlMs: 2_000, maxEntries: 2_000 }),
    searchIndex,
  };
  return {
    categories: () => listCategories(db),
    featuredListings: () => listFeatured(db),
    /** One page of the collection, as JSON text (see `pages` above). */
    listingPage: (query: ListingQuery) =>
      caches.pages.get(JSON.stringify(query), async () => toJsonText(await listListings(db, query, caches))),
    /** The watch page's listing; the visitor's view is counted once a day (spec: storefront §2). */
    viewListing: async (slug: string, visitor: () => string) => {
      const listing = await getListingBySlug(db, requireSlug(slug));
      await recordView(db, listing.id, visitor());
      return listing;
    },
    // Async, so a refusal is a rejected promise like every other answer, never a throw.
    relatedListings: async (slug: string) => listRelated(db, requireSlug(slug)),
    /** Resolves once the search index of the catalogue as it is now is read (benchmarks wait for it). */
    searchIndexReady: () => searchIndex.ready(),
    /** Drops every cached page, facet combination and brand list: called after each catalogue write (issue 9). */
    invalidate: () => {
      caches.facetCombos.clear();
      caches.brands.clear();
      caches.pages.clear();
    },
  };
}

export type CatalogReader = ReturnType<typeof createCatalogReader>;
