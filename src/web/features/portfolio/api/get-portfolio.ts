import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PortfolioQuery } from "../../../../shared/portfolio-schemas";
import { api, call } from "../../../lib/api-client";
import { portfolioKeys } from "./portfolio-keys";

/** spec: reseller-tools §7 get-portfolio — the user's items in the chosen order. */
export function usePortfolio(query: PortfolioQuery) {
  return useQuery({
    queryKey: portfolioKeys.list(query),
    queryFn: ({ signal }) => call(api.api.me.portfolio.$get({ query }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}
