import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OutboxMessageDto } from "../../../../../shared/outbox-schemas";
import { api, call } from "../../../../lib/api-client";
import { outboxKeys } from "./query-keys";

/** POST /api/admin/outbox/:id/retry — sends a failed message again; answers it with the outcome. */
export function retryMail(id: string): Promise<OutboxMessageDto> {
  return call(api.api.admin.outbox[":id"].retry.$post({ param: { id } }));
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.pages() }),
  });
}
