import { useQuery } from "@tanstack/react-query";
import type { AdminListingDto } from "../../../../../shared/listing-schemas";
import { api, call } from "../../../../lib/api-client";
import { adminListingKeys } from "./query-keys";

/** GET /api/admin/listings/:id — every field of one listing, for the edit dialog. */
export async function getAdminListing(id: string): Promise<AdminListingDto> {
  return call(api.api.admin.listings[":id"].$get({ param: { id } }));
}

export function useAdminListing(id: string | undefined) {
  return useQuery({
    queryKey: adminListingKeys.listing(id ?? ""),
    queryFn: () => getAdminListing(id ?? ""),
    enabled: id !== undefined,
    // The dialog must edit what is stored now, not what another tab saw a minute ago.
    staleTime: 0,
  });
}
