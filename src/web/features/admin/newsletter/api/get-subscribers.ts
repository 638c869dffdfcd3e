import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { SubscriberPageDto } from "../../../../../shared/newsletter";
import { api, call } from "../../../../lib/api-client";
import { subscriberKeys } from "./query-keys";

/** GET /api/admin/newsletter — one keyset page of subscribers, newest consent first. */
export function getSubscribers(input: { q: string; cursor?: string }): Promise<SubscriberPageDto> {
  const query = { ...(input.q ? { q: input.q } : {}), ...(input.cursor ? { cursor: input.cursor } : {}) };
  return call(api.api.admin.newsletter.$get({ query }));
}

/** The table's pages: "Load more" fetches the next keyset page; a new search starts over. */
export function useSubscribers(q: string) {
  return useInfiniteQuery({
    queryKey: subscriberKeys.page(q),
    queryFn: ({ pageParam }) => getSubscribers({ q, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
