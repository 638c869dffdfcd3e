import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyCart, cartRequest } from "./get-cart";

/** DELETE /api/cart/lines/:listingId. */
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) =>
      cartRequest(`/api/cart/lines/${encodeURIComponent(listingId)}`, { method: "DELETE" }),
    onSuccess: (cart) => applyCart(queryClient, cart),
  });
}
