import { useQuery } from "@tanstack/react-query";
import type { AdminOrderDto } from "../../../../../shared/orders";
import { api, call } from "../../../../lib/api-client";
import { adminOrderKeys } from "./query-keys";

/** GET /api/admin/orders/:id — one order with its buyer, payment, lines and timeline. */
export async function getAdminOrder(id: string): Promise<AdminOrderDto> {
  return call(api.api.admin.orders[":id"].$get({ param: { id } }));
}

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: adminOrderKeys.order(id), queryFn: () => getAdminOrder(id) });
}
