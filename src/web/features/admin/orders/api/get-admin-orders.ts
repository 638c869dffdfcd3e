import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminOrderPageDto } from "../../../../../shared/orders";
import { api, call } from "../../../../lib/api-client";
import { adminOrderKeys, type OrderFilters } from "./query-keys";

/** GET /api/admin/orders — one keyset page of orders, newest (or oldest) first. */
export async function getAdminOrders(input: OrderFilters & { cursor?: string }): Promise<AdminOrderPageDto> {
  const query = {
    ...(input.status !== "all" ? { status: input.status } : {}),
    ...(input.q ? { q: input.q } : {}),
    ...(input.sort !== "newest" ? { sort: input.sort } : {}),
    ...(input.cursor ? { cursor: input.cursor } : {}),
  };
  return call(api.api.admin.orders.$get({ query }));
}

/** The table's pages: "Load more" fetches the next keyset page; a new filter starts over. */
export function useAdminOrders(filters: OrderFilters) {
  return useInfiniteQuery({
    queryKey: adminOrderKeys.page(filters),
    queryFn: ({ pageParam }) => getAdminOrders({ ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
