import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyCart, cartRequest } from "./get-cart";

/** POST /api/cart/lines — adds to any quantity already in the cart, capped at the stock. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: { listingId: string; quantity: number }) =>
      cartRequest("/api/cart/lines", { method: "POST", json: line }),
    onSuccess: (cart) => applyCart(queryClient, cart),
  });
}
