import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { portfolioKeys } from "./portfolio-keys";

/**
 * Prices the item from the market service; when it was valued, its market price, gain and the
 * portfolio's figures and chart all move. With no market data nothing changed.
 */
export function useRevalueFromMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.api.me.portfolio[":id"].revalue.$post({ param: { id } })),
    onSuccess: (answer) => {
      if (answer.valued) return queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
    },
  });
}
