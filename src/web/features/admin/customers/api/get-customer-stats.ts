import { useQuery } from "@tanstack/react-query";
import type { CustomerStatsDto } from "../../../../../shared/customer-schemas";
import { api, call } from "../../../../lib/api-client";
import { customerKeys } from "./query-keys";

/** GET /api/admin/customer-stats — the stat cards' figures. */
export async function getCustomerStats(): Promise<CustomerStatsDto> {
  return call(api.api.admin["customer-stats"].$get());
}

export function useCustomerStats() {
  return useQuery({ queryKey: customerKeys.stats(), queryFn: getCustomerStats });
}
