import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type OrderStatus, revenueStatuses } from "../../../shared/orders";
import type { Db } from "../../db/client";
import { orders } from "./orders.schema";

/**
 * What the Customers page (issue 10) reads of a customer's orders. A checkout that expired unpaid
 * was never an order the customer placed; the money kept is that of paid, shipped and delivered
 * orders (the revenue statuses), never pending, cancelled or refunded.
 */
const kept = sql.raw(`(${revenueStatuses.map((status) => `'${status}'`).join(", ")})`);

/**
 * Per account, an aggregate over its own orders only (orders_user_idx), joined as
 * `.leftJoin(customerOrderFigures(userId), sql\`true\`)` and read through `customerOrderColumns`.
 */
export function customerOrderFigures(userId: AnyPgColumn): SQL {
  return sql`lateral (
    select count(*) filter (where o.status <> 'expired')::int as orders_count,
           coalesce(sum(o.total_cents) filter (where o.status in ${kept}), 0)::bigint as spent
    from ${orders} as o where o.user_id = ${userId}
  ) as customer_orders`;
}

export const customerOrderColumns = {
  ordersCount: sql<number>`customer_orders.orders_count`.mapWith(Number),
  totalSpentCents: sql<number>`customer_orders.spent`.mapWith(Number),
};

/**
 * The accounts with an order whose money the shop kept, once each, joined as
 * `.leftJoin(keptOrderBuyers(), sql\`${keptOrderBuyerId} = userId\`)`: one hash join over the
 * orders instead of a lookup per account.
 */
export function keptOrderBuyers(): SQL {
  return sql`(select distinct o.user_id from ${orders} as o where o.user_id is not null and o.status in ${kept}) as kept_buyers`;
}

export const keptOrderBuyerId = sql`kept_buyers.user_id`;

/** A customer's orders, newest first, for their page. */
export async function listCustomerOrders(db: Db, userId: string, limit: number) {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, "expired")))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
  }));
}
