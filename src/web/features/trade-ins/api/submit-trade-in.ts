import { useMutation } from "@tanstack/react-query";
import type { TradeInSubmitInput } from "../../../../shared/trade-in-schemas";
import { api, call } from "../../../lib/api-client";

/** POST /api/trade-ins — stores the request and answers the indicative offer at once (issue 31). */
export function submitTradeIn(json: TradeInSubmitInput) {
  return call(api.api["trade-ins"].$post({ json }));
}

export function useSubmitTradeIn() {
  return useMutation({ mutationFn: submitTradeIn });
}
