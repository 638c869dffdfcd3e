import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { alertKeys } from "./query-keys";

/** GET /api/me/saved-searches — the shopper's saved searches, newest first (issue 30). */
export const savedSearchesQueryOptions = queryOptions({
  queryKey: alertKeys.searches(),
  queryFn: async ({ signal }) =>
    (await call(api.api.me["saved-searches"].$get({}, { init: { signal } }))).items,
  // A search saved on the collection a moment ago is listed when the page opens.
  staleTime: 0,
});

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions);
}
