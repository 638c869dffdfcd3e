import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HoldDto } from "../../../../shared/hold-schemas";
import { api, call } from "../../../lib/api-client";
import { holdKeys } from "./query-keys";

/** What a shopper may do on the hold's page. */
export type HoldAction = "cancel" | "accept-counter" | "decline-counter";

function act(token: string, action: HoldAction): Promise<HoldDto> {
  const hold = api.api.holds[":token"];
  const param = { param: { token } };
  if (action === "cancel") return call(hold.cancel.$post(param));
  if (action === "accept-counter") return call(hold["accept-counter"].$post(param));
  return call(hold["decline-counter"].$post(param));
}

/**
 * POST /api/holds/:token/cancel | accept-counter | decline-counter — the answer is the hold as it
 * now stands, shown at once; a refusal (the step no longer applies) reads the hold again.
 */
export function useActOnHold(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: HoldAction) => act(token, action),
    onSuccess: (hold) => queryClient.setQueryData(holdKeys.detail(token), hold),
    onError: () => queryClient.invalidateQueries({ queryKey: holdKeys.detail(token) }),
  });
}
