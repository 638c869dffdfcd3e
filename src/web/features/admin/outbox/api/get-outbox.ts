import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { OutboxPageDto } from "../../../../../shared/outbox-schemas";
import { api, call } from "../../../../lib/api-client";
import { type OutboxFilters, outboxKeys } from "./query-keys";

/** GET /api/admin/outbox — one keyset page of mail, newest first. */
export function getOutbox(input: OutboxFilters & { cursor?: string }): Promise<OutboxPageDto> {
  const query = {
    status: input.status,
    ...(input.q ? { q: input.q } : {}),
    ...(input.cursor ? { cursor: input.cursor } : {}),
  };
  return call(api.api.admin.outbox.$get({ query }));
}

/** The table's pages: "Load more" fetches the next keyset page; a new filter starts over. */
export function useOutbox(filters: OutboxFilters) {
  return useInfiniteQuery({
    queryKey: outboxKeys.page(filters),
    queryFn: ({ pageParam }) => getOutbox({ ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
