import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListingCardDto } from "../../../../shared/catalog-api";
import { apiFetch } from "../../../lib/api-fetch";
import { catalogStaleTime, listingKeys } from "./query-keys";

/** GET /api/listings/:slug/related — up to 4 other watches, same brand or category first. */
export function relatedListingsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: listingKeys.related(slug),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ items: ListingCardDto[] }>(`/api/listings/${encodeURIComponent(slug)}/related`, {
          signal,
        })
      ).items,
    staleTime: catalogStaleTime,
  });
}

export function useRelatedListings(slug: string) {
  return useQuery(relatedListingsQueryOptions(slug));
}
