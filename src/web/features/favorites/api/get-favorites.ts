import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { favoriteKeys } from "./query-keys";

/** GET /api/favorites — the signed-in shopper's favourite watches, newest first. */
export const favoritesQueryOptions = queryOptions({
  queryKey: favoriteKeys.list(),
  queryFn: async ({ signal }) => (await call(api.api.favorites.$get({}, { init: { signal } }))).items,
});

export function useFavorites() {
  return useQuery(favoritesQueryOptions);
}
