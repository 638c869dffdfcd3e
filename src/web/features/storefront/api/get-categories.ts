import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CategoryDto } from "../../../../shared/catalog-api";
import { apiFetch } from "../../../lib/api-fetch";
import { catalogStaleTime, categoryKeys } from "./query-keys";

/** GET /api/categories — the active categories, ordered by name. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.all,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ items: CategoryDto[] }>("/api/categories", { signal })).items,
    staleTime: 5 * catalogStaleTime,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
