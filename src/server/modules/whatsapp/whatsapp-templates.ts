import { fillIn, type Language } from "../../../shared/i18n";
import arWords from "../../../shared/locales/ar/whatsapp.json";
import enWords from "../../../shared/locales/en/whatsapp.json";
import { formatMoney } from "../../../shared/money";
import { watchPath } from "../../../shared/paths";
import { convertedNote, type MailPrices, priceWriter } from "../../providers/mail/mail-prices";
import { mailTexts } from "../../providers/mail/mail-texts";
import type { AlertNotice } from "../alerts/alert-channels";
import { watchPriceLine } from "../alerts/alert-mail";
import type { WhatsAppNotice } from "./whatsapp-messages";

/**
 * Issue 30: the values of each approved template, in order ({{1}}, {{2}}, …), in the shopper's
 * language. The templates' own sentences live in the shop's WhatsApp Business account (Meta
 * approves them, in English and Arabic); these are the facts they carry, as plain text, with
 * amounts written by money.ts as the e-mails write them:
 *
 * - number_confirmation: code
 * - order_confirmed: order number, amount charged (after the total in the buyer's currency, when
 *   they read another), the order's page
 * - order_shipped: order number, carrier and tracking number, the carrier's tracking page (else the order's)
 * - checkout_reminder: order number, the watches still to be had, the watch's page (else the cart)
 * - search_alert: the search in a few words, the new watches (prices in the shopper's currency,
 *   then the line saying they are converted), the watch's page (else the alerts page)
 * - favourite_alert: the watches' news (as the search's), the watch's page (else the alerts page)
 */
type Words = typeof enWords & Partial<Record<string, string>>;
const dictionaries: Record<Language, Words> = { en: enWords, ar: arWords };

/** "Rolex GMT-Master II and 2 more watches", with the language's plural form. */
export function watchesInWords(first: string, count: number, language: Language): string {
  if (count <= 1) return first;
  const more = count - 1;
  const words = dictionaries[language];
  const form = new Intl.PluralRules(language).select(more);
  const text = words[`moreWatches_${form}`] ?? words.moreWatches_other;
  return fillIn(text, { first, count: String(more) });
}

const watchUrl = (publicUrl: string, slug: string, language: Language) =>
  `${publicUrl}${watchPath(slug)}?lang=${language}`;

/**
 * A saved search's alert or digest, or a favourite's news, from the same facts as its e-mail: the
 * first watch's title and price (or news) in the shopper's currency, and, when converted, the
 * e-mail's line saying so, in the same value (a template's values are single lines).
 */
export function alertTemplate(notice: AlertNotice, publicUrl: string): WhatsAppNotice | undefined {
  const [first] = notice.watches;
  if (!first) return undefined;
  const { language } = notice;
  const line = `${first.title}: ${watchPriceLine(first, language, notice.prices)}`;
  const listed = watchesInWords(line, notice.watches.length, language);
  const note = convertedNote(language, notice.prices);
  const watches = note ? `${listed} · ${note}` : listed;
  const link =
    notice.watches.length === 1
      ? watchUrl(publicUrl, first.slug, language)
      : (notice.links.manage ?? notice.links.unsubscribePage);
  return notice.kind === "favorite-alert"
    ? { template: "favourite_alert", values: [watches, link] }
    : { template: "search_alert", values: [notice.search ?? "", watches, link] };
}

/** What an order's messages tell of it. */
export interface WhatsAppOrder {
  id: string;
  orderNumber: string;
  totalCents: number;
  charge: { currency: "KWD"; amountMinor: number } | null;
  carrier: string | null;
  trackingNumber: string | null;
}

const orderUrl = (publicUrl: string, order: WhatsAppOrder, language: Language) =>
  `${publicUrl}/account/orders/${encodeURIComponent(order.orderNumber)}?lang=${language}`;

/** What the buyer paid, as they were charged: KWD for KNET, else the order's USD total (as the e-mail says). */
function amountCharged(order: WhatsAppOrder): string {
  return order.charge
    ? formatMoney(order.charge.amountMinor, "KWD", { decimals: 3 })
    : formatMoney(order.totalCents, "USD");
}

/**
 * The order's total as its confirmation mail gives it (issue 30): in the currency the buyer read
 * (`prices`, order-mail.ts `mailPricesOf`), then what was charged; the amount charged alone for a
 * buyer who read dollars.
 */
function amountTold(order: WhatsAppOrder, language: Language, prices: MailPrices | undefined): string {
  if (!prices) return amountCharged(order);
  const total = priceWriter(language, prices)(order.totalCents);
  return `${total} (${mailTexts(language).order.charged}: ${amountCharged(order)})`;
}

export function orderConfirmedTemplate(
  order: WhatsAppOrder,
  language: Language,
  publicUrl: string,
  prices?: MailPrices,
): WhatsAppNotice {
  return {
    template: "order_confirmed",
    values: [order.orderNumber, amountTold(order, language, prices), orderUrl(publicUrl, order, language)],
    reference: order.id,
  };
}

export function orderShippedTemplate(
  order: WhatsAppOrder,
  language: Language,
  publicUrl: string,
  trackingPage: string | null,
): WhatsAppNotice {
  return {
    template: "order_shipped",
    values: [
      order.orderNumber,
      [order.carrier, order.trackingNumber].filter(Boolean).join(" "),
      trackingPage ?? orderUrl(publicUrl, order, language),
    ],
    reference: order.id,
  };
}

export function checkoutReminderTemplate(
  order: Pick<WhatsAppOrder, "id" | "orderNumber">,
  watches: readonly { slug: string; title: string }[],
  language: Language,
  publicUrl: string,
): WhatsAppNotice | undefined {
  const [first] = watches;
  if (!first) return undefined;
  return {
    template: "checkout_reminder",
    values: [
      order.orderNumber,
      watchesInWords(first.title, watches.length, language),
      watches.length === 1 ? watchUrl(publicUrl, first.slug, language) : `${publicUrl}/cart?lang=${language}`,
    ],
    reference: order.id,
  };
}
