import { and, eq, gt, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { listings } from "./catalog.schema";

/**
 * The listing lifecycle as SQL, the same rule as src/shared/listing-lifecycle.ts: sold when
 * sold_at is set, withdrawn when inactive and not sold, live otherwise; for sale when live with
 * stock, reserved when live with none and a checkout's hold (reserved_until). Every query that
 * asks "live", "for sale", "in the collection" or "has a page" uses these and nothing else.
 */

/** Live and in stock: the only listings a cart or a checkout can take. */
export const listingIsForSale = and(
  eq(listings.isActive, true),
  gt(listings.stock, 0),
  isNull(listings.soldAt),
) as SQL;

/**
 * In the collection: for sale, or reserved by a checkout (issue 24: a watch in someone's checkout
 * stays in the collection, marked reserved). Separate conditions, so the collection spreads them
 * into its WHERE beside its filters and `is_active = true` stays a plain leading term that the
 * listings_active_* indexes seek on. The collection's SQL and its search index both read these.
 */
export const listingInCollectionConditions: readonly SQL[] = [
  eq(listings.isActive, true),
  isNull(listings.soldAt),
  or(gt(listings.stock, 0), isNotNull(listings.reservedUntil)) as SQL,
];

/** Live: listed and not sold (in stock or not). */
export const listingIsLive = and(eq(listings.isActive, true), isNull(listings.soldAt)) as SQL;

/** Has a page: live, or sold (a sold watch keeps its page); a withdrawn listing has none. */
export const listingHasPage = or(eq(listings.isActive, true), isNotNull(listings.soldAt)) as SQL;
