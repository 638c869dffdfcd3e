import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../../lib/api-client";
import { marketPriceKeys } from "./query-keys";

/** DELETE /api/admin/market-observations/:id — a price an admin recorded, gone from the list. */
export function useDeleteRecordedPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.api.admin["market-observations"][":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketPriceKeys.all }),
  });
}
