import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { applyCart } from "./get-cart";

/** DELETE /api/cart/lines/:listingId. */
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) =>
      call(api.api.cart.lines[":listingId"].$delete({ param: { listingId } })),
    onSuccess: (cart) => applyCart(queryClient, cart),
  });
}
