import type { OrderStatus } from "../../../shared/orders";
import { trackingUrl } from "../../../shared/tracking";
import type { Db } from "../../db/client";
import { getDisplayRates } from "../settings/exchange-rates";
import type { ShopperWhatsApp } from "../whatsapp/whatsapp-messages";
import { orderConfirmedTemplate, orderShippedTemplate } from "../whatsapp/whatsapp-templates";
import { chargeOf, displayedOf } from "./order-lifecycle";
import { mailPricesOf } from "./order-mail";
import { findOrder } from "./orders.service";

/**
 * Issue 30: a paid order's confirmation and its shipping with tracking, on WhatsApp too, when its
 * buyer's account has a confirmed number (a guest's order has no account, so no number). Sent in
 * the language the shopper chose for WhatsApp, the total in the currency they read at checkout. Like the e-mails, called once by the writer that
 * moved the order, after it committed; a message that cannot be sent is recorded and logged
 * (whatsapp-messages.ts) and changes nothing of the order.
 */
export async function announceOrderOnWhatsApp(
  deps: { db: Db; whatsApp?: ShopperWhatsApp; publicUrl: string },
  orderId: string,
  status: OrderStatus,
): Promise<void> {
  const { whatsApp } = deps;
  if (!whatsApp?.isAvailable || (status !== "paid" && status !== "shipped")) return;
  const order = await findOrder(deps.db, orderId);
  if (!order?.userId) return;
  const told = { ...order, charge: chargeOf(order) };
  // Issue 30: the total in the currency the buyer read, as every mail of the order gives it.
  const prices =
    status === "paid"
      ? mailPricesOf({ ...order, displayed: displayedOf(order) }, await getDisplayRates(deps.db))
      : undefined;
  await whatsApp.sendToAccount(order.userId, (language) =>
    status === "paid"
      ? orderConfirmedTemplate(told, language, deps.publicUrl, prices)
      : orderShippedTemplate(
          told,
          language,
          deps.publicUrl,
          trackingUrl(order.carrier, order.trackingNumber),
        ),
  );
}
