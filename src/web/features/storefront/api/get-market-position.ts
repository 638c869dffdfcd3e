import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StorefrontReads } from "../../../../shared/catalog-api";
import { catalogStaleTime, listingKeys } from "./query-keys";
import { storefrontReads } from "./storefront-reads";

/** GET /api/listings/:slug/market — the watch's price in its reference's market (issue 31). */
export function marketPositionQueryOptions(slug: string, reads: StorefrontReads = storefrontReads) {
  return queryOptions({
    queryKey: listingKeys.market(slug),
    queryFn: ({ signal }) => reads.marketPosition(slug, signal),
    staleTime: catalogStaleTime,
    retryOnMount: false,
  });
}

export function useMarketPosition(slug: string) {
  return useQuery(marketPositionQueryOptions(slug));
}
