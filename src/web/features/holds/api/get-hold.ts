import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HoldDto } from "../../../../shared/hold-schemas";
import { api, call } from "../../../lib/api-client";
import { ApiError } from "../../../lib/http-error";
import { holdKeys } from "./query-keys";

/** While the provider's event has not arrived yet, the page asks again this often. */
const confirmingIntervalMs = 2_000;

/** GET /api/holds/:token — the shopper's reservation or offer; the link is the key. */
export function holdQueryOptions(token: string) {
  return queryOptions({
    queryKey: holdKeys.detail(token),
    queryFn: ({ signal }): Promise<HoldDto> =>
      call(api.api.holds[":token"].$get({ param: { token } }, { init: { signal } })),
    // A link that names no hold is not found again by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
  });
}

/**
 * The hold; `untilPaid` (back from the provider's page, `?paid=1`) reads it again every two
 * seconds while the deposit is still awaited, until the provider's event has made it held.
 */
export function useHold(token: string, { untilPaid = false }: { untilPaid?: boolean } = {}) {
  return useQuery({
    ...holdQueryOptions(token),
    refetchInterval: (query) =>
      untilPaid && query.state.data?.status === "awaiting_deposit" ? confirmingIntervalMs : false,
  });
}
