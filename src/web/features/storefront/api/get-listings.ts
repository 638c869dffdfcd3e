import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { catalogPageSize, type ListingPageDto, type ListingQuery } from "../../../../shared/catalog-api";
import { apiFetch } from "../../../lib/api-fetch";
import { catalogStaleTime, listingKeys } from "./query-keys";

/** The query string of one page; defaults are left out so equal filters make equal URLs. */
export function listingsSearch(query: ListingQuery, cursor: string | null): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.brand) params.set("brand", query.brand);
  if (query.price !== "all") params.set("price", query.price);
  if (query.sort !== "newest") params.set("sort", query.sort);
  if (query.limit !== catalogPageSize) params.set("limit", String(query.limit));
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

/** GET /api/listings, a page at a time: each answer's `nextCursor` asks for the next one. */
export function listingsInfiniteQueryOptions(query: ListingQuery) {
  return infiniteQueryOptions({
    queryKey: listingKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ListingPageDto>(`/api/listings?${listingsSearch(query, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: catalogStaleTime,
  });
}

export function useListings(query: ListingQuery) {
  return useInfiniteQuery(listingsInfiniteQueryOptions(query));
}
