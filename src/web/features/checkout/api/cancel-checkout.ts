import { useMutation } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";

/**
 * POST /api/checkout/cancel — the shopper came back from the provider's page without paying, so
 * the cart's pending order is cancelled and its watches go back on sale at once (not at the end
 * of the reservation).
 */
export async function cancelCheckout(): Promise<{ cancelled: number }> {
  return call(api.api.checkout.cancel.$post());
}

export function useCancelCheckout() {
  return useMutation({ mutationFn: cancelCheckout });
}
