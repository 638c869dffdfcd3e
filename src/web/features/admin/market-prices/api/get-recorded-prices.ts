import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { MarketObservationPageDto } from "../../../../../shared/market-schemas";
import { api, call } from "../../../../lib/api-client";
import { marketPriceKeys } from "./query-keys";

export interface RecordedPriceFilters {
  q: string;
}

/** GET /api/admin/market-observations — one keyset page of the prices admins recorded, newest seen first. */
function getRecordedPrices(
  filters: RecordedPriceFilters,
  cursor?: string,
): Promise<MarketObservationPageDto> {
  return call(
    api.api.admin["market-observations"].$get({
      query: { source: "manual", ...(filters.q ? { q: filters.q } : {}), ...(cursor ? { cursor } : {}) },
    }),
  );
}

/** The list's pages: "Load more" fetches the next keyset page; a new search starts over. */
export function useRecordedPrices(filters: RecordedPriceFilters) {
  return useInfiniteQuery({
    queryKey: marketPriceKeys.page(filters),
    queryFn: ({ pageParam }) => getRecordedPrices(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
