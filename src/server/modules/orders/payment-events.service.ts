import { eq } from "drizzle-orm";
import type { OrderEventFlag, OrderStatus, StatedAmount } from "../../../shared/orders";
import type { Db } from "../../db/client";
import type { PurchaseLane } from "../../http/purchase-lane";
import type { Logger } from "../../logger";
import type { Mailer } from "../../providers/mail/mail";
import type { PaymentEvent } from "../../providers/payments/payments";
import type { CertificateKey } from "../certificates/certificate-key";
import { announceHoldChange } from "../holds/hold-notices";
import { applyHoldPaymentEvent } from "../holds/hold-payments";
import type { ShopperWhatsApp } from "../whatsapp/whatsapp-messages";
import {
  type Actor,
  chargeOf,
  followStoreItems,
  lockOrder,
  markOrderPaid,
  moveOrder,
  type OrderRow,
  releaseOrder,
} from "./order-lifecycle";
import { announceOrderChange } from "./order-notices";
import { orderEvents, orders, paymentEvents } from "./orders.schema";

export interface PaymentEventDeps {
  db: Db;
  lane: PurchaseLane;
  mailer: Mailer;
  /** Issue 30: the buyer's confirmed WhatsApp number hears it too; absent, nothing goes there. */
  whatsApp?: ShopperWhatsApp;
  log: Logger;
  publicUrl: string;
  /** Issue 31: signs the certificates of the inspected watches a payment sells. */
  certificateKey: CertificateKey;
}

/**
 * What an event did: changed an order, changed nothing (already done), named no order we know, or
 * stated other money than its order's (kept unpaid and flagged for staff).
 */
export type EventOutcome = "applied" | "ignored" | "duplicate" | "unmatched" | "mismatch";

/** The status an applied event leaves its order in: what the buyer (and shop) are told of, once. */
const reached = {
  paid: "paid",
  failed: "cancelled",
  expired: "expired",
  refunded: "refunded",
} as const satisfies Record<Exclude<PaymentEvent["outcome"], "none">, OrderStatus>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const provider: Actor = { actor: "provider" };

/** The order an event is about: by our id when the provider carries it, else by its session or payment. */
async function orderIdOf(tx: Db, event: PaymentEvent): Promise<string | undefined> {
  if (event.orderId && uuidPattern.test(event.orderId)) return event.orderId;
  const key = event.sessionId
    ? eq(orders.paymentSessionId, event.sessionId)
    : event.paymentReference
      ? eq(orders.paymentReference, event.paymentReference)
      : undefined;
  if (!key) return undefined;
  const [row] = await tx.select({ id: orders.id }).from(orders).where(key);
  return row?.id;
}

/** A payment for an order whose reservation was already released: staff must refund or fulfil it. */
async function noteLatePayment(tx: Db, order: OrderRow, deps: PaymentEventDeps, event: PaymentEvent) {
  deps.log.error(
    { orderId: order.id, status: order.status, eventId: event.eventId },
    "payment received for an order that was no longer pending: refund or fulfil it by hand",
  );
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actor: "provider",
    flag: { code: "LATE_PAYMENT", reference: event.paymentReference ?? event.eventId },
  });
}

/** The money an order's payment must take: its charge when not USD (KNET: KWD in fils), else its total. */
function amountDue(order: OrderRow): StatedAmount {
  return chargeOf(order) ?? { currency: order.currency, amountMinor: order.totalCents };
}

const sameAmount = (due: StatedAmount, stated: StatedAmount | undefined) =>
  stated !== undefined && stated.currency === due.currency && stated.amountMinor === due.amountMinor;

/**
 * A verified event stating other money than the order's (a tampered session, a mis-set charge):
 * the order stays unpaid and its timeline asks staff to refund or settle the payment by hand.
 */
async function flagMismatch(tx: Db, order: OrderRow, deps: PaymentEventDeps, event: PaymentEvent) {
  const flag: OrderEventFlag = {
    code: "PAYMENT_MISMATCH",
    expected: amountDue(order),
    received: event.amount ?? null,
    reference: event.paymentReference ?? event.eventId,
  };
  deps.log.error(
    { orderId: order.id, eventId: event.eventId, expected: flag.expected, received: flag.received },
    "payment event states another amount than its order: not marked paid, settle it by hand",
  );
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actor: "provider",
    flag,
  });
}

/**
 * pending → paid, only for the order's own money: the one door both a payment and a refund that
 * overtook it go through.
 */
async function payPending(
  tx: Db,
  order: OrderRow,
  event: PaymentEvent,
  deps: PaymentEventDeps,
): Promise<OrderRow | "mismatch" | undefined> {
  if (!sameAmount(amountDue(order), event.amount)) {
    await flagMismatch(tx, order, deps, event);
    return "mismatch";
  }
  return markOrderPaid(tx, order, provider, event.paymentReference, deps.certificateKey);
}

/** Applies one event's meaning to a locked order; answers what it did. */
async function apply(
  tx: Db,
  order: OrderRow,
  event: PaymentEvent,
  deps: PaymentEventDeps,
): Promise<"applied" | "ignored" | "mismatch"> {
  const done = (changed: unknown) => (changed ? "applied" : "ignored");
  switch (event.outcome) {
    case "paid": {
      if (order.status !== "pending") {
        if (order.status === "expired" || order.status === "cancelled")
          await noteLatePayment(tx, order, deps, event);
        return "ignored";
      }
      const paid = await payPending(tx, order, event, deps);
      return paid === "mismatch" ? paid : done(paid);
    }
    case "failed":
    case "expired":
      return done(
        await releaseOrder(tx, order, event.outcome === "failed" ? "cancelled" : "expired", provider),
      );
    case "refunded": {
      // A refund can arrive before the payment's own event: the money was taken, so the order
      // was paid first; the late "completed" then finds nothing left to do.
      const paid = order.status === "pending" ? await payPending(tx, order, event, deps) : order;
      if (paid === "mismatch") return paid;
      if (!paid) return "ignored";
      const refunded = await moveOrder(tx, paid, "refunded", provider);
      if (refunded) await followStoreItems(tx, refunded);
      return done(refunded);
    }
    case "none":
      return "ignored";
  }
}

/**
 * The one handler of every provider's events (issue 8). Each event is stored once under its
 * provider's id, in the same transaction as its effect: a duplicate, replayed or out-of-order event
 * changes nothing twice, and a crash leaves either both or neither. The order row is locked while
 * an event is applied, so concurrent deliveries for one order take turns.
 */
export async function handlePaymentEvent(deps: PaymentEventDeps, event: PaymentEvent): Promise<EventOutcome> {
  const result = await deps.lane.run(() => applyOnce(deps, event));
  if (result.outcome === "applied" && result.orderId && event.outcome !== "none") {
    await announceOrderChange(deps, result.orderId, reached[event.outcome]);
  }
  if (result.outcome === "applied" && result.hold?.status) {
    await announceHoldChange(deps, result.hold.id, result.hold.status);
  }
  return result.outcome;
}

/** The event stored and applied in one transaction (see handlePaymentEvent). */
function applyOnce(deps: PaymentEventDeps, event: PaymentEvent) {
  return deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({
        provider: event.provider,
        providerEventId: event.eventId,
        type: event.type,
        payload: event.payload as object,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored) return { outcome: "duplicate" as EventOutcome, orderId: undefined, hold: undefined };
    const orderId = await orderIdOf(tx, event);
    const order = orderId ? await lockOrder(tx, orderId) : undefined;
    if (!order) {
      // Issue 31: an event that names no order may be a deposit's.
      const held = await applyHoldPaymentEvent(tx, event, deps.log);
      await tx
        .update(paymentEvents)
        .set({ holdId: held.holdId ?? null, processedAt: new Date(), outcome: held.outcome })
        .where(eq(paymentEvents.id, stored.id));
      const hold = held.holdId ? { id: held.holdId, status: held.status } : undefined;
      return { outcome: held.outcome as EventOutcome, orderId: undefined, hold };
    }
    const outcome: EventOutcome = await apply(tx, order, event, deps);
    await tx
      .update(paymentEvents)
      .set({ orderId: order.id, processedAt: new Date(), outcome })
      .where(eq(paymentEvents.id, stored.id));
    return { outcome, orderId: order.id, hold: undefined };
  });
}
