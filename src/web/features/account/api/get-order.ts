import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderDto } from "../../../../shared/orders";
import { api, call } from "../../../lib/api-client";
import { accountKeys } from "./query-keys";

/** GET /api/me/orders/:orderNumber — one of the shopper's orders with its address and timeline. */
export async function getOrder(orderNumber: string): Promise<OrderDto> {
  return call(api.api.me.orders[":orderNumber"].$get({ param: { orderNumber } }));
}

export function orderQueryOptions(orderNumber: string) {
  return queryOptions({
    queryKey: accountKeys.order(orderNumber),
    queryFn: () => getOrder(orderNumber),
  });
}

export function useOrder(orderNumber: string) {
  return useQuery(orderQueryOptions(orderNumber));
}
