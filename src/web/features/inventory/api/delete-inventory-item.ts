import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InventoryAdapter } from "../inventory-adapter";

export function useDeleteInventoryItem(adapter: InventoryAdapter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adapter.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adapter.key }),
  });
}
