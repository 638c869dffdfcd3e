import type { ListingPageDto, ListingQuery } from "../../../shared/catalog-api";
import { listingSlugSchema } from "../../../shared/catalog-schemas";
import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import type { JsonText } from "../../http/json-text";
import {
  getListingBySlug,
  listCategories,
  listFeatured,
  listRelated,
  recordView,
  watchNotFound,
} from "./catalog.service";
import { createListingSearch } from "./search/listing-search";
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

/** The longest a staff write waits for the index: past it, the save answers and the index follows. */
const writeCatchUpMs = 2_000;

/** Waits for `work` for at most `ms`, whatever its outcome. */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work.catch(() => {}), timeout]);
  clearTimeout(timer);
}

/**
 * The storefront's reads with this instance's caches, built once per app and shared by the API
 * routes and server rendering, so both reuse the same pages and counts.
 */
export function createCatalogReader(db: Db, changes: ChangeFeed) {
  const search = createListingSearch(db, changes);
  // Read at once, so the first searches find it.
  void search.ready().catch(() => {});
  // Public pages are the same for every shopper: two seconds of reuse (and one load for many
  // identical requests at once) lifts the collection off PGlite's one-query-at-a-time limit.
  // Kept as JSON text: serialising a page costs more than serving it. Kept under the moment the
  // index last took in a change, so a write heard from another instance is searchable here as soon
  // as the index holds it, not two seconds later (the cluster drill allows one).
  const pages = createTtlCache<JsonText<ListingPageDto>>({ ttlMs: 2_000, maxEntries: 2_000 });
  return {
    categories: () => listCategories(db),
    featuredListings: () => listFeatured(db),
    /** One page of the collection, as JSON text (see `pages` above). */
    listingPage: (query: ListingQuery) =>
      pages.get(`${search.indexUpdatedAt()} ${JSON.stringify(query)}`, () => search.page(query)),
    /** The watch page's listing; the visitor's view is counted once a day (spec: storefront §2). */
    viewListing: async (slug: string, visitor: () => string) => {
      const listing = await getListingBySlug(db, requireSlug(slug));
      await recordView(db, listing.id, visitor());
      return listing;
    },
    // Async, so a refusal is a rejected promise like every other answer, never a throw.
    relatedListings: async (slug: string) => listRelated(db, requireSlug(slug)),
    /** Resolves once the search index of the catalogue as it is now is read (benchmarks wait for it). */
    searchIndexReady: () => search.ready(),
    /**
     * This instance's search index, which answers its searches: the listings it holds, and the
     * seconds since it was read whole or took in a change; undefined while PostgreSQL answers them.
     */
    searchIndex: async () => {
      const index = await search.index();
      return (
        index && { listings: index.size, ageSeconds: (performance.now() - search.indexUpdatedAt()) / 1000 }
      );
    },
    /**
     * Called by a catalogue write before it answers, so its author sees it on the next page: waits
     * (briefly) for the search index to take the write in, then drops every cached page (issue 9).
     * Other writes (a sale, another instance) reach the index through the change feed unawaited.
     */
    written: async () => {
      await settledWithin(search.ready(), writeCatchUpMs);
      pages.clear();
    },
  };
}

export type CatalogReader = ReturnType<typeof createCatalogReader>;
