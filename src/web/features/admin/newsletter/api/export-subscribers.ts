import { useMutation } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { toApiError } from "../../../../lib/http-error";
import { saveFile } from "../../../../lib/save-file";

/** GET /api/admin/newsletter/export — the subscribers matching the search, as CSV. */
export async function exportSubscribers(q: string): Promise<Blob> {
  const response = await api.api.admin.newsletter.export.$get({ query: q ? { q } : {} });
  if (!response.ok) throw await toApiError(response as unknown as Response);
  return response.blob();
}

export function useExportSubscribers() {
  return useMutation({
    mutationFn: exportSubscribers,
    onSuccess: (blob) =>
      saveFile(blob, `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`),
  });
}
