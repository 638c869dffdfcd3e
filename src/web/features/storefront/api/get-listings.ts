import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { ListingQuery, StorefrontReads } from "../../../../shared/catalog-api";
import { catalogStaleTime, listingKeys } from "./query-keys";
import { storefrontReads } from "./storefront-reads";

/** GET /api/listings, a page at a time: each answer's `nextCursor` asks for the next one. */
export function listingsInfiniteQueryOptions(query: ListingQuery, reads: StorefrontReads = storefrontReads) {
  return infiniteQueryOptions({
    queryKey: listingKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      reads.listingPage(pageParam ? { ...query, cursor: pageParam } : query, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: catalogStaleTime,
  });
}

/**
 * The previous filters' results stay on screen while the next ones load, so the facets (which
 * come with the results) do not vanish under the checkbox just ticked.
 */
export function useListings(query: ListingQuery) {
  return useInfiniteQuery({ ...listingsInfiniteQueryOptions(query), placeholderData: keepPreviousData });
}
