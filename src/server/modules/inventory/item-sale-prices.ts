import { and, desc, gte, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sameWatch, type WatchIdentity } from "../market/same-watch";
import { storeInventoryItems } from "./inventory.schema";

const watchColumns = {
  brand: storeInventoryItems.make,
  model: storeInventoryItems.model,
  reference: storeInventoryItems.reference,
};

/** A sold item without a sale date was sold by its last change at the latest. */
const soldAt = sql<Date>`coalesce(${storeInventoryItems.saleDate}, ${storeInventoryItems.updatedAt})`.mapWith(
  storeInventoryItems.updatedAt,
);

/**
 * What the shop's stock sold these watches for (KWD fils; a sale through checkout writes it too),
 * with the day of the sale, newest first, sold `since` when given: the market service's evidence
 * of the shop's sales (issue 12), and the market position's (issue 31: many watches in one query).
 */
export function listStoreItemSalePrices(
  db: Db,
  watches: readonly WatchIdentity[],
  options: { limit: number; since?: Date },
) {
  return db
    .select({
      id: storeInventoryItems.id,
      brand: storeInventoryItems.make,
      model: storeInventoryItems.model,
      reference: storeInventoryItems.reference,
      fils: storeInventoryItems.soldPriceFils,
      soldAt,
    })
    .from(storeInventoryItems)
    .where(
      and(
        or(...watches.map((watch) => sameWatch(watch, watchColumns))),
        isNotNull(storeInventoryItems.soldPriceFils),
        sql`${storeInventoryItems.status} in ('sold', 'shipped')`,
        options.since ? gte(soldAt, options.since) : undefined,
      ),
    )
    .orderBy(desc(storeInventoryItems.saleDate))
    .limit(options.limit);
}
