import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { TradeInActionInput, TradeInDto, TradeInFilter } from "../../../../../shared/trade-in-schemas";
import { api, call } from "../../../../lib/api-client";

/** Query keys of the trade-in queue, from one factory (STYLE.md, habit 8). */
export const tradeInKeys = {
  all: ["admin", "trade-ins"] as const,
  pages: () => [...tradeInKeys.all, "pages"] as const,
  page: (status: TradeInFilter) => [...tradeInKeys.pages(), status] as const,
  detail: (id: string) => [...tradeInKeys.all, "detail", id] as const,
};

/** GET /api/admin/trade-ins — sellers' requests, newest first, one keyset page at a time. */
export function useTradeIns(status: TradeInFilter) {
  return useInfiniteQuery({
    queryKey: tradeInKeys.page(status),
    queryFn: ({ pageParam }) =>
      call(
        api.api.admin["trade-ins"].$get({ query: { status, ...(pageParam ? { cursor: pageParam } : {}) } }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/trade-ins/:id — one request, for a link to it. */
export function useTradeIn(id: string | undefined) {
  return useQuery({
    queryKey: tradeInKeys.detail(id ?? ""),
    queryFn: () => call(api.api.admin["trade-ins"][":id"].$get({ param: { id: id ?? "" } })),
    enabled: id !== undefined,
  });
}

/** PATCH /api/admin/trade-ins/:id — offer, counter, decline or buy; audited and mailed by the server. */
export function useActOnTradeIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TradeInActionInput }): Promise<TradeInDto> =>
      call(api.api.admin["trade-ins"][":id"].$patch({ param: { id }, json: action })),
    onSuccess: (request) => queryClient.setQueryData(tradeInKeys.detail(request.id), request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradeInKeys.pages() }),
  });
}

/**
 * A seller's photo, read through its request: private photos are never on /media (decision 021).
 * An <img> address, so its path is written here (the typed client's $url() needs an absolute base,
 * and ours is "/": upload-media.ts says the same).
 */
export function tradeInPhotoUrl(requestId: string, mediaId: string): string {
  return `/api/admin/trade-ins/${encodeURIComponent(requestId)}/photos/${encodeURIComponent(mediaId)}`;
}
