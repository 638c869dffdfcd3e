import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";

/** GET /api/alerts/options — the channels alerts go through (e-mail until WhatsApp is set up; issue 30). */
export const alertOptionsQueryOptions = queryOptions({
  queryKey: ["alert-options"] as const,
  queryFn: async ({ signal }) => call(api.api.alerts.options.$get({}, { init: { signal } })),
  staleTime: 10 * 60_000,
});

export function useAlertOptions() {
  return useQuery(alertOptionsQueryOptions);
}
