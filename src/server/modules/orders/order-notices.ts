import type { OrderStatus } from "../../../shared/orders";
import { lowStockThreshold } from "../../../shared/staff-notifications";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { Mailer, MailMessage } from "../../providers/mail/mail";
import { countListingsForSale } from "../catalog/listing-stock";
import { getDisplayRates } from "../settings/exchange-rates";
import { getStoreSettings } from "../settings/settings.service";
import { lowStockMessage } from "../staff/staff-mail";
import { notifyStaff } from "../staff/staff-notifications";
import type { ShopperWhatsApp } from "../whatsapp/whatsapp-messages";
import {
  type BuyerOrderMail,
  buyerOrderMessage,
  type MailedOrder,
  mailPricesOf,
  newOrderMessage,
} from "./order-mail";
import { announceOrderOnWhatsApp } from "./order-whatsapp";
import { mailedOrder } from "./orders.service";

export interface OrderNoticeDeps {
  db: Db;
  mailer: Mailer;
  /** Issue 30: the buyer's confirmed WhatsApp number hears it too; absent, nothing goes there. */
  whatsApp?: ShopperWhatsApp;
  log: Logger;
  publicUrl: string;
}

/** The buyer's mail for each status their order can be moved to by the shop or its provider. */
const buyerMail: Partial<Record<OrderStatus, BuyerOrderMail>> = {
  paid: "order-confirmation",
  shipped: "order-shipped",
  cancelled: "order-cancelled",
  refunded: "order-refunded",
};

/**
 * A sale that takes the shop below `lowStockThreshold` watches for sale tells the staff who chose
 * it, once: when this order's watches were the ones that crossed the line, not at every sale below.
 */
async function announceLowStock(deps: OrderNoticeDeps, order: MailedOrder): Promise<void> {
  const left = await countListingsForSale(deps.db);
  const sold = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  if (left >= lowStockThreshold || left + sold < lowStockThreshold) return;
  await notifyStaff(deps, "lowStock", (to) =>
    lowStockMessage(to, {
      count: left,
      threshold: lowStockThreshold,
      orderNumber: order.orderNumber,
      publicUrl: deps.publicUrl,
    }),
  );
}

/**
 * Tells the buyer (and, for a new paid order, the staff who chose it, else the shop's contact
 * address) that an
 * order reached `status`. Called once by the writer that moved it, after its transaction
 * committed, so a change applied once is announced once. A mail that cannot be written is logged
 * and never undoes or fails the change it announces. Not called when the buyer moved the order
 * themselves (a checkout they replaced) or when it expired unpaid: nothing happened they must learn.
 */
export async function announceOrderChange(
  deps: OrderNoticeDeps,
  orderId: string,
  status: OrderStatus,
): Promise<void> {
  const kind = buyerMail[status];
  if (!kind) return;
  try {
    const order = await mailedOrder(deps.db, orderId);
    if (!order) return;
    // Issue 30: the buyer reads the amounts in the currency they read the shop in (order-mail.ts).
    const prices = mailPricesOf(order, await getDisplayRates(deps.db));
    await sendLogged(deps, buyerOrderMessage(kind, order, deps.publicUrl, prices), orderId);
    if (status === "paid") {
      const { contactEmail } = await getStoreSettings(deps.db);
      await notifyStaff(
        deps,
        "newPaidOrder",
        (to) => newOrderMessage(order, to, deps.publicUrl),
        contactEmail,
      );
      await announceLowStock(deps, order);
    }
  } catch (error) {
    deps.log.error({ err: error, orderId, status }, "the order's e-mails could not be written");
  }
  // Issue 30: and to the buyer's confirmed WhatsApp number, whatever became of the e-mails.
  await announceOrderOnWhatsApp(deps, orderId, status).catch((error: unknown) =>
    deps.log.error({ err: error, orderId, status }, "the order's WhatsApp message could not be sent"),
  );
}

/** One mail sent, or its failure logged: the buyer's mail failing does not keep the shop's back. */
async function sendLogged(deps: OrderNoticeDeps, message: MailMessage, orderId: string): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.log.error({ err: error, orderId, kind: message.kind }, "an order e-mail could not be written");
  }
}
