import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { CartDto } from "../../../../shared/cart";
import { api, call } from "../../../lib/api-client";
import { cartKeys } from "./query-keys";

/** GET /api/cart — the visitor's cart with its lines, totals and unavailable lines flagged. */
export async function getCart(): Promise<CartDto> {
  return call(api.api.cart.$get());
}

export const cartQueryOptions = queryOptions({ queryKey: cartKeys.detail(), queryFn: getCart });

export function useCart() {
  return useQuery(cartQueryOptions);
}

/**
 * Every cart call answers with the whole cart: it becomes the cached cart at once (no flicker),
 * then everything under ["cart"] (the header's count too) is refreshed.
 */
export function applyCart(queryClient: QueryClient, cart: CartDto): void {
  queryClient.setQueryData(cartKeys.detail(), cart);
  queryClient.setQueryData(cartKeys.count(), cart.count);
  void queryClient.invalidateQueries({ queryKey: cartKeys.all });
}
