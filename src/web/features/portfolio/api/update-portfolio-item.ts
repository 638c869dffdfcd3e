import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PortfolioUpdateInput } from "../../../../shared/portfolio-schemas";
import { api, call } from "../../../lib/api-client";
import { portfolioKeys } from "./portfolio-keys";

/** spec: reseller-tools §7 update-portfolio — the list and the brand figures change with it. */
export function useUpdatePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, json }: { id: string; json: PortfolioUpdateInput }) =>
      call(api.api.me.portfolio[":id"].$put({ param: { id }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  });
}
