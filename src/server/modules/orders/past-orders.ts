import { sql } from "drizzle-orm";
import { formatOrderNumber } from "../../../shared/orders";
import { type Db, queryRows } from "../../db/client";
import { getListingSummaries } from "../catalog/catalog.service";
import { orderEvents, orderLines, orders } from "./orders.schema";

/** A sale the shop made before it ran on Mizan: one watch, bought by a guest, and where it got to. */
export interface PastOrder {
  listingId: string;
  email: string;
  firstName: string;
  lastName: string;
  language: "en" | "ar";
  shippingAddress: Record<string, string>;
  status: "paid" | "shipped" | "delivered";
  /** What the buyer paid, in US cents (a sold watch may have gone below its listed price). */
  priceCents: number;
  paidAt: Date;
  carrier?: string;
  trackingNumber?: string;
}

const day = 86_400_000;

/**
 * Writes past sales as the orders they were (the demo shop's sold watches, so the back office's
 * Orders page has a history): the line as the watch is listed, its whole timeline, each step a
 * few days after the last. The watches and store items are already sold; nothing else moves.
 * Answers each listing's order, so the sales history can name it.
 */
export async function recordPastOrders(tx: Db, sales: readonly PastOrder[]): Promise<Map<string, string>> {
  const orderOfListing = new Map<string, string>();
  const cards = await getListingSummaries(
    tx,
    sales.map((sale) => sale.listingId),
  );
  for (const sale of sales) {
    const card = cards.get(sale.listingId)?.card;
    if (!card) continue;
    const [next] = await queryRows<{ seq: string }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('orders', 'seq'))::text as seq`,
    );
    const seq = Number(next?.seq);
    const placedAt = new Date(sale.paidAt.getTime() - 3 * 60_000);
    // Each step a few days after the last, never later than now.
    const after = (days: number) => new Date(Math.min(sale.paidAt.getTime() + days * day, Date.now()));
    const shippedAt = sale.status === "paid" ? null : after(1);
    const deliveredAt = sale.status === "delivered" ? after(4) : null;
    const [order] = await tx
      .insert(orders)
      .values({
        seq,
        orderNumber: formatOrderNumber(seq),
        status: sale.status,
        email: sale.email,
        firstName: sale.firstName,
        lastName: sale.lastName,
        phone: sale.shippingAddress.phone ?? null,
        shippingAddress: sale.shippingAddress,
        subtotalCents: sale.priceCents,
        totalCents: sale.priceCents,
        paymentProvider: "test",
        paymentReference: `pi_demo_${seq}`,
        language: sale.language,
        carrier: shippedAt ? (sale.carrier ?? null) : null,
        trackingNumber: shippedAt ? (sale.trackingNumber ?? null) : null,
        paidAt: sale.paidAt,
        shippedAt,
        deliveredAt,
        createdAt: placedAt,
        updatedAt: deliveredAt ?? shippedAt ?? sale.paidAt,
      })
      .returning({ id: orders.id });
    if (!order) continue;
    orderOfListing.set(sale.listingId, order.id);
    await tx.insert(orderLines).values({
      orderId: order.id,
      listingId: sale.listingId,
      title: card.title,
      slug: card.slug,
      brand: card.brand,
      model: card.model,
      reference: card.reference,
      imageUrl: card.image?.url ?? null,
      unitPriceCents: sale.priceCents,
      quantity: 1,
      lineTotalCents: sale.priceCents,
    });
    const steps: { from: string | null; to: string; actor: string; at: Date | null }[] = [
      { from: null, to: "pending", actor: "customer", at: placedAt },
      { from: "pending", to: "paid", actor: "provider", at: sale.paidAt },
      { from: "paid", to: "shipped", actor: "admin", at: shippedAt },
      { from: "shipped", to: "delivered", actor: "admin", at: deliveredAt },
    ];
    await tx.insert(orderEvents).values(
      steps.flatMap((step) =>
        step.at
          ? [
              {
                orderId: order.id,
                fromStatus: step.from,
                toStatus: step.to,
                actor: step.actor,
                at: step.at,
              },
            ]
          : [],
      ),
    );
  }
  return orderOfListing;
}
