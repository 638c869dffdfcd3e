import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { ReferencePageDto } from "../../../../../shared/reference-catalogue-schemas";
import { api, call } from "../../../../lib/api-client";
import { catalogueKeys } from "./query-keys";

export interface CatalogueFilters {
  q: string;
  brand: string;
}

/** The filters as the API takes them: a blank one is left out. */
export const filterQuery = (filters: CatalogueFilters) => ({
  ...(filters.q ? { q: filters.q } : {}),
  ...(filters.brand ? { brand: filters.brand } : {}),
});

/** GET /api/admin/catalogue — one keyset page of references, in brand and reference order. */
export function getReferences(filters: CatalogueFilters, cursor?: string): Promise<ReferencePageDto> {
  return call(
    api.api.admin.catalogue.$get({ query: { ...filterQuery(filters), ...(cursor ? { cursor } : {}) } }),
  );
}

/** The table's pages: "Load more" fetches the next keyset page; a new search or brand starts over. */
export function useReferences(filters: CatalogueFilters) {
  return useInfiniteQuery({
    queryKey: catalogueKeys.page(filters),
    queryFn: ({ pageParam }) => getReferences(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
