import { api } from "../../../../lib/api-client";
import { toApiError } from "../../../../lib/http-error";
import { datedCsvName, useDownload } from "../../../../lib/use-download";

/** GET /api/admin/newsletter/export — the subscribers matching the search, as CSV. */
export async function exportSubscribers(q: string): Promise<Blob> {
  const response = await api.api.admin.newsletter.export.$get({ query: q ? { q } : {} });
  if (!response.ok) throw await toApiError(response as unknown as Response);
  return response.blob();
}

export const useExportSubscribers = () =>
  useDownload(exportSubscribers, () => datedCsvName("newsletter-subscribers"));
