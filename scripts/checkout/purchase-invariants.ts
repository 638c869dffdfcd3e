import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../src/server/db/client";

/**
 * The purchase invariants, read from the database itself: every applied payment on exactly one
 * paid order, no order paid twice, and for every watch stock + reserved + sold equal to what it
 * started with (`originals`; listings not in it are not checked).
 */
export async function verifyPurchases(db: Db, originals: Map<string, number>) {
  const problems: string[] = [];
  const applied = await queryRows<{
    event: string;
    order_id: string | null;
    status: string | null;
    paid: string;
  }>(
    db,
    sql`select pe.provider_event_id as event, pe.order_id, o.status,
          (select count(*) from payment_events other
            where other.order_id = pe.order_id and other.outcome = 'applied'
              and other.type in ('checkout.session.completed', 'checkout.session.async_payment_succeeded'))::text as paid
        from payment_events pe left join orders o on o.id = pe.order_id
        where pe.outcome = 'applied'
          and pe.type in ('checkout.session.completed', 'checkout.session.async_payment_succeeded')`,
  );
  for (const row of applied) {
    if (row.status !== "paid")
      problems.push(`applied payment ${row.event} on an order that is ${row.status}`);
    if (row.paid !== "1") problems.push(`order ${row.order_id} has ${row.paid} applied payments`);
  }
  const twice = await queryRows<{ order_id: string; n: string }>(
    db,
    sql`select order_id, count(*)::text as n from order_events where to_status = 'paid'
        group by order_id having count(*) > 1`,
  );
  for (const row of twice) problems.push(`order ${row.order_id} was paid ${row.n} times`);
  const stock = await queryRows<{
    id: string;
    stock: number;
    reserved: string;
    sold: string;
    paid_orders: string;
  }>(
    db,
    sql`select l.id, l.stock,
          coalesce(sum(ol.quantity) filter (where o.status = 'pending'), 0)::text as reserved,
          coalesce(sum(ol.quantity) filter (where o.status in ('paid', 'shipped', 'delivered', 'refunded')), 0)::text as sold,
          count(*) filter (where o.status = 'paid')::text as paid_orders
        from listings l
        left join order_lines ol on ol.listing_id = l.id
        left join orders o on o.id = ol.order_id
        group by l.id, l.stock`,
  );
  for (const row of stock) {
    const original = originals.get(row.id);
    if (original === undefined) continue;
    const accounted = row.stock + Number(row.reserved) + Number(row.sold);
    if (accounted !== original)
      problems.push(
        `listing ${row.id}: stock ${row.stock} + reserved ${row.reserved} + sold ${row.sold} = ${accounted}, started with ${original}`,
      );
    if (Number(row.paid_orders) > 1)
      problems.push(`listing ${row.id} sold in ${row.paid_orders} paid orders`);
  }
  const [paid] = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from orders where status = 'paid'`,
  );
  return { problems, applied: applied.length, paidOrders: Number(paid?.n ?? 0) };
}
