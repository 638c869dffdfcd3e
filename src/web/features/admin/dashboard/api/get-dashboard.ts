import { useQuery } from "@tanstack/react-query";
import type { DashboardDto } from "../../../../../shared/dashboard";
import { api, call } from "../../../../lib/api-client";

/** GET /api/admin/dashboard — the Inventory Dashboard's figures, aggregated on the server. */
export async function getDashboard(): Promise<DashboardDto> {
  return call(api.api.admin.dashboard.$get());
}

export function useDashboard() {
  return useQuery({ queryKey: ["admin", "dashboard"], queryFn: getDashboard });
}
