import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InventoryItemDto, StoreInventoryItemInput } from "../../../../shared/inventory-schemas";
import type { InventoryAdapter } from "../inventory-adapter";

/** Adds (no id) or updates an item; the table and the summary both change with it. */
export function useSaveInventoryItem<Item extends InventoryItemDto>(adapter: InventoryAdapter<Item>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; payload: StoreInventoryItemInput }) =>
      input.id ? adapter.update(input.id, input.payload) : adapter.create(input.payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adapter.key }),
  });
}
