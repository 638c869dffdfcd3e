import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { alertLinkKeys } from "./query-keys";

/** GET /api/alerts/confirm or /unsubscribe — what an alert e-mail's link is about, before its button. */
function alertLinkQueryOptions(kind: "confirm" | "unsubscribe", token: string) {
  return queryOptions({
    queryKey: alertLinkKeys.link(kind, token),
    queryFn: async ({ signal }) =>
      kind === "confirm"
        ? call(api.api.alerts.confirm.$get({ query: { token } }, { init: { signal } }))
        : call(api.api.alerts.unsubscribe.$get({ query: { token } }, { init: { signal } })),
    enabled: token !== "",
  });
}

export function useAlertLink(kind: "confirm" | "unsubscribe", token: string) {
  return useQuery(alertLinkQueryOptions(kind, token));
}
