import { useQuery } from "@tanstack/react-query";
import { type InventoryAdapter, inventoryKeys } from "../inventory-adapter";

/** spec: reseller-tools §3 Inventory summary, over every item, with the rates for the USD display. */
export function useInventorySummary(adapter: InventoryAdapter) {
  return useQuery({ queryKey: inventoryKeys.summary(adapter), queryFn: () => adapter.getSummary() });
}
