import { and, eq, gt, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { listings } from "./catalog.schema";

/**
 * The listing lifecycle as SQL, the same rule as src/shared/listing-lifecycle.ts: sold when
 * sold_at is set, withdrawn when inactive and not sold, live otherwise; for sale when live with
 * stock. Every query that asks "live", "for sale" or "has a page" uses these and nothing else.
 */

/**
 * For sale, as separate conditions: the collection spreads them into its WHERE beside its filters,
 * so `is_active = true` stays a plain leading term that the listings_active_* indexes seek on.
 */
export const listingForSaleConditions: readonly SQL[] = [
  eq(listings.isActive, true),
  gt(listings.stock, 0),
  isNull(listings.soldAt),
];

/** Live and in stock: the only listings the collection shows or a cart can take. */
export const listingIsForSale = and(...listingForSaleConditions) as SQL;

/** Live: listed and not sold (in stock or not). */
export const listingIsLive = and(eq(listings.isActive, true), isNull(listings.soldAt)) as SQL;

/** Has a page: live, or sold (a sold watch keeps its page); a withdrawn listing has none. */
export const listingHasPage = or(eq(listings.isActive, true), isNotNull(listings.soldAt)) as SQL;
