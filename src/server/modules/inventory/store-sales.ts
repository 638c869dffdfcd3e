import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { MonthlySalesDto } from "../../../shared/dashboard";
import { salesChartMonths } from "../../../shared/dashboard";
import type { SalesSums } from "../../../shared/reports";
import { type SaleAmounts, saleProfitFils } from "../../../shared/revenue";
import {
  lastShopMonths,
  shopDayStart,
  shopMonthStart,
  shopUtcOffsetMinutes,
} from "../../../shared/shop-time";
import type { Db } from "../../db/client";
import { storeInventoryItems, storeSales } from "./inventory.schema";

/**
 * The shop's sales history (issue 24; src/shared/revenue.ts): each sale a row of its own, never
 * overwritten, a refund marking it refunded. Revenue and profit are sums over the kept rows.
 */

const kept = isNull(storeSales.refundedAt);
const revenueSum =
  sql<number>`coalesce(sum(${storeSales.priceFils} + ${storeSales.shippingPaidFils}), 0)`.mapWith(Number);
const profitSum = sql<number>`coalesce(sum(${storeSales.netProfitFils}), 0)`.mapWith(Number);

/** The costs a sale's profit is net of, read from its store item. */
async function costsOf(tx: Db, itemId: string) {
  const [item] = await tx
    .select({
      buyingPriceFils: storeInventoryItems.buyingPriceFils,
      shippingCostFils: storeInventoryItems.shippingCostFils,
      feesFils: storeInventoryItems.feesFils,
    })
    .from(storeInventoryItems)
    .where(eq(storeInventoryItems.id, itemId));
  return item;
}

/**
 * Records one sale and answers its profit (null without a store item). `netProfitFils` given (a
 * staff sale, computed from the dialog's fields) is kept as it is.
 */
export async function recordSale(
  tx: Db,
  sale: SaleAmounts & {
    itemId: string | null;
    orderId: string | null;
    soldAt: Date;
    netProfitFils?: number | null;
  },
): Promise<number | null> {
  const costs = sale.itemId ? await costsOf(tx, sale.itemId) : undefined;
  const profit =
    sale.netProfitFils !== undefined ? sale.netProfitFils : costs ? saleProfitFils(sale, costs) : null;
  await tx.insert(storeSales).values({
    itemId: costs ? sale.itemId : null,
    orderId: sale.orderId,
    priceFils: sale.priceFils,
    shippingPaidFils: sale.shippingPaidFils,
    netProfitFils: profit,
    soldAt: sale.soldAt,
  });
  return profit;
}

/** An item's current sale: its newest one not refunded. */
export async function currentSaleOf(tx: Db, itemId: string) {
  const [row] = await tx
    .select()
    .from(storeSales)
    .where(and(eq(storeSales.itemId, itemId), kept))
    .orderBy(desc(storeSales.soldAt))
    .limit(1);
  return row;
}

/** Marks sales refunded; answers the store items they sold. */
async function refundWhere(tx: Db, where: SQL): Promise<string[]> {
  const rows = await tx
    .update(storeSales)
    .set({ refundedAt: new Date() })
    .where(and(where, kept))
    .returning({ itemId: storeSales.itemId });
  return rows.flatMap((row) => (row.itemId ? [row.itemId] : []));
}

/** A refunded order's sales stay in the history, refunded; answers the items to restock. */
export const refundOrderSales = (tx: Db, orderId: string) => refundWhere(tx, eq(storeSales.orderId, orderId));

/** A staff sale undone (the watch back in stock). */
export const refundSale = (tx: Db, saleId: string) => refundWhere(tx, eq(storeSales.id, saleId));

/** A staff sale corrected in the dialog: its price, date and profit as now typed. */
export async function correctSale(
  tx: Db,
  saleId: string,
  fields: { priceFils: number; soldAt: Date; netProfitFils: number | null },
): Promise<void> {
  await tx.update(storeSales).set(fields).where(eq(storeSales.id, saleId));
}

/** An order's sale after its item's costs changed: the same revenue, the profit net of the new costs. */
export async function recostSale(tx: Db, sale: typeof storeSales.$inferSelect, itemId: string) {
  const costs = await costsOf(tx, itemId);
  if (!costs) return sale.netProfitFils;
  const profit = saleProfitFils(sale, costs);
  await tx.update(storeSales).set({ netProfitFils: profit }).where(eq(storeSales.id, sale.id));
  return profit;
}

/** Revenue and profit of the kept sales, all of them or only orders' (`ordersOnly`), since a moment. */
export async function summarizeSales(
  db: Db,
  options: { since?: Date; ordersOnly?: boolean } = {},
): Promise<{ revenueFils: number; profitFils: number }> {
  const [row] = await db
    .select({ revenueFils: revenueSum, profitFils: profitSum })
    .from(storeSales)
    .where(
      and(
        kept,
        options.since ? gte(storeSales.soldAt, options.since) : undefined,
        options.ordersOnly ? isNotNull(storeSales.orderId) : undefined,
      ),
    );
  return { revenueFils: row?.revenueFils ?? 0, profitFils: row?.profitFils ?? 0 };
}

/**
 * Revenue and profit by the shop's month, for the last twelve months ending now, every month
 * present (a month without a sale is zero). One grouped read of the kept sales by the partial index.
 */
export async function storeSalesByMonth(db: Db, now = new Date()): Promise<MonthlySalesDto[]> {
  const months = lastShopMonths(now, salesChartMonths);
  // The offset is written into the statement, not bound: GROUP BY must see the same expression.
  const month = sql<string>`to_char(${storeSales.soldAt} at time zone 'UTC' + interval '${sql.raw(String(shopUtcOffsetMinutes))} minutes', 'YYYY-MM')`;
  const rows = await db
    .select({ month, revenueFils: revenueSum, profitFils: profitSum })
    .from(storeSales)
    .where(and(kept, gte(storeSales.soldAt, shopMonthStart(months[0] ?? ""))))
    .groupBy(month);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((key) => ({
    month: key,
    revenueFils: byMonth.get(key)?.revenueFils ?? 0,
    profitFils: byMonth.get(key)?.profitFils ?? 0,
  }));
}

/** When the sales last changed, for the dashboard cache's version (read from the index). */
export const storeSalesVersion = sql<string>`(select max(${storeSales.updatedAt}) from ${storeSales})::text`;

/**
 * Each order's KWD total as fixed at its payment (src/shared/revenue.ts): the sum of its sales,
 * refunded or not, for the accountant's export. An unpaid order has none.
 */
export async function kwdAtPaymentOfOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: storeSales.orderId,
      fils: sql<string>`sum(${storeSales.priceFils} + ${storeSales.shippingPaidFils})`,
    })
    .from(storeSales)
    .where(inArray(storeSales.orderId, [...orderIds]))
    .groupBy(storeSales.orderId);
  return new Map(rows.flatMap((row) => (row.orderId ? [[row.orderId, Number(row.fils)]] : [])));
}

/**
 * The kept sales of each of the shop's days from `from` to `to` (both "YYYY-MM-DD", Kuwait's days),
 * one grouped read by the partial index: the Reports page's figures (issue 28). An order's lines are
 * one sale; a sale staff recorded in the shop is one too.
 */
export async function salesByShopDay(db: Db, from: string, to: string): Promise<Map<string, SalesSums>> {
  const day = sql<string>`to_char(${storeSales.soldAt} at time zone 'UTC' + interval '${sql.raw(String(shopUtcOffsetMinutes))} minutes', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      revenueFils: revenueSum,
      profitFils: profitSum,
      costedRevenueFils:
        sql<number>`coalesce(sum(${storeSales.priceFils} + ${storeSales.shippingPaidFils}) filter (where ${storeSales.netProfitFils} is not null), 0)`.mapWith(
          Number,
        ),
      sales:
        sql<number>`count(distinct ${storeSales.orderId}) + count(*) filter (where ${storeSales.orderId} is null)`.mapWith(
          Number,
        ),
    })
    .from(storeSales)
    .where(and(kept, gte(storeSales.soldAt, shopDayStart(from)), lt(storeSales.soldAt, shopDayStart(to, 1))))
    .groupBy(day);
  return new Map(rows.map(({ day: key, ...sums }) => [key, sums]));
}
