import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckoutOptionsDto } from "../../../../shared/checkout";
import { api, call } from "../../../lib/api-client";
import { checkoutKeys } from "./query-keys";

/** GET /api/checkout/options — the providers offered, where the shop ships and today's rates. */
export async function getCheckoutOptions(): Promise<CheckoutOptionsDto> {
  return call(api.api.checkout.options.$get());
}

export const checkoutOptionsQueryOptions = queryOptions({
  queryKey: checkoutKeys.options(),
  queryFn: getCheckoutOptions,
  staleTime: 5 * 60_000,
});

export function useCheckoutOptions() {
  return useQuery(checkoutOptionsQueryOptions);
}
