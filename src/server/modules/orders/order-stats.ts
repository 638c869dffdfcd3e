import { sql } from "drizzle-orm";
import { type OrderStatsDto, type OrderStatus, orderStatuses, revenueStatuses } from "../../../shared/orders";
import { shopMonthStartOf } from "../../../shared/shop-time";
import type { Db } from "../../db/client";
import { summarizeSales } from "../inventory/store-sales";
import { orders } from "./orders.schema";

const kept = sql.raw(`(${revenueStatuses.map((status) => `'${status}'`).join(", ")})`);

const countOf = (status: OrderStatus) =>
  sql<number>`count(*) filter (where ${orders.status} = ${status})::int`;

/**
 * The Orders page's cards: a count per status and the USD kept (paid, shipped, delivered) all time
 * and since this month began, by when each order was paid, in one aggregate over the orders; the
 * KWD revenue is the shop's one revenue (src/shared/revenue.ts) over the orders' sales, the same
 * sum the dashboard makes.
 */
export async function summarizeOrders(db: Db, now = new Date()): Promise<OrderStatsDto> {
  const monthStart = shopMonthStartOf(now);
  const [[row], month, allTime] = await Promise.all([
    db
      .select({
        counts: sql<Record<OrderStatus, number>>`json_build_object(${sql.join(
          orderStatuses.map((status) => sql`${status}::text, ${countOf(status)}`),
          sql`, `,
        )})`,
        // Issue 31: a hold's order brought in its deposit too.
        allTimeCents: sql<string>`coalesce(sum(${orders.totalCents} + ${orders.depositCents}) filter (where ${orders.status} in ${kept}), 0)`,
        monthCents: sql<string>`coalesce(sum(${orders.totalCents} + ${orders.depositCents}) filter (where ${orders.status} in ${kept} and ${orders.paidAt} >= ${monthStart.toISOString()}), 0)`,
      })
      .from(orders),
    summarizeSales(db, { since: monthStart, ordersOnly: true }),
    summarizeSales(db, { ordersOnly: true }),
  ]);
  const counts = Object.fromEntries(
    orderStatuses.map((status) => [status, Number(row?.counts?.[status] ?? 0)]),
  ) as Record<OrderStatus, number>;
  const monthCents = Number(row?.monthCents ?? 0);
  const allTimeCents = Number(row?.allTimeCents ?? 0);
  return {
    counts,
    total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    revenue: {
      monthCents,
      allTimeCents,
      monthFils: month.revenueFils,
      allTimeFils: allTime.revenueFils,
    },
    monthStart: monthStart.toISOString(),
  };
}
