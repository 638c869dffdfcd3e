import { useQuery } from "@tanstack/react-query";
import type { OrderStatsDto } from "../../../../../shared/orders";
import { api, call } from "../../../../lib/api-client";
import { adminOrderKeys } from "./query-keys";

/** GET /api/admin/order-stats — orders by status and the money kept, this month and all time. */
export async function getOrderStats(): Promise<OrderStatsDto> {
  return call(api.api.admin["order-stats"].$get());
}

export function useOrderStats() {
  return useQuery({ queryKey: adminOrderKeys.stats(), queryFn: getOrderStats });
}
