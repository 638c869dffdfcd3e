import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { InventoryItemDto } from "../../../../shared/inventory-schemas";
import { type InventoryAdapter, type InventoryFilters, inventoryKeys } from "../inventory-adapter";

/** The table's pages: "Load more" fetches the next keyset page; a new filter starts over. */
export function useInventoryPages<Item extends InventoryItemDto>(
  adapter: InventoryAdapter<Item>,
  filters: InventoryFilters,
) {
  return useInfiniteQuery({
    queryKey: inventoryKeys.page(adapter, filters),
    queryFn: ({ pageParam }) => adapter.listPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
