import { useMutation } from "@tanstack/react-query";
import type { CustomerStatusFilter } from "../../../../../shared/customer-schemas";
import { api } from "../../../../lib/api-client";
import { toApiError } from "../../../../lib/http-error";
import { saveFile } from "../../../../lib/save-file";

/** GET /api/admin/customer-export — the customers the page's search and status keep, as CSV. */
async function exportCustomers(filters: { q: string; status: CustomerStatusFilter }): Promise<Blob> {
  const query = { ...(filters.q ? { q: filters.q } : {}), status: filters.status };
  const response = await api.api.admin["customer-export"].$get({ query });
  if (!response.ok) throw await toApiError(response as unknown as Response);
  return response.blob();
}

export function useExportCustomers() {
  return useMutation({
    mutationFn: exportCustomers,
    onSuccess: (blob) => saveFile(blob, `customers-${new Date().toISOString().slice(0, 10)}.csv`),
  });
}
