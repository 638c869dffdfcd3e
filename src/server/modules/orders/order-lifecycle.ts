import { and, eq } from "drizzle-orm";
import { isDisplayCurrency } from "../../../shared/display-currencies";
import { convert, rateScale } from "../../../shared/money";
import { canTransition, type OrderDto, type OrderEventNote, type OrderStatus } from "../../../shared/orders";
import { orderSales } from "../../../shared/revenue";
import type { Db } from "../../db/client";
import { removePurchasedLines } from "../cart/cart.service";
import { markListingSold, releaseListing, storeItemsOfListings } from "../catalog/listing-stock";
import type { CertificateKey } from "../certificates/certificate-key";
import { issueCertificates } from "../certificates/certificates.service";
import { convertHold, keepWatchWithHold } from "../holds/hold-lifecycle";
import {
  markStoreItemsShipped,
  recordOrderSale,
  releaseStoreItem,
  restockRefundedOrder,
} from "../inventory/inventory.service";
import { getExchangeRates } from "../settings/settings.service";
import { orderEvents, orderLines, orders } from "./orders.schema";

export type OrderRow = typeof orders.$inferSelect;

/** Who moved an order: the shopper, staff, the payment provider or the shop itself (the sweep). */
export interface Actor {
  actor: "customer" | "admin" | "provider" | "system";
  userId?: string | null;
  note?: OrderEventNote | null;
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
      lineTotalCents: orderLines.lineTotalCents,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

/**
 * pending → paid and everything a payment means: the watch sold (its page kept, marked sold), each
 * line a sale in the store's history with the KWD the order is worth now, the moment of payment
 * (src/shared/revenue.ts), a linked store item sold with its net profit, the watch out of the
 * buyer's cart, and a signed certificate for each inspected watch (issue 31). All in the caller's
 * transaction, so a crash leaves all of it or none.
 */
export async function markOrderPaid(
  tx: Db,
  order: OrderRow,
  by: Actor,
  paymentReference: string | undefined,
  certificateKey: CertificateKey,
): Promise<OrderRow | undefined> {
  const paid = await moveOrder(tx, order, "paid", by, {
    paymentReference: paymentReference ?? order.paymentReference,
  });
  if (!paid) return undefined;
  // Issue 31: the deposit or offer this order paid ends with it, in the same transaction.
  if (paid.holdId) await convertHold(tx, paid.holdId, paid.id);
  const lines = await linesOf(tx, order.id);
  const soldAt = paid.paidAt ?? new Date();
  const charge = chargeOf(paid);
  const rates = await getExchangeRates(tx);
  // Issue 31: a hold's order sells its watch for the deposit paid earlier and this balance together.
  const deposit = paid.depositCents;
  const amounts = orderSales(
    {
      ...paid,
      lines,
      totalCents: paid.totalCents + deposit,
      chargeFils: charge ? charge.amountMinor + convert(deposit, "USD", "KWD", rates) : null,
    },
    rates,
  );
  for (const [index, line] of lines.entries()) {
    const sold = line.listingId ? await markListingSold(tx, line.listingId) : undefined;
    const sale = amounts[index];
    if (sale) {
      await recordOrderSale(tx, { ...sale, itemId: sold?.inventoryId ?? null, orderId: order.id, soldAt });
    }
  }
  await issueCertificates(tx, certificateKey, {
    orderId: order.id,
    paidAt: soldAt,
    listingIds: lines.flatMap((line) => (line.listingId ? [line.listingId] : [])),
  });
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
 * The store items an order sold follow it: shipped with its shipment, and back in stock when it is
 * refunded, its sales kept in the history as refunded (the listing stays off sale: an admin
 * reactivates it, issue 10).
 */
export async function followStoreItems(tx: Db, order: Pick<OrderRow, "id" | "status">): Promise<void> {
  if (order.status === "refunded") return restockRefundedOrder(tx, order.id);
  if (order.status !== "shipped") return;
  const listingIds = (await linesOf(tx, order.id)).flatMap((line) =>
    line.listingId ? [line.listingId] : [],
  );
  await markStoreItemsShipped(tx, await storeItemsOfListings(tx, listingIds));
}

/**
 * pending → expired or cancelled: the reservation is given back to the shop, its store items too;
 * a hold's order leaves its watch with the hold (issue 31).
 */
export async function releaseOrder(
  tx: Db,
  order: Pick<OrderRow, "id" | "status">,
  to: "expired" | "cancelled",
  by: Actor,
): Promise<OrderRow | undefined> {
  const released = await moveOrder(tx, order, to, by);
  if (!released) return undefined;
  // Issue 31: an order paying a hold never took the watch; the hold keeps it.
  if (released.holdId) {
    await keepWatchWithHold(tx, released.holdId);
    return released;
  }
  const listingIds: string[] = [];
  for (const line of await linesOf(tx, order.id)) {
    if (!line.listingId) continue;
    await releaseListing(tx, line.listingId, line.quantity);
    listingIds.push(line.listingId);
  }
  for (const itemId of await storeItemsOfListings(tx, listingIds)) await releaseStoreItem(tx, itemId);
  return released;
}

/** What the provider charged when it was not USD (KNET: KWD in fils), as the order keeps it. */
export function chargeOf(order: Pick<OrderRow, "chargeCurrency" | "chargeAmountMinor">): OrderDto["charge"] {
  return order.chargeCurrency === "KWD" && order.chargeAmountMinor !== null
    ? { currency: "KWD", amountMinor: order.chargeAmountMinor }
    : null;
}

/** The currency the buyer read the order in (issue 30), or null when the order predates the record. */
export function displayedOf(order: Pick<OrderRow, "displayCurrency" | "displayRate">): OrderDto["displayed"] {
  if (!isDisplayCurrency(order.displayCurrency)) return null;
  if (order.displayCurrency === "USD") return { currency: "USD", rate: rateScale };
  return order.displayRate ? { currency: order.displayCurrency, rate: order.displayRate } : null;
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
