import type { InventoryFilters } from "../inventory-adapter";

/** The filters as both inventories' list and export routes read them; a blank search is none. */
export const filterQuery = (filters: InventoryFilters) => ({
  status: filters.status,
  sort: filters.sort,
  order: filters.order,
  ...(filters.q ? { q: filters.q } : {}),
});
