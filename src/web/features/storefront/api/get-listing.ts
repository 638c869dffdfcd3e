import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListingDetailDto } from "../../../../shared/catalog-api";
import { apiFetch } from "../../../lib/api-fetch";
import { catalogStaleTime, listingKeys } from "./query-keys";

/** GET /api/listings/:slug — an inactive or unknown watch answers 404 with the spec's message. */
export function listingQueryOptions(slug: string) {
  return queryOptions({
    queryKey: listingKeys.detail(slug),
    queryFn: ({ signal }) =>
      apiFetch<ListingDetailDto>(`/api/listings/${encodeURIComponent(slug)}`, { signal }),
    staleTime: catalogStaleTime,
    // A 404 rendered by the server stays "Watch Not Found" in the browser instead of loading again.
    retryOnMount: false,
  });
}

export function useListing(slug: string) {
  return useQuery(listingQueryOptions(slug));
}
