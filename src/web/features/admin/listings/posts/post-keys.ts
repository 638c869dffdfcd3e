import { adminListingKeys } from "../api/query-keys";

/** Under the listing's key, so dropping a deleted listing's queries drops its posts too. */
export const postKeys = {
  saved: (listingId: string) => [...adminListingKeys.listing(listingId), "posts"] as const,
};
