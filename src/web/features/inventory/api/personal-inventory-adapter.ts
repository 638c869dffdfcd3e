import {
  type InventoryItemBaseInput,
  inventoryItemBaseSchema,
  personalInventoryStatusFilters,
} from "../../../../shared/inventory-schemas";
import { api, call } from "../../../lib/api-client";
import { toApiError } from "../../../lib/http-error";
import { uploadImage } from "../../../lib/upload-image";
import type { InventoryAdapter } from "../inventory-adapter";
import { filterQuery } from "./filter-query";

const mine = api.api.me.inventory;

/**
 * A signed-in reseller's own stock (issue 11): /api/me/inventory, every item theirs alone. Its key
 * starts with "me", so signing out drops it with the rest of the user's data.
 */
export const personalInventoryAdapter: InventoryAdapter = {
  key: ["me", "inventory"],
  schema: inventoryItemBaseSchema,
  fields: { condition: false, saleDate: false },
  statusFilters: personalInventoryStatusFilters,
  exportName: "my-inventory",
  listPage: (filters, cursor) =>
    call(mine.$get({ query: { ...filterQuery(filters), ...(cursor ? { cursor } : {}) } })),
  getSummary: () => call(mine.summary.$get()),
  // A reseller's item is never reserved (only a store checkout reserves): its dialog never offers it.
  create: (json) => call(mine.$post({ json: json as InventoryItemBaseInput })),
  update: (id, json) => call(mine[":id"].$put({ param: { id }, json: json as InventoryItemBaseInput })),
  remove: (id) => call(mine[":id"].$delete({ param: { id } })),
  exportCsv: async (filters) => {
    const response = await mine.export.$get({ query: filterQuery(filters) });
    if (!response.ok) throw await toApiError(response as unknown as Response);
    return response.blob();
  },
  uploadImage: (file) => uploadImage("/api/me/media", file),
};
