/**
 * The listing lifecycle (ARCHITECTURE.md, Decisions: each listing is one physical watch). A sold
 * watch keeps its page and says it cannot be bought; a withdrawn one has no page; a live one is
 * for sale while it has stock. A watch whose every piece a pending checkout holds is reserved
 * (issue 24): live with no stock until `reservedUntil`, when that checkout lets go unless it is
 * paid; it keeps its place in the collection and says so, because reserved is not sold. The
 * server's SQL form of the same rule is modules/catalog/listing-lifecycle.ts.
 */
export type ListingState = "live" | "reserved" | "sold" | "withdrawn";

export interface ListingLifecycleFields {
  isActive: boolean;
  stock: number;
  soldAt: Date | string | null;
  /** When the checkout that took the last piece lets go; null when no checkout holds it. */
  reservedUntil: Date | string | null;
}

export function listingState(listing: ListingLifecycleFields): ListingState {
  if (listing.soldAt !== null) return "sold";
  if (!listing.isActive) return "withdrawn";
  return listing.stock === 0 && listing.reservedUntil !== null ? "reserved" : "live";
}

/** Whether a shopper can buy it now: live and in stock. */
export function isForSale(listing: ListingLifecycleFields): boolean {
  return listingState(listing) === "live" && listing.stock > 0;
}

/** Whether the collection shows it: for sale, or held by someone's checkout. */
export function isInCollection(listing: ListingLifecycleFields): boolean {
  return isForSale(listing) || listingState(listing) === "reserved";
}

/** Whether it has a page: anything but withdrawn. */
export function hasListingPage(listing: ListingLifecycleFields): boolean {
  return listingState(listing) !== "withdrawn";
}
