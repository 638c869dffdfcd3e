import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { applyCart } from "./get-cart";

/** DELETE /api/cart — empties the cart. */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.api.cart.$delete({})),
    onSuccess: (cart) => applyCart(queryClient, cart),
  });
}
