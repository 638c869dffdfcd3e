import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { cartKeys } from "./query-keys";

/** The number of items (the sum of quantities) in the visitor's cart, guest or signed in. */
export async function getCartCount(): Promise<number> {
  return (await call(api.api.cart.count.$get({}))).count;
}

export const cartCountQueryOptions = queryOptions({ queryKey: cartKeys.count(), queryFn: getCartCount });

export function useCartCount(): number {
  return useQuery(cartCountQueryOptions).data ?? 0;
}
