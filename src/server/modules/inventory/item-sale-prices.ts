import { and, desc, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sameWatch, type WatchIdentity } from "../market/same-watch";
import { storeInventoryItems } from "./inventory.schema";

/**
 * What the shop's stock sold one watch for (KWD fils; a sale through checkout writes it too), with
 * the day of the sale, newest first: the market service's evidence of the shop's sales (issue 12).
 */
export function listStoreItemSalePrices(db: Db, watch: WatchIdentity, limit: number) {
  return db
    .select({
      fils: storeInventoryItems.soldPriceFils,
      // A sold item without a sale date was sold by its last change at the latest.
      soldAt: sql<Date>`coalesce(${storeInventoryItems.saleDate}, ${storeInventoryItems.updatedAt})`.mapWith(
        storeInventoryItems.updatedAt,
      ),
    })
    .from(storeInventoryItems)
    .where(
      and(
        sameWatch(watch, {
          brand: storeInventoryItems.make,
          model: storeInventoryItems.model,
          reference: storeInventoryItems.reference,
        }),
        isNotNull(storeInventoryItems.soldPriceFils),
        sql`${storeInventoryItems.status} in ('sold', 'shipped')`,
      ),
    )
    .orderBy(desc(storeInventoryItems.saleDate))
    .limit(limit);
}
