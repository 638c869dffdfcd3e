import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderDto } from "../../../../shared/orders";
import { api, call } from "../../../lib/api-client";
import { checkoutKeys } from "./query-keys";

/** How often, and how many times, a still-pending order is asked about again (about 60 s). */
export const pendingPollMs = 2_000;
export const pendingPollLimit = 30;

/** GET /api/checkout/sessions/:sessionId — the order a payment session paid for (no address). */
export async function getOrderBySession(sessionId: string): Promise<OrderDto> {
  return call(api.api.checkout.sessions[":sessionId"].$get({ param: { sessionId } }));
}

/**
 * The payment-success page's order. The provider's webhook may arrive after the shopper does, so
 * a pending order is polled every 2 s for about a minute; a refusal (unknown or someone else's
 * session) is final and not retried.
 */
export function orderBySessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: checkoutKeys.session(sessionId),
    queryFn: () => getOrderBySession(sessionId),
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && query.state.dataUpdateCount < pendingPollLimit
        ? pendingPollMs
        : false,
  });
}

/** The order, and whether it is still pending after the last poll (the page then stops waiting). */
export function useOrderBySession(sessionId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(orderBySessionQueryOptions(sessionId));
  // Reading isFetching re-renders after every poll, even one that brings the same order back.
  const polls = query.isFetching
    ? 0
    : (queryClient.getQueryState(checkoutKeys.session(sessionId))?.dataUpdateCount ?? 0);
  return { query, hasStoppedPolling: query.data?.status === "pending" && polls >= pendingPollLimit };
}
