import { and, eq } from "drizzle-orm";
import { convert } from "../../../shared/money";
import { canTransition, type OrderDto, type OrderStatus } from "../../../shared/orders";
import type { Db } from "../../db/client";
import { removePurchasedLines } from "../cart/cart.service";
import { markListingSold, releaseListing, storeItemsOfListings } from "../catalog/listing-stock";
import { markStoreItemSold, markStoreItemsShipped, undoStoreItemSales } from "../inventory/inventory.service";
import { getExchangeRates } from "../settings/settings.service";
import { orderEvents, orderLines, orders } from "./orders.schema";

export type OrderRow = typeof orders.$inferSelect;

/** Who moved an order: the shopper, staff, the payment provider or the shop itself (the sweep). */
export interface Actor {
  actor: "customer" | "admin" | "provider" | "system";
  userId?: string | null;
  note?: string | null;
}

/** When each status was reached, kept on the order beside its timeline. */
const reachedAt: Partial<Record<OrderStatus, keyof OrderRow>> = {
  paid: "paidAt",
  shipped: "shippedAt",
  delivered: "deliveredAt",
  cancelled: "cancelledAt",
  expired: "cancelledAt",
  refunded: "refundedAt",
};

/**
 * Moves an order from `from` to `to` with one conditional write (the single place statuses change,
 * by the shared transition table) and records the step on its timeline. Answers the updated order,
 * or undefined when the order was no longer in `from`: another instance, event or click got there
 * first, and nothing is changed twice.
 */
export async function moveOrder(
  tx: Db,
  order: Pick<OrderRow, "id" | "status">,
  to: OrderStatus,
  by: Actor,
  changes: Partial<Pick<OrderRow, "paymentReference" | "carrier" | "trackingNumber">> = {},
): Promise<OrderRow | undefined> {
  const from = order.status as OrderStatus;
  if (!canTransition(from, to)) return undefined;
  const stamp = reachedAt[to];
  const [updated] = await tx
    .update(orders)
    .set({ status: to, ...changes, ...(stamp ? { [stamp]: new Date() } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning();
  if (!updated) return undefined;
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    actor: by.actor,
    actorUserId: by.userId ?? null,
    note: by.note ?? null,
  });
  return updated;
}

async function linesOf(tx: Db, orderId: string) {
  return tx
    .select({
      listingId: orderLines.listingId,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

/**
 * pending → paid and everything a payment means: the watch sold (its page kept, marked sold), a
 * linked store item sold at the order's price in KWD with its net profit, the watch out of the
 * buyer's cart. All in the caller's transaction, so a crash leaves all of it or none.
 */
export async function markOrderPaid(
  tx: Db,
  order: OrderRow,
  by: Actor,
  paymentReference: string | undefined,
): Promise<OrderRow | undefined> {
  const paid = await moveOrder(tx, order, "paid", by, {
    paymentReference: paymentReference ?? order.paymentReference,
  });
  if (!paid) return undefined;
  const lines = await linesOf(tx, order.id);
  const saleDate = paid.paidAt ?? new Date();
  for (const line of lines) {
    if (!line.listingId) continue;
    const sold = await markListingSold(tx, line.listingId);
    if (sold?.inventoryId) {
      await markStoreItemSold(tx, sold.inventoryId, {
        soldPriceFils: convert(line.unitPriceCents, "USD", "KWD", await getExchangeRates(tx)),
        saleDate,
      });
    }
  }
  if (order.cartId) {
    await removePurchasedLines(
      tx,
      order.cartId,
      lines.flatMap((line) => (line.listingId ? [line.listingId] : [])),
    );
  }
  return paid;
}

/**
 * The store items an order sold follow it: shipped with its shipment, and back in stock with no
 * sale when it is refunded (the listing stays off sale: an admin reactivates it, issue 10).
 */
export async function followStoreItems(tx: Db, order: Pick<OrderRow, "id" | "status">): Promise<void> {
  if (order.status !== "shipped" && order.status !== "refunded") return;
  const listingIds = (await linesOf(tx, order.id)).flatMap((line) =>
    line.listingId ? [line.listingId] : [],
  );
  const items = await storeItemsOfListings(tx, listingIds);
  if (order.status === "shipped") await markStoreItemsShipped(tx, items);
  else await undoStoreItemSales(tx, items);
}

/** pending → expired or cancelled: the reservation is given back to the shop. */
export async function releaseOrder(
  tx: Db,
  order: Pick<OrderRow, "id" | "status">,
  to: "expired" | "cancelled",
  by: Actor,
): Promise<OrderRow | undefined> {
  const released = await moveOrder(tx, order, to, by);
  if (!released) return undefined;
  for (const line of await linesOf(tx, order.id)) {
    if (line.listingId) await releaseListing(tx, line.listingId, line.quantity);
  }
  return released;
}

/** What the provider charged when it was not USD (KNET: KWD in fils), as the order keeps it. */
export function chargeOf(order: Pick<OrderRow, "chargeCurrency" | "chargeAmountMinor">): OrderDto["charge"] {
  return order.chargeCurrency === "KWD" && order.chargeAmountMinor !== null
    ? { currency: "KWD", amountMinor: order.chargeAmountMinor }
    : null;
}

/**
 * Releases a pending order in a transaction of its own, its row locked first; answers the
 * released order, or undefined when it was no longer pending (paid, or released by another).
 */
export async function releasePendingOrder(
  db: Db,
  orderId: string,
  to: "expired" | "cancelled",
  by: Actor,
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    return locked ? releaseOrder(tx, locked, to, by) : undefined;
  });
}

/** The order, locked for the rest of the transaction so two events for it are applied one by one. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}
