import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminListingDto, ListingWriteInput } from "../../../../../shared/listing-schemas";
import { api, call } from "../../../../lib/api-client";
import { adminListingKeys } from "./query-keys";

/** POST /api/admin/listings (new) or PUT /api/admin/listings/:id (edit). */
export async function saveListing(input: {
  id?: string;
  payload: ListingWriteInput;
}): Promise<AdminListingDto> {
  const json = input.payload;
  if (input.id) return call(api.api.admin.listings[":id"].$put({ param: { id: input.id }, json }));
  return call(api.api.admin.listings.$post({ json }));
}

export function useSaveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(adminListingKeys.listing(listing.id), listing);
      void queryClient.invalidateQueries({ queryKey: adminListingKeys.pages() });
    },
  });
}
