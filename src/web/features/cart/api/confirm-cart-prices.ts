import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CartPriceConfirmation } from "../../../../shared/cart-schemas";
import { api, call } from "../../../lib/api-client";
import { applyCart } from "./get-cart";

/** POST /api/cart/prices — the shopper accepts the new prices they were shown (issue 24). */
export function useConfirmCartPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: CartPriceConfirmation) => call(api.api.cart.prices.$post({ json })),
    onSuccess: (cart) => applyCart(queryClient, cart),
  });
}
