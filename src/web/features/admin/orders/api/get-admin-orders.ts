import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminOrderPageDto } from "../../../../../shared/orders";
import { api, call } from "../../../../lib/api-client";
import { adminOrderKeys, type OrderFilters } from "./query-keys";

/** Where the next page starts: the last order shown (keyset by created_at, then id). */
type Before = { beforeCreatedAt: string; beforeId: string };

/** GET /api/admin/orders — one keyset page of orders, newest (or oldest) first. */
export async function getAdminOrders(input: OrderFilters & { before?: Before }): Promise<AdminOrderPageDto> {
  const query = {
    ...(input.status !== "all" ? { status: input.status } : {}),
    ...(input.q ? { q: input.q } : {}),
    ...(input.sort !== "newest" ? { sort: input.sort } : {}),
    ...input.before,
  };
  return call(api.api.admin.orders.$get({ query }));
}

/** The table's pages: "Load more" fetches the next keyset page; a new filter starts over. */
export function useAdminOrders(filters: OrderFilters) {
  return useInfiniteQuery({
    queryKey: adminOrderKeys.page(filters),
    queryFn: ({ pageParam }) => getAdminOrders({ ...filters, before: pageParam }),
    initialPageParam: undefined as Before | undefined,
    getNextPageParam: (page): Before | undefined => {
      const last = page.orders.at(-1);
      return page.hasMore && last ? { beforeCreatedAt: last.createdAt, beforeId: last.id } : undefined;
    },
    placeholderData: keepPreviousData,
  });
}
