import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StorefrontReads } from "../../../../shared/catalog-api";
import { catalogStaleTime, listingKeys } from "./query-keys";
import { storefrontReads } from "./storefront-reads";

/** GET /api/listings/:slug — an inactive or unknown watch answers 404 with the spec's message. */
export function listingQueryOptions(slug: string, reads: StorefrontReads = storefrontReads) {
  return queryOptions({
    queryKey: listingKeys.detail(slug),
    queryFn: ({ signal }) => reads.listing(slug, signal),
    staleTime: catalogStaleTime,
    // A 404 rendered by the server stays "Watch Not Found" in the browser instead of loading again.
    retryOnMount: false,
  });
}

export function useListing(slug: string) {
  return useQuery(listingQueryOptions(slug));
}
