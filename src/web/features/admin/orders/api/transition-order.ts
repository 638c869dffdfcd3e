import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminOrderDto, AdminTransition } from "../../../../../shared/orders";
import { api, call } from "../../../../lib/api-client";
import { adminOrderKeys } from "./query-keys";

export interface TransitionInput {
  id: string;
  to: AdminTransition;
  carrier?: string;
  trackingNumber?: string;
}

/** POST /api/admin/orders/:id/transitions — ship, deliver, cancel or refund; answers the order after. */
export async function transitionOrder({ id, ...json }: TransitionInput): Promise<AdminOrderDto> {
  return call(api.api.admin.orders[":id"].transitions.$post({ param: { id }, json }));
}

export function useTransitionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.pages() });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.stats() });
    },
    // A 409 means the order moved elsewhere: show what it is now.
    onError: (_, input) => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.order(input.id) }),
  });
}
