import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
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

export function useListings(query: ListingQuery) {
  return useInfiniteQuery(listingsInfiniteQueryOptions(query));
}
