import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StorefrontReads } from "../../../../shared/catalog-api";
import { catalogStaleTime, listingKeys } from "./query-keys";
import { storefrontReads } from "./storefront-reads";

/** GET /api/featured-listings — up to 6, picked at random on the server (spec: storefront §9). */
export function featuredListingsQueryOptions(reads: StorefrontReads = storefrontReads) {
  return queryOptions({
    queryKey: listingKeys.featured(),
    queryFn: ({ signal }) => reads.featuredListings(signal),
    // A new random pick on every visit would reshuffle the home page under the shopper's eyes.
    staleTime: 5 * catalogStaleTime,
  });
}

export function useFeaturedListings() {
  return useQuery(featuredListingsQueryOptions());
}
