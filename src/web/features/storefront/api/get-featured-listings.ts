import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListingCardDto } from "../../../../shared/catalog-api";
import { apiFetch } from "../../../lib/api-fetch";
import { catalogStaleTime, listingKeys } from "./query-keys";

/** GET /api/featured-listings — up to 6, picked at random on the server (spec: storefront §9). */
export function featuredListingsQueryOptions() {
  return queryOptions({
    queryKey: listingKeys.featured(),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ items: ListingCardDto[] }>("/api/featured-listings", { signal })).items,
    // A new random pick on every visit would reshuffle the home page under the shopper's eyes.
    staleTime: 5 * catalogStaleTime,
  });
}

export function useFeaturedListings() {
  return useQuery(featuredListingsQueryOptions());
}
