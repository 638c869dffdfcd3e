import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { applyCart } from "./get-cart";

/** PATCH /api/cart/lines/:listingId — sets the quantity; below 1 removes the line (spec §4). */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, quantity }: { listingId: string; quantity: number }) =>
      call(api.api.cart.lines[":listingId"].$patch({ param: { listingId }, json: { quantity } })),
    onSuccess: (cart) => applyCart(queryClient, cart),
  });
}
