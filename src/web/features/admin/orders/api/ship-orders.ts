import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkShipInput, BulkShipResultDto } from "../../../../../shared/order-schemas";
import { api, call } from "../../../../lib/api-client";
import { adminOrderKeys } from "./query-keys";

/** POST /api/admin/order-shipments — several paid orders marked shipped at once (issue 28). */
export function useShipOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: BulkShipInput): Promise<BulkShipResultDto> =>
      call(api.api.admin["order-shipments"].$post({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
