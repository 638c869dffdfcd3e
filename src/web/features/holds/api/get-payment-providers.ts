import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { holdKeys } from "./query-keys";

/** GET /api/checkout/options — the providers a deposit may be paid with, as the checkout offers them. */
export function usePaymentProviders() {
  return useQuery({
    queryKey: holdKeys.providers(),
    queryFn: async ({ signal }) =>
      (await call(api.api.checkout.options.$get({}, { init: { signal } }))).providers,
    staleTime: 5 * 60_000,
  });
}
