import { useQuery } from "@tanstack/react-query";
import type { HoldTermsDto } from "../../../../shared/hold-schemas";
import { api, call } from "../../../lib/api-client";
import { holdKeys } from "./query-keys";

/** GET /api/listings/:id/hold-terms — the deposit and the offer bounds the watch page offers (issue 31). */
export function getHoldTerms(listingId: string, signal?: AbortSignal): Promise<HoldTermsDto> {
  return call(api.api.listings[":id"]["hold-terms"].$get({ param: { id: listingId } }, { init: { signal } }));
}

/** Read in the browser only, once the watch is for sale: a failure simply offers neither button. */
export function useHoldTerms(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: holdKeys.terms(listingId),
    queryFn: ({ signal }) => getHoldTerms(listingId, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
