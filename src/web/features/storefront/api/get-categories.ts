import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StorefrontReads } from "../../../../shared/catalog-api";
import { catalogStaleTime, categoryKeys } from "./query-keys";
import { storefrontReads } from "./storefront-reads";

/** GET /api/categories — the active categories, ordered by name. */
export function categoriesQueryOptions(reads: StorefrontReads = storefrontReads) {
  return queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => reads.categories(signal),
    staleTime: 5 * catalogStaleTime,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
