import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StorefrontReads } from "../../../../shared/catalog-api";
import { catalogStaleTime, listingKeys } from "./query-keys";
import { storefrontReads } from "./storefront-reads";

/** GET /api/listings/:slug/related — up to 4 other watches, same brand or category first. */
export function relatedListingsQueryOptions(slug: string, reads: StorefrontReads = storefrontReads) {
  return queryOptions({
    queryKey: listingKeys.related(slug),
    queryFn: ({ signal }) => reads.relatedListings(slug, signal),
    staleTime: catalogStaleTime,
  });
}

export function useRelatedListings(slug: string) {
  return useQuery(relatedListingsQueryOptions(slug));
}
