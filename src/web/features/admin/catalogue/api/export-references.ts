import { api } from "../../../../lib/api-client";
import { toApiError } from "../../../../lib/http-error";
import { datedCsvName, useDownload } from "../../../../lib/use-download";
import { type CatalogueFilters, filterQuery } from "./get-references";

/** GET /api/admin/catalogue/export — the references the filters find, as CSV. */
export async function exportReferences(filters: CatalogueFilters): Promise<Blob> {
  const response = await api.api.admin.catalogue.export.$get({ query: filterQuery(filters) });
  if (!response.ok) throw await toApiError(response as unknown as Response);
  return response.blob();
}

export const useExportReferences = () =>
  useDownload(exportReferences, () => datedCsvName("reference-catalogue"));
