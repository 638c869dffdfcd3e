import { useMutation } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";

/**
 * POST /api/alerts/confirm or /unsubscribe — the link's one button: a guest's alert confirmed, or
 * the alert ended (the same address a mail client's one-click unsubscribe posts to).
 */
export function usePressAlertLink(kind: "confirm" | "unsubscribe") {
  return useMutation({
    mutationFn: async (token: string) => {
      if (kind === "confirm") await call(api.api.alerts.confirm.$post({ query: { token } }));
      else await call(api.api.alerts.unsubscribe.$post({ query: { token } }));
    },
  });
}
