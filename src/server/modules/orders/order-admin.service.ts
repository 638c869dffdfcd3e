import { AppError, refusal } from "../../../shared/errors";
import type { BulkShipResultDto } from "../../../shared/order-schemas";
import type { AdminOrderDto, AdminTransition, OrderStatus } from "../../../shared/orders";
import { canTransition } from "../../../shared/orders";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { Mailer } from "../../providers/mail/mail";
import type { Payments } from "../../providers/payments/create-payments";
import { PaymentProviderError } from "../../providers/payments/payments";
import { recordAudit } from "../audit/audit.service";
import type { ShopperWhatsApp } from "../whatsapp/whatsapp-messages";
import { closeProviderSession } from "./checkout.service";
import {
  chargeOf,
  followStoreItems,
  lockOrder,
  moveOrder,
  type OrderRow,
  releaseOrder,
} from "./order-lifecycle";
import { announceOrderChange } from "./order-notices";
import { findOrder, toAdminOrderDto } from "./orders.service";

export interface OrderAdminDeps {
  db: Db;
  payments: Payments;
  mailer: Mailer;
  /** Issue 30: the buyer's confirmed WhatsApp number hears it too; absent, nothing goes there. */
  whatsApp?: ShopperWhatsApp;
  log: Logger;
  publicUrl: string;
}

const illegal = (from: string, to: string) =>
  refusal("CONFLICT", "ILLEGAL_TRANSITION", `An order that is ${from} cannot become ${to}`, { from, to });

/** Gives a paid order's money back through the provider that took it, before the order says so. */
async function refundAtProvider(deps: OrderAdminDeps, order: OrderRow): Promise<void> {
  const provider = deps.payments.get(order.paymentProvider);
  if (!provider || !order.paymentReference)
    throw new AppError("PAYMENT_FAILED", "This order's payment cannot be refunded here");
  const charge = chargeOf(order);
  try {
    await provider.refund({
      paymentReference: order.paymentReference,
      amountMinor: charge ? charge.amountMinor : order.totalCents,
      currency: charge ? charge.currency : "USD",
    });
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, "refund refused by the provider");
    throw new AppError(
      "PAYMENT_FAILED",
      error instanceof PaymentProviderError ? "The payment provider refused the refund" : "The refund failed",
    );
  }
}

/**
 * Staff move an order along the shared transition table: ship (carrier and tracking number),
 * deliver, cancel an unpaid one (its watches released), refund a paid one through its provider;
 * the buyer is told of each by e-mail once it is committed. An illegal step answers 409; each step
 * is audited in its own transaction.
 */
export async function transitionOrder(
  deps: OrderAdminDeps,
  input: {
    orderId: string;
    to: AdminTransition;
    adminId: string;
    carrier?: string;
    trackingNumber?: string;
    ip?: string;
  },
): Promise<AdminOrderDto> {
  const before = await findOrder(deps.db, input.orderId);
  if (!before) throw refusal("NOT_FOUND", "ORDER_NOT_FOUND", "Order not found");
  const from = before.status as OrderStatus;
  if (!canTransition(from, input.to)) throw illegal(from, input.to);
  if (input.to === "refunded") await refundAtProvider(deps, before);
  if (input.to === "cancelled" && !(await closeProviderSession(deps, before))) throw illegal(from, input.to);
  const by = { actor: "admin" as const, userId: input.adminId };
  const after = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || order.status !== from) return undefined;
    const moved =
      input.to === "cancelled"
        ? await releaseOrder(tx, order, "cancelled", by)
        : await moveOrder(
            tx,
            order,
            input.to,
            by,
            input.to === "shipped" ? { carrier: input.carrier, trackingNumber: input.trackingNumber } : {},
          );
    if (moved) {
      await followStoreItems(tx, moved);
      await recordAudit(tx, {
        actorUserId: input.adminId,
        action: `order.${input.to}`,
        entityType: "order",
        entityId: order.id,
        label: order.orderNumber,
        before: { status: order.status, carrier: order.carrier, trackingNumber: order.trackingNumber },
        after: { status: moved.status, carrier: moved.carrier, trackingNumber: moved.trackingNumber },
        ip: input.ip,
      });
    }
    return moved;
  });
  if (!after) throw illegal(from, input.to);
  await announceOrderChange(deps, after.id, after.status as OrderStatus);
  return toAdminOrderDto(deps.db, after);
}

/**
 * Issue 28: several paid orders shipped at once. Each goes through `transitionOrder` on its own
 * (its transaction, its audit entry, the buyer's e-mail), so one already moved by someone else is
 * reported and the others still ship.
 */
export async function shipOrders(
  deps: OrderAdminDeps,
  input: {
    shipments: { id: string; carrier: string; trackingNumber: string }[];
    adminId: string;
    ip?: string;
  },
): Promise<BulkShipResultDto> {
  const result: BulkShipResultDto = { shipped: [], skipped: [] };
  for (const shipment of input.shipments) {
    try {
      const order = await transitionOrder(deps, {
        orderId: shipment.id,
        to: "shipped",
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        adminId: input.adminId,
        ip: input.ip,
      });
      result.shipped.push(order.orderNumber);
    } catch (error) {
      const reason = error instanceof AppError ? error.detail?.reason : undefined;
      if (reason !== "ILLEGAL_TRANSITION" && reason !== "ORDER_NOT_FOUND") throw error;
      const found = await findOrder(deps.db, shipment.id);
      result.skipped.push({ id: shipment.id, orderNumber: found?.orderNumber ?? null, reason });
    }
  }
  return result;
}
