import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PortfolioValuationInput } from "../../../../shared/portfolio-schemas";
import { api, call } from "../../../lib/api-client";
import { portfolioKeys } from "./portfolio-keys";

/** A re-valuation: the item's market price, its gain and the portfolio's figures all move. */
export function useRecordValuation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, json }: { id: string; json: PortfolioValuationInput }) =>
      call(api.api.me.portfolio[":id"].valuations.$post({ param: { id }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  });
}
