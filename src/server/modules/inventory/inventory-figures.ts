import { and, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import {
  type InventoryFiguresDto,
  type MonthlySalesDto,
  percentage,
  salesChartMonths,
} from "../../../shared/dashboard";
import type { InventorySummaryDto } from "../../../shared/inventory-schemas";
import type { Rates } from "../../../shared/money";
import { lastShopMonths, shopMonthStart, shopUtcOffsetMinutes } from "../../../shared/shop-time";
import type { Db } from "../../db/client";
import { personalInventoryItems, storeInventoryItems } from "./inventory.schema";
import type { InventoryTable } from "./inventory-items";

/**
 * An inventory's figures in one aggregate over the table's rows the condition keeps: the store's
 * whole stock for the dashboard (issue 10), a reseller's own items for their summary (issue 11).
 */
async function summarizeInventory(db: Db, table: InventoryTable, where?: SQL): Promise<InventoryFiguresDto> {
  const sold = sql`${table.status} in ('sold', 'shipped')`;
  const available = sql`${table.status} = 'available'`;
  const [row] = await db
    .select({
      totalItems: sql<number>`count(*)`.mapWith(Number),
      availableCount: sql<number>`count(*) filter (where ${available})`.mapWith(Number),
      soldOnly: sql<number>`count(*) filter (where ${table.status} = 'sold')`.mapWith(Number),
      shippedCount: sql<number>`count(*) filter (where ${table.status} = 'shipped')`.mapWith(Number),
      soldCount: sql<number>`count(*) filter (where ${sold})`.mapWith(Number),
      inventoryValueFils:
        sql<number>`coalesce(sum(${table.buyingPriceFils}) filter (where ${available}), 0)`.mapWith(Number),
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
  const { soldOnly, shippedCount, ...figures } = row ?? {
    totalItems: 0,
    availableCount: 0,
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
    byStatus: { available: figures.availableCount, sold: soldOnly, shipped: shippedCount },
    conversionRate: percentage(figures.soldCount, figures.totalItems),
  };
}

/** The dashboard's inventory figures (issue 10), over the store's whole stock. */
export const summarizeStoreInventory = (db: Db) => summarizeInventory(db, storeInventoryItems);

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
 * Revenue and profit of the store's sales by the shop's month, for the last twelve months ending
 * now, every month present (a month without a sale is zero). One grouped read over the sold items
 * of those months, by the partial index on sale date.
 */
export async function storeSalesByMonth(db: Db, now = new Date()): Promise<MonthlySalesDto[]> {
  const months = lastShopMonths(now, salesChartMonths);
  // The offset is written into the statement, not bound: GROUP BY must see the same expression.
  const month = sql<string>`to_char(${storeInventoryItems.saleDate} at time zone 'UTC' + interval '${sql.raw(String(shopUtcOffsetMinutes))} minutes', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      revenueFils: sql<number>`coalesce(sum(${storeInventoryItems.soldPriceFils}), 0)`.mapWith(Number),
      profitFils: sql<number>`coalesce(sum(${storeInventoryItems.netProfitFils}), 0)`.mapWith(Number),
    })
    .from(storeInventoryItems)
    .where(
      and(
        inArray(storeInventoryItems.status, ["sold", "shipped"]),
        gte(storeInventoryItems.saleDate, shopMonthStart(months[0] ?? "")),
      ),
    )
    .groupBy(month);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((key) => ({
    month: key,
    revenueFils: byMonth.get(key)?.revenueFils ?? 0,
    profitFils: byMonth.get(key)?.profitFils ?? 0,
  }));
}

/**
 * When the store's stock last changed (its newest write), as an SQL expression read from the index,
 * for the dashboard cache's one-statement version.
 */
export const storeInventoryVersion = sql<string>`(select max(${storeInventoryItems.updatedAt}) from ${storeInventoryItems})::text`;
