import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderDto } from "../../../../shared/orders";
import { api, call } from "../../../lib/api-client";
import { accountKeys } from "./query-keys";

/** GET /api/me/orders — the shopper's orders, newest first, guest orders to the verified e-mail too. */
export async function getOrders(): Promise<OrderDto[]> {
  return (await call(api.api.me.orders.$get())).orders;
}

export const ordersQueryOptions = queryOptions({ queryKey: accountKeys.orders(), queryFn: getOrders });

export function useOrders() {
  return useQuery(ordersQueryOptions);
}
