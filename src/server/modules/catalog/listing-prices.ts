import { and, desc, eq, gte, isNotNull, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sameWatch, type WatchIdentity } from "../market/same-watch";
import { listings } from "./catalog.schema";
import { listingHasPage, listingIsLive } from "./listing-lifecycle";

const watchColumns = { brand: listings.brand, model: listings.model, reference: listings.reference };

/**
 * The listings of these watches the shop sold without a stock item to record the sale (a stock
 * item records its own), newest first, sold `since` when given: the market service's evidence of
 * the shop's sales (issue 12), and the market position's (issue 31: many watches in one query).
 */
export function listSoldListingPrices(
  db: Db,
  watches: readonly WatchIdentity[],
  options: { limit: number; since?: Date },
) {
  return db
    .select({
      id: listings.id,
      brand: listings.brand,
      model: listings.model,
      reference: listings.reference,
      usdCents: listings.priceCents,
      soldAt: listings.soldAt,
      title: listings.title,
    })
    .from(listings)
    .where(
      and(
        or(...watches.map((watch) => sameWatch(watch, watchColumns))),
        isNotNull(listings.soldAt),
        options.since ? gte(listings.soldAt, options.since) : undefined,
        isNull(listings.inventoryId),
      ),
    )
    .orderBy(desc(listings.soldAt))
    .limit(options.limit);
}

/**
 * A listing as the market position places it (issue 31): its watch, price and stock item; by its
 * page's slug (a page the shop shows) or, for staff, by its id.
 */
export async function findListingForPosition(db: Db, by: { slug: string } | { id: string }) {
  const [row] = await db
    .select({
      id: listings.id,
      inventoryId: listings.inventoryId,
      brand: listings.brand,
      model: listings.model,
      reference: listings.reference,
      priceCents: listings.priceCents,
    })
    .from(listings)
    .where("slug" in by ? and(eq(listings.slug, by.slug), listingHasPage) : eq(listings.id, by.id))
    .limit(1);
  return row;
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
