import { eq, type SQL, sql } from "drizzle-orm";
import { type InventoryFiguresDto, percentage } from "../../../shared/dashboard";
import type { InventorySummaryDto } from "../../../shared/inventory-schemas";
import type { Rates } from "../../../shared/money";
import type { Db } from "../../db/client";
import { personalInventoryItems, storeInventoryItems } from "./inventory.schema";
import type { InventoryTable } from "./inventory-items";
import { storeSalesVersion, summarizeSales } from "./store-sales";

/**
 * An inventory's figures in one aggregate over the table's rows the condition keeps: the store's
 * whole stock for the dashboard (issue 10), a reseller's own items for their summary (issue 11).
 */
async function summarizeInventory(db: Db, table: InventoryTable, where?: SQL): Promise<InventoryFiguresDto> {
  const sold = sql`${table.status} in ('sold', 'shipped')`;
  const available = sql`${table.status} = 'available'`;
  // A reserved watch is still in the shop's hands until its checkout is paid.
  const inStock = sql`${table.status} in ('available', 'reserved')`;
  const [row] = await db
    .select({
      totalItems: sql<number>`count(*)`.mapWith(Number),
      availableCount: sql<number>`count(*) filter (where ${available})`.mapWith(Number),
      reservedCount: sql<number>`count(*) filter (where ${table.status} = 'reserved')`.mapWith(Number),
      soldOnly: sql<number>`count(*) filter (where ${table.status} = 'sold')`.mapWith(Number),
      shippedCount: sql<number>`count(*) filter (where ${table.status} = 'shipped')`.mapWith(Number),
      soldCount: sql<number>`count(*) filter (where ${sold})`.mapWith(Number),
      inventoryValueFils:
        sql<number>`coalesce(sum(${table.buyingPriceFils}) filter (where ${inStock}), 0)`.mapWith(Number),
      buyingValueFils: sql<number>`coalesce(sum(${table.buyingPriceFils}), 0)`.mapWith(Number),
      expectedValueFils: sql<number>`coalesce(sum(${table.expectedSellingPriceFils}), 0)`.mapWith(Number),
      soldValueFils: sql<number>`coalesce(sum(${table.soldPriceFils}) filter (where ${sold}), 0)`.mapWith(
        Number,
      ),
      netProfitFils: sql<number>`coalesce(sum(${table.netProfitFils}) filter (where ${sold}), 0)`.mapWith(
        Number,
      ),
    })
    .from(table)
    .where(where);
  const { soldOnly, shippedCount, reservedCount, ...figures } = row ?? {
    totalItems: 0,
    availableCount: 0,
    reservedCount: 0,
    soldOnly: 0,
    shippedCount: 0,
    soldCount: 0,
    inventoryValueFils: 0,
    buyingValueFils: 0,
    expectedValueFils: 0,
    soldValueFils: 0,
    netProfitFils: 0,
  };
  return {
    ...figures,
    byStatus: {
      available: figures.availableCount,
      reserved: reservedCount,
      sold: soldOnly,
      shipped: shippedCount,
    },
    conversionRate: percentage(figures.soldCount, figures.totalItems),
  };
}

/**
 * The dashboard's inventory figures (issue 10), over the store's whole stock; its revenue and profit
 * from the sales history (issue 24: src/shared/revenue.ts), so a sale refunded and sold again, or
 * a watch sold without a stock item, is counted as it was paid.
 */
export async function summarizeStoreInventory(db: Db): Promise<InventoryFiguresDto> {
  // One after the other: the dashboard asks for its other figures at once, near a pool's worth.
  const figures = await summarizeInventory(db, storeInventoryItems);
  const sales = await summarizeSales(db);
  return { ...figures, soldValueFils: sales.revenueFils, netProfitFils: sales.profitFils };
}

/** A reseller's figures over their own items only (issue 11). */
export const summarizePersonalInventory = (db: Db, userId: string) =>
  summarizeInventory(db, personalInventoryItems, eq(personalInventoryItems.userId, userId));

/** spec: reseller-tools §3 Inventory summary — the figures the inventory page shows, with today's rates. */
export function toInventorySummary(figures: InventoryFiguresDto, rates: Rates): InventorySummaryDto {
  return {
    totalItems: figures.totalItems,
    buyingValueFils: figures.buyingValueFils,
    expectedValueFils: figures.expectedValueFils,
    soldValueFils: figures.soldValueFils,
    netProfitFils: figures.netProfitFils,
    availableCount: figures.availableCount,
    soldCount: figures.soldCount,
    rates,
  };
}

/**
 * When the store's stock last changed (its newest write), as an SQL expression read from the index,
 * for the dashboard cache's one-statement version.
 */
export const storeInventoryVersion = sql<string>`concat_ws('/', (select max(${storeInventoryItems.updatedAt}) from ${storeInventoryItems})::text, ${storeSalesVersion})`;
