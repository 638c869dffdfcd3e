/**
 * The listing lifecycle (ARCHITECTURE.md, Decisions: each listing is one physical watch). A sold
 * watch keeps its page and says it cannot be bought; a withdrawn one has no page; a live one is
 * for sale while it has stock (a watch held by a pending checkout is live with no stock). The
 * server's SQL form of the same rule is modules/catalog/listing-lifecycle.ts.
 */
export type ListingState = "live" | "sold" | "withdrawn";

export interface ListingLifecycleFields {
  isActive: boolean;
  stock: number;
  soldAt: Date | string | null;
}

export function listingState(listing: ListingLifecycleFields): ListingState {
  if (listing.soldAt !== null) return "sold";
  return listing.isActive ? "live" : "withdrawn";
}

/** Whether a shopper can buy it now: live and in stock. */
export function isForSale(listing: ListingLifecycleFields): boolean {
  return listingState(listing) === "live" && listing.stock > 0;
}

/** Whether it has a page: anything but withdrawn. */
export function hasListingPage(listing: ListingLifecycleFields): boolean {
  return listingState(listing) !== "withdrawn";
}
