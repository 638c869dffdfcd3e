import type { CustomerStatusFilter } from "../../../../../shared/customer-schemas";
import { api } from "../../../../lib/api-client";
import { toApiError } from "../../../../lib/http-error";
import { datedCsvName, useDownload } from "../../../../lib/use-download";

/** GET /api/admin/customer-export — the customers the page's search and status keep, as CSV. */
async function exportCustomers(filters: { q: string; status: CustomerStatusFilter }): Promise<Blob> {
  const query = { ...(filters.q ? { q: filters.q } : {}), status: filters.status };
  const response = await api.api.admin["customer-export"].$get({ query });
  if (!response.ok) throw await toApiError(response as unknown as Response);
  return response.blob();
}

export const useExportCustomers = () => useDownload(exportCustomers, () => datedCsvName("customers"));
