import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../../lib/api-client";
import { adminListingKeys } from "./query-keys";

/** GET /api/admin/store-item-choices — store items a listing can be linked to. */
export function useStoreItemChoices(include: string | undefined) {
  return useQuery({
    queryKey: [...adminListingKeys.all, "inventory-choices", include ?? ""],
    queryFn: async () =>
      (await call(api.api.admin["store-item-choices"].$get({ query: include ? { include } : {} }))).items,
  });
}
