import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { whatsAppNumberKeys } from "./query-keys";

/**
 * GET /api/me/whatsapp — whether the signed-in shopper has a confirmed WhatsApp number, which the
 * save-search dialog needs before it offers WhatsApp (issue 30). Asked again whenever it opens: a
 * number confirmed on the alerts page a moment ago counts.
 */
const whatsAppNumberQueryOptions = queryOptions({
  queryKey: whatsAppNumberKeys.all,
  queryFn: async ({ signal }) => call(api.api.me.whatsapp.$get({}, { init: { signal } })),
  staleTime: 0,
});

export function useWhatsAppNumber(isSignedIn: boolean) {
  return useQuery({ ...whatsAppNumberQueryOptions, enabled: isSignedIn });
}
