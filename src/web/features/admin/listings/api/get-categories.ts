import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../../lib/api-client";
import { adminListingKeys } from "./query-keys";

/** GET /api/categories — the categories a listing can be filed under. */
export function useListingCategories() {
  return useQuery({
    queryKey: [...adminListingKeys.all, "categories"],
    queryFn: async () => (await call(api.api.categories.$get())).items,
    staleTime: 5 * 60_000,
  });
}
