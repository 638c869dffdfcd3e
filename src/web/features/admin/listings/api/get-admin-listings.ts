import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminListingPageDto, AdminListingStatus } from "../../../../../shared/listing-schemas";
import { api, call } from "../../../../lib/api-client";
import { adminListingKeys } from "./query-keys";

/** GET /api/admin/listings — one keyset page of every listing, newest first. */
export async function getAdminListings(input: {
  q: string;
  status: AdminListingStatus;
  cursor?: string;
}): Promise<AdminListingPageDto> {
  const query = {
    status: input.status,
    ...(input.q ? { q: input.q } : {}),
    ...(input.cursor ? { cursor: input.cursor } : {}),
  };
  return call(api.api.admin.listings.$get({ query }));
}

/** The table's pages: "Load more" fetches the next keyset page; a new filter starts over. */
export function useAdminListings(filters: { q: string; status: AdminListingStatus }) {
  return useInfiniteQuery({
    queryKey: adminListingKeys.page(filters),
    queryFn: ({ pageParam }) => getAdminListings({ ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
