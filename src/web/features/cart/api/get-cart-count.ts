import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, readJson } from "../../../lib/http-error";

/** Keys of the cart's queries; sign-in and sign-out invalidate everything under ["cart"]. */
export const cartKeys = {
  all: ["cart"] as const,
  count: () => [...cartKeys.all, "count"] as const,
};

/**
 * The number of items (the sum of quantities) in the visitor's cart, guest or signed in. A server
 * without a cart endpoint answers 404, which means nobody can have put anything in a cart: 0.
 */
export async function getCartCount(): Promise<number> {
  const response = await fetch("/api/cart/count", { headers: { accept: "application/json" } });
  try {
    return (await readJson<{ count: number }>(response)).count;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 0;
    throw error;
  }
}

export const cartCountQueryOptions = queryOptions({ queryKey: cartKeys.count(), queryFn: getCartCount });

export function useCartCount(): number {
  return useQuery(cartCountQueryOptions).data ?? 0;
}
