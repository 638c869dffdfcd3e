import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyCart, cartRequest } from "./get-cart";

/** DELETE /api/cart — empties the cart. */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cartRequest("/api/cart", { method: "DELETE" }),
    onSuccess: (cart) => applyCart(queryClient, cart),
  });
}
