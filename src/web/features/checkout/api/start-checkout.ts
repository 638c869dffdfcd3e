import { useMutation } from "@tanstack/react-query";
import type { CheckoutRequest, CheckoutStarted } from "../../../../shared/checkout";
import { api, call } from "../../../lib/api-client";

/**
 * POST /api/checkout — creates the pending order from the shopper's cart and answers with the
 * provider's hosted payment page. The caller leaves for it; nothing in the cache changes here.
 */
export async function startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
  return call(api.api.checkout.$post({ json: request }));
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
