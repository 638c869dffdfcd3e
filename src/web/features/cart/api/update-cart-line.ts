import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyCart, cartRequest } from "./get-cart";

/** PATCH /api/cart/lines/:listingId — sets the quantity; below 1 removes the line (spec §4). */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, quantity }: { listingId: string; quantity: number }) =>
      cartRequest(`/api/cart/lines/${encodeURIComponent(listingId)}`, {
        method: "PATCH",
        json: { quantity },
      }),
    onSuccess: (cart) => applyCart(queryClient, cart),
  });
}
