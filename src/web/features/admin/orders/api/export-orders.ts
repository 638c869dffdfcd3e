import { api } from "../../../../lib/api-client";
import { toApiError } from "../../../../lib/http-error";
import { useDownload } from "../../../../lib/use-download";
import type { OrderFilters } from "./query-keys";

export interface OrderExportInput {
  filters: OrderFilters;
  from: string;
  to: string;
}

/** GET /api/admin/order-export — the accountant's CSV of the orders the filters and days match. */
async function exportOrders({ filters, from, to }: OrderExportInput): Promise<Blob> {
  const query = {
    ...(filters.status !== "all" ? { status: filters.status } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const response = await api.api.admin["order-export"].$get({ query });
  if (!response.ok) throw await toApiError(response as unknown as Response);
  return response.blob();
}

export const useExportOrders = () =>
  useDownload(
    exportOrders,
    ({ from, to }) => `orders${from ? `-from-${from}` : ""}${to ? `-to-${to}` : ""}.csv`,
  );
