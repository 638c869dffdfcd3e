import {
  inventoryStatusFilters,
  type StoreInventoryItemDto,
  storeInventoryItemSchema,
} from "../../../../shared/inventory-schemas";
import { api, call } from "../../../lib/api-client";
import { toApiError } from "../../../lib/http-error";
import { uploadImage } from "../../../lib/upload-image";
import type { InventoryAdapter } from "../inventory-adapter";
import { filterQuery } from "./filter-query";

const store = api.api.admin.inventory;

/** The shop's own stock (issue 10): /api/admin/inventory, behind the admin guard. */
export const storeInventoryAdapter: InventoryAdapter<StoreInventoryItemDto> = {
  key: ["admin", "inventory"],
  schema: storeInventoryItemSchema,
  fields: { condition: true, saleDate: true },
  statusFilters: inventoryStatusFilters,
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
  uploadImage: (file) => uploadImage("/api/admin/media", file),
};
