import { sql } from "drizzle-orm";
import { type InventoryFiguresDto, percentage } from "../../../shared/dashboard";
import type { Db } from "../../db/client";
import { storeInventoryItems } from "./inventory.schema";

/** The dashboard's inventory figures (issue 10), in one aggregate over the store's items. */
export async function summarizeStoreInventory(db: Db): Promise<InventoryFiguresDto> {
  const sold = sql`${storeInventoryItems.status} in ('sold', 'shipped')`;
  const available = sql`${storeInventoryItems.status} = 'available'`;
  const [row] = await db
    .select({
      totalItems: sql<number>`count(*)`.mapWith(Number),
      availableCount: sql<number>`count(*) filter (where ${available})`.mapWith(Number),
      soldCount: sql<number>`count(*) filter (where ${sold})`.mapWith(Number),
      inventoryValueFils:
        sql<number>`coalesce(sum(${storeInventoryItems.buyingPriceFils}) filter (where ${available}), 0)`.mapWith(
          Number,
        ),
      buyingValueFils: sql<number>`coalesce(sum(${storeInventoryItems.buyingPriceFils}), 0)`.mapWith(Number),
      expectedValueFils:
        sql<number>`coalesce(sum(${storeInventoryItems.expectedSellingPriceFils}), 0)`.mapWith(Number),
      soldValueFils:
        sql<number>`coalesce(sum(${storeInventoryItems.soldPriceFils}) filter (where ${sold}), 0)`.mapWith(
          Number,
        ),
      netProfitFils:
        sql<number>`coalesce(sum(${storeInventoryItems.netProfitFils}) filter (where ${sold}), 0)`.mapWith(
          Number,
        ),
    })
    .from(storeInventoryItems);
  const figures = row ?? {
    totalItems: 0,
    availableCount: 0,
    soldCount: 0,
    inventoryValueFils: 0,
    buyingValueFils: 0,
    expectedValueFils: 0,
    soldValueFils: 0,
    netProfitFils: 0,
  };
  return { ...figures, conversionRate: percentage(figures.soldCount, figures.totalItems) };
}
