import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PortfolioSaveInput } from "../../../../shared/portfolio-schemas";
import { api, call } from "../../../lib/api-client";

/**
 * The portfolio's query keys start with these (its portfolio-keys.ts); a feature does not import
 * another, so the prefix is named here: every list and the stats refresh after a save.
 */
const portfolioQueries = ["me", "portfolio"] as const;

/** spec: reseller-tools §7 save-to-portfolio — the owner is the session's user on the server. */
export function useSaveToPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: PortfolioSaveInput) => call(api.api.me.portfolio.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioQueries }),
  });
}
