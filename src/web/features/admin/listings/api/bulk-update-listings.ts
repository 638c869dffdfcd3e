import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkListingAction, BulkListingResultDto } from "../../../../../shared/listing-schemas";
import { api, call } from "../../../../lib/api-client";
import { adminListingKeys } from "./query-keys";

/** POST /api/admin/listings/bulk — one action on the chosen listings (issue 28). */
export function bulkUpdateListings(json: {
  action: BulkListingAction;
  ids: string[];
}): Promise<BulkListingResultDto> {
  return call(api.api.admin.listings.bulk.$post({ json }));
}

export function useBulkUpdateListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateListings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminListingKeys.all }),
  });
}
