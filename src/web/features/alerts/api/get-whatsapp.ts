import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { alertKeys } from "./query-keys";

/** GET /api/me/whatsapp — whether the shop sends WhatsApp, and the account's number (issue 30). */
export const whatsAppQueryOptions = queryOptions({
  queryKey: alertKeys.whatsApp(),
  queryFn: async ({ signal }) => call(api.api.me.whatsapp.$get({}, { init: { signal } })),
  // A STOP sent from the phone is shown when the page is opened again.
  staleTime: 0,
});

export function useWhatsApp() {
  return useQuery(whatsAppQueryOptions);
}
