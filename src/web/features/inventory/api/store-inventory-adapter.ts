import { type StoreInventoryItemDto, storeInventoryItemSchema } from "../../../../shared/inventory-schemas";
import type { MediaDto } from "../../../../shared/media";
import { api, call } from "../../../lib/api-client";
import { toApiError } from "../../../lib/http-error";
import type { InventoryAdapter, InventoryFilters } from "../inventory-adapter";

const store = api.api.admin.inventory;

const filterQuery = (filters: InventoryFilters) => ({
  status: filters.status,
  sort: filters.sort,
  order: filters.order,
  ...(filters.q ? { q: filters.q } : {}),
});

/**
 * POST /api/admin/media, one file in the field `file` (the listings' photo pipeline). Sent by fetch
 * with its path written here: the route reads the multipart body itself, so the typed client has
 * no form type for it.
 */
async function uploadStoreImage(file: File): Promise<MediaDto> {
  const form = new FormData();
  form.append("file", file);
  const response = await fetch("/api/admin/media", {
    method: "POST",
    body: form,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as MediaDto;
}

/** The shop's own stock (issue 10): /api/admin/inventory, behind the admin guard. */
export const storeInventoryAdapter: InventoryAdapter<StoreInventoryItemDto> = {
  key: ["admin", "inventory"],
  schema: storeInventoryItemSchema,
  fields: { condition: true, saleDate: true },
  exportName: "store-inventory",
  listPage: (filters, cursor) =>
    call(store.$get({ query: { ...filterQuery(filters), ...(cursor ? { cursor } : {}) } })),
  getSummary: () => call(store.summary.$get()),
  create: (json) => call(store.$post({ json })),
  update: (id, json) => call(store[":id"].$put({ param: { id }, json })),
  remove: (id) => call(store[":id"].$delete({ param: { id } })),
  exportCsv: async (filters) => {
    const response = await store.export.$get({ query: filterQuery(filters) });
    if (!response.ok) throw await toApiError(response as unknown as Response);
    return response.blob();
  },
  uploadImage: uploadStoreImage,
};
