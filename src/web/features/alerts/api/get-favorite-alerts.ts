import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { alertKeys } from "./query-keys";

/** GET /api/me/favorite-alerts — whether the account asked to hear of its favourites (off by default). */
export const favoriteAlertsQueryOptions = queryOptions({
  queryKey: alertKeys.favorites(),
  queryFn: async ({ signal }) => call(api.api.me["favorite-alerts"].$get({}, { init: { signal } })),
});

export function useFavoriteAlerts() {
  return useQuery(favoriteAlertsQueryOptions);
}
