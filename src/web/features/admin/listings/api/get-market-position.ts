import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MarketPositionQuery } from "../../../../../shared/market-schemas";
import { api, call } from "../../../../lib/api-client";
import { adminListingKeys } from "./query-keys";

/**
 * GET /api/admin/market-position (issue 31) — the market of the watch the form describes, asked
 * once the brand and the model or reference are filled; the previous answer stays while the next loads.
 */
export function useWatchMarket(query: MarketPositionQuery) {
  const isComplete = query.brand.trim() !== "" && Boolean(query.model?.trim() || query.reference?.trim());
  return useQuery({
    queryKey: [...adminListingKeys.all, "market", query],
    queryFn: () => call(api.api.admin["market-position"].$get({ query })),
    enabled: isComplete,
    placeholderData: keepPreviousData,
  });
}
