import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { portfolioKeys } from "./portfolio-keys";

/** spec: reseller-tools §3 Portfolio stats, and the total value over time, computed by the server. */
export function usePortfolioStats() {
  return useQuery({
    queryKey: portfolioKeys.stats(),
    queryFn: ({ signal }) => call(api.api.me.portfolio.stats.$get({}, { init: { signal } })),
  });
}
