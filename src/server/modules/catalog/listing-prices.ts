import { and, desc, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sameWatch, type WatchIdentity } from "../market/same-watch";
import { listings } from "./catalog.schema";
import { listingIsLive } from "./listing-lifecycle";

const watchColumns = { brand: listings.brand, model: listings.model, reference: listings.reference };

/**
 * The listings of one watch the shop sold without a stock item to record the sale (a stock item
 * records its own), newest first: the market service's evidence of the shop's sales (issue 12).
 */
export function listSoldListingPrices(db: Db, watch: WatchIdentity, limit: number) {
  return db
    .select({ usdCents: listings.priceCents, soldAt: listings.soldAt, title: listings.title })
    .from(listings)
    .where(and(sameWatch(watch, watchColumns), isNotNull(listings.soldAt), isNull(listings.inventoryId)))
    .orderBy(desc(listings.soldAt))
    .limit(limit);
}

/** The live listings of one watch, newest first: what the shop asks for it now (issue 12). */
export function listLiveListingPrices(db: Db, watch: WatchIdentity, limit: number) {
  return db
    .select({ usdCents: listings.priceCents, title: listings.title, slug: listings.slug })
    .from(listings)
    .where(and(sameWatch(watch, watchColumns), listingIsLive))
    .orderBy(desc(listings.createdAt))
    .limit(limit);
}
