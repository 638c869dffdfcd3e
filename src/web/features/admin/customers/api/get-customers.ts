import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { CustomerPageDto } from "../../../../../shared/customer-schemas";
import { api, call } from "../../../../lib/api-client";
import { type CustomerFilters, customerKeys } from "./query-keys";

/** GET /api/admin/customers — one keyset page of customers, newest (or oldest) first. */
export async function getCustomers(input: CustomerFilters & { cursor?: string }): Promise<CustomerPageDto> {
  const query = {
    status: input.status,
    ...(input.q ? { q: input.q } : {}),
    ...(input.sort !== "newest" ? { sort: input.sort } : {}),
    ...(input.cursor ? { cursor: input.cursor } : {}),
  };
  return call(api.api.admin.customers.$get({ query }));
}

/** The table's pages: "Load more" fetches the next keyset page; a new filter starts over. */
export function useCustomers(filters: CustomerFilters) {
  return useInfiniteQuery({
    queryKey: customerKeys.page(filters),
    queryFn: ({ pageParam }) => getCustomers({ ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
