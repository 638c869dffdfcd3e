import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { applyCart } from "./get-cart";

/** POST /api/cart/lines — adds to any quantity already in the cart, capped at the stock. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: { listingId: string; quantity: number }) =>
      call(api.api.cart.lines.$post({ json: line })),
    onSuccess: (cart) => applyCart(queryClient, cart),
  });
}
