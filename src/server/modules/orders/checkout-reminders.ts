import { and, eq, gt, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { fillIn, isLanguage, type Language } from "../../../shared/i18n";
import { watchPath } from "../../../shared/paths";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { Mailer, MailMessage } from "../../providers/mail/mail";
import { composeMail, escapeHtml } from "../../providers/mail/mail-layout";
import { type MailPrices, priceWriter, withConvertedNote } from "../../providers/mail/mail-prices";
import { mailTexts } from "../../providers/mail/mail-texts";
import { getListingSummaries, type ListingSummary } from "../catalog/catalog.service";
import { getDisplayRates } from "../settings/exchange-rates";
import type { ShopperWhatsApp } from "../whatsapp/whatsapp-messages";
import { checkoutReminderTemplate } from "../whatsapp/whatsapp-templates";
import { displayedOf } from "./order-lifecycle";
import { mailPricesOf } from "./order-mail";
import { checkoutReminders, orderLines, orders } from "./orders.schema";

/**
 * Issue 30, the abandoned checkout: a shopper who reached the payment page and left is reminded
 * once, when their checkout is still unpaid this long after it began or its hold ran out.
 */
export const checkoutReminderDelayMs = 60 * 60_000;
/** A checkout older than this is not reminded of any more. */
const reminderWindowMs = 2 * 86_400_000;
/** Checkouts one sweep looks at; the next takes the rest. */
const batchSize = 50;

export interface CheckoutReminderDeps {
  db: Db;
  mailer: Mailer;
  /** Issue 30: the buyer's confirmed WhatsApp number hears it too; absent, nothing goes there. */
  whatsApp?: ShopperWhatsApp;
  log: Logger;
  publicUrl: string;
}

type OrderRow = typeof orders.$inferSelect;

/** A watch of the checkout the shopper can still have: held for them, or for sale again. */
function isStillAvailable(order: OrderRow, summary: ListingSummary | undefined): boolean {
  if (!summary) return false;
  if (summary.card.isAvailable) return true;
  // Their own checkout's hold keeps the last piece for them while it lasts.
  return order.status === "pending" && summary.card.reservedUntil !== null;
}

/**
 * The reminder, its prices in the currency the shopper read at checkout at the rate they read
 * (issue 30: as the order's own mails, order-mail.ts), with the line saying they are converted.
 */
function reminderMessage(
  order: OrderRow,
  watches: { slug: string; title: string; priceCents: number }[],
  publicUrl: string,
  prices: MailPrices | undefined,
): MailMessage {
  const language: Language = isLanguage(order.language) ? order.language : "en";
  const words = mailTexts(language).checkoutReminder;
  const price = priceWriter(language, prices);
  const link = (slug: string) => `${publicUrl}${watchPath(slug)}?lang=${language}`;
  const rows = watches
    .map(
      (watch) =>
        `<tr><td style="padding:8px 0"><a href="${escapeHtml(link(watch.slug))}" style="color:#14110f"><bdi>${escapeHtml(watch.title)}</bdi></a></td><td style="padding:8px;white-space:nowrap" dir="ltr">${price(watch.priceCents)}</td></tr>`,
    )
    .join("");
  const text = watches
    .map((watch) => `- ${watch.title}: ${price(watch.priceCents)}\n  ${link(watch.slug)}`)
    .join("\n");
  const [only] = watches;
  const action =
    watches.length === 1 && only
      ? { label: words.action, url: link(only.slug) }
      : { label: words.actionCart, url: `${publicUrl}/cart?lang=${language}` };
  return composeMail({
    to: order.email,
    kind: "checkout-reminder",
    language,
    subject: words.subject,
    title: words.title,
    paragraphs: words.paragraphs.map((line) => fillIn(line, { number: order.orderNumber })),
    details: withConvertedNote(
      {
        html: `<table role="presentation" style="width:100%;border-collapse:collapse;margin:8px 0 16px">${rows}</table>`,
        text,
      },
      language,
      prices,
    ),
    action,
    note: words.note,
  });
}

/**
 * Sends the abandoned checkouts' reminders (issue 30): each checkout whose shopper ticked the
 * reminder, still unpaid an hour on or whose hold ran out, the shopper's latest checkout, with a
 * watch still to be had. The reminder's row is inserted before the mail is written, and its key is
 * the order: a checkout is reminded once at most, whichever instance's sweep gets there first. A
 * checkout whose watches are all gone gets none (and is looked at again while it is recent: a
 * watch another checkout held may come back).
 */
export async function sendCheckoutReminders(deps: CheckoutReminderDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const candidates = await db
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.reminderConsentAt),
        gt(orders.createdAt, new Date(now.getTime() - reminderWindowMs)),
        or(
          and(
            eq(orders.status, "pending"),
            lt(orders.createdAt, new Date(now.getTime() - checkoutReminderDelayMs)),
          ),
          eq(orders.status, "expired"),
        ),
        sql`not exists (select 1 from ${checkoutReminders} r where r.order_id = ${orders.id})`,
        // A shopper who came back and checked out again is reminded of nothing older.
        sql`not exists (select 1 from ${orders} later where lower(later.email) = lower(${orders.email}) and later.created_at > ${orders.createdAt})`,
      ),
    )
    .orderBy(orders.createdAt)
    .limit(batchSize);
  if (candidates.length === 0) return 0;
  const lines = await db
    .select({ orderId: orderLines.orderId, listingId: orderLines.listingId })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        candidates.map((order) => order.id),
      ),
    );
  const [summaries, rates] = await Promise.all([
    getListingSummaries(
      db,
      lines.flatMap((line) => (line.listingId ? [line.listingId] : [])),
    ),
    getDisplayRates(db, now),
  ]);
  let sent = 0;
  for (const order of candidates) {
    const watches = lines
      .filter((line) => line.orderId === order.id && line.listingId)
      .map((line) => summaries.get(line.listingId as string))
      .filter((summary) => isStillAvailable(order, summary))
      .map((summary) => ({
        slug: summary?.card.slug ?? "",
        title: summary?.card.title ?? "",
        priceCents: summary?.card.priceCents ?? 0,
      }));
    if (watches.length === 0) continue;
    const [claimed] = await db
      .insert(checkoutReminders)
      .values({ orderId: order.id, sentAt: now })
      .onConflictDoNothing()
      .returning({ orderId: checkoutReminders.orderId });
    if (!claimed) continue;
    try {
      const prices = mailPricesOf({ ...order, displayed: displayedOf(order) }, rates);
      await deps.mailer.send(reminderMessage(order, watches, deps.publicUrl, prices));
      sent += 1;
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, "a checkout reminder could not be written");
    }
    // Issue 30: the same one reminder on WhatsApp, when the buyer's account confirmed a number.
    if (order.userId)
      await deps.whatsApp?.sendToAccount(order.userId, (language) =>
        checkoutReminderTemplate(order, watches, language, deps.publicUrl),
      );
  }
  if (sent > 0) deps.log.info({ sent }, "reminded shoppers of unpaid checkouts");
  return sent;
}

/** Runs the reminders every minute in this instance; the timer never keeps the process alive. */
export function scheduleCheckoutReminders(deps: CheckoutReminderDeps, everyMs = 60_000) {
  const run = () =>
    sendCheckoutReminders(deps).catch((error) => deps.log.warn({ err: error }, "checkout reminders failed"));
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
