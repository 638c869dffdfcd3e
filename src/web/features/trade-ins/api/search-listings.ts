import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";

/** How many of the shop's watches the trade-in picker offers for a search. */
const shown = 5;

/** GET /api/listings?q= — the watches for sale a seller may trade against (issue 31). */
export function useTradeForSearch(q: string) {
  const words = q.trim();
  return useQuery({
    queryKey: ["trade-ins", "listings", words] as const,
    queryFn: () => call(api.api.listings.$get({ query: { q: words, limit: String(shown) } })),
    enabled: words.length >= 2,
    placeholderData: keepPreviousData,
    select: (page) => page.items.filter((card) => card.isAvailable),
  });
}
