import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../../lib/api-client";
import { adminListingKeys } from "./query-keys";

/** DELETE /api/admin/listings/:id — deleted, or withdrawn when an order names the listing. */
export async function deleteListing(id: string): Promise<{ deleted: boolean; withdrawn: boolean }> {
  return call(api.api.admin.listings[":id"].$delete({ param: { id } }));
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminListingKeys.listing(id) });
      void queryClient.invalidateQueries({ queryKey: adminListingKeys.pages() });
    },
  });
}
