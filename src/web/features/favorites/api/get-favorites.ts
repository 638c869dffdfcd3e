import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListingCardDto } from "../../../../shared/catalog-api";
import { apiFetch } from "../../../lib/api-fetch";
import { favoriteKeys } from "./query-keys";

/** GET /api/favorites — the signed-in shopper's favourite watches, newest first. */
export const favoritesQueryOptions = queryOptions({
  queryKey: favoriteKeys.list(),
  queryFn: async ({ signal }) =>
    (await apiFetch<{ items: ListingCardDto[] }>("/api/favorites", { signal })).items,
});

export function useFavorites() {
  return useQuery(favoritesQueryOptions);
}
