import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-fetch";
import { cartSessionHeaders } from "../lib/cart-session";

/** Keys of the cart's queries; sign-in and sign-out invalidate everything under ["cart"]. */
export const cartKeys = {
  all: ["cart"] as const,
  count: () => [...cartKeys.all, "count"] as const,
  detail: () => [...cartKeys.all, "detail"] as const,
};

/** The number of items (the sum of quantities) in the visitor's cart, guest or signed in. */
export async function getCartCount(): Promise<number> {
  return (await apiFetch<{ count: number }>("/api/cart/count", { headers: cartSessionHeaders() })).count;
}

export const cartCountQueryOptions = queryOptions({ queryKey: cartKeys.count(), queryFn: getCartCount });

export function useCartCount(): number {
  return useQuery(cartCountQueryOptions).data ?? 0;
}
