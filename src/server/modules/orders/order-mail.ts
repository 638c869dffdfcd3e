import { addressFields, latinAddressFields } from "../../../shared/address-fields";
import type { OrderCertificateDto } from "../../../shared/certificates";
import { countryName } from "../../../shared/countries";
import { currencyOfCountry, type DisplayRateDto } from "../../../shared/display-currencies";
import { fillIn, type Language } from "../../../shared/i18n";
import { formatMoney } from "../../../shared/money";
import type { DisplayedCurrency } from "../../../shared/orders";
import type { MailKind } from "../../../shared/outbox-schemas";
import { trackingUrl } from "../../../shared/tracking";
import type { MailMessage } from "../../providers/mail/mail";
import { composeMail, escapeHtml } from "../../providers/mail/mail-layout";
import { currentMailPrices, type MailPrices, priceWriter } from "../../providers/mail/mail-prices";
import { currencyWords, type MailTexts, mailTexts } from "../../providers/mail/mail-texts";
import { certificateMailBlock } from "../certificates/certificate-mail";
import { noticeNote } from "../staff/staff-mail";
import type { NoticeRecipient } from "../staff/staff-notifications";

/** What the order e-mails show of an order. */
export interface MailedOrder {
  id: string;
  orderNumber: string;
  email: string;
  language: Language;
  totalCents: number;
  shippingCents: number;
  /** Issue 31: the deposit paid earlier and credited, shown as "Deposit paid −$X". */
  depositCents?: number;
  charge: { currency: "KWD"; amountMinor: number } | null;
  /** The currency the buyer read prices in at checkout, and its rate; null on older orders. */
  displayed: DisplayedCurrency | null;
  shippingAddress: Record<string, string> | null;
  lines: { title: string; imageUrl: string | null; quantity: number; lineTotalCents: number }[];
  carrier?: string | null;
  trackingNumber?: string | null;
  /** Issue 31: the certificates of authenticity the payment issued, linked from the confirmation. */
  certificates?: OrderCertificateDto[];
}

/**
 * Issue 30: the buyer's mails show the order's amounts in the currency the buyer read its prices
 * in at checkout, at the rate they read them (the order keeps both), beside the amount charged;
 * in dollars when they read dollars. An order placed before the shop kept that (migration 0034)
 * reads in the currency of the country it ships to, when the shop has a current rate for it (a
 * parcel to Riyadh reads riyals), else in dollars: the same for every mail of the order.
 */
export function mailPricesOf(
  order: Pick<MailedOrder, "shippingAddress" | "displayed">,
  rates: readonly DisplayRateDto[],
): MailPrices | undefined {
  if (order.displayed) {
    const { currency, rate } = order.displayed;
    return currency === "USD" ? undefined : { currency, rate };
  }
  return currentMailPrices(currencyOfCountry(order.shippingAddress?.country), rates);
}

/** One labelled part of the address ("Block: 10"); the name on the parcel goes first, unlabelled. */
interface AddressPart {
  label?: string;
  value: string;
  latin?: boolean;
}

/**
 * The address as the courier reads it, every part named in the reader's language (a bare "10"
 * above "12" says nothing of which is the block and which the house), in the order the site shows.
 */
function addressParts(address: Record<string, string> | null, language: Language): AddressPart[] {
  if (!address) return [];
  const labels = mailTexts(language).order.addressParts;
  const part = (key: keyof typeof labels, value: string | undefined): AddressPart[] =>
    value ? [{ label: labels[key], value, latin: latinAddressFields.has(key) }] : [];
  return [
    ...(address.fullName ? [{ value: address.fullName }] : []),
    ...addressFields.flatMap((key) => part(key, address[key])),
    ...part("country", address.country ? countryName(address.country, language) : undefined),
    ...part("phone", address.phone),
  ];
}

const addressText = (part: AddressPart) => (part.label ? `${part.label}: ${part.value}` : part.value);

function addressHtml(part: AddressPart): string {
  const value = `<bdi${part.latin ? ' dir="ltr"' : ""}>${escapeHtml(part.value)}</bdi>`;
  return part.label ? `${escapeHtml(part.label)}: ${value}` : value;
}

interface Tracking {
  url: string;
  label: string;
}

/** The carrier's tracking page when the carrier is one we know; none for a courier we do not. */
function tracking(order: MailedOrder, language: Language): Tracking | undefined {
  const url = trackingUrl(order.carrier, order.trackingNumber);
  if (!url) return undefined;
  return { url, label: fillIn(mailTexts(language).order.track, { carrier: order.carrier ?? "" }) };
}

/** The order's lines, totals and address as e-mail HTML rows; Latin names isolated inside Arabic. */
function orderBlock(
  order: MailedOrder,
  language: Language,
  absolute: (path: string) => string,
  track?: Tracking,
  prices?: MailPrices,
): string {
  const w = mailTexts(language).order;
  const price = priceWriter(language, prices);
  const rows = order.lines
    .map((line) => {
      const image = line.imageUrl
        ? `<img src="${escapeHtml(absolute(line.imageUrl))}" alt="" width="64" height="64" style="object-fit:cover;border:1px solid #e6dcc6">`
        : "";
      return `<tr><td style="padding:8px 0;width:72px">${image}</td><td style="padding:8px"><bdi>${escapeHtml(line.title)}</bdi><br><span style="color:#6b6358">${w.quantity}: ${line.quantity}</span></td><td style="padding:8px;white-space:nowrap" dir="ltr">${price(line.lineTotalCents)}</td></tr>`;
    })
    .join("");
  const shipping = order.shippingCents === 0 ? w.free : price(order.shippingCents);
  const chargedAmount = order.charge
    ? formatMoney(order.charge.amountMinor, "KWD", { decimals: 3 })
    : prices
      ? formatMoney(order.totalCents, "USD")
      : undefined;
  const charged = chargedAmount
    ? `<tr><td></td><td style="padding:4px 8px">${w.charged}</td><td dir="ltr" style="padding:4px 8px">${chargedAmount}</td></tr>`
    : "";
  const converted = prices
    ? `<p style="color:#6b6358;font-size:13px">${escapeHtml(fillIn(w.converted, { currency: currencyWords(language).inCurrency[prices.currency] }))}</p>`
    : "";
  const address = addressParts(order.shippingAddress, language).map(addressHtml).join("<br>");
  return `${track ? `<p><a href="${escapeHtml(track.url)}" style="color:#14110f">${escapeHtml(track.label)}</a></p>` : ""}<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">${rows}
<tr><td></td><td style="padding:4px 8px">${w.shipping}</td><td style="padding:4px 8px">${shipping}</td></tr>${
    order.depositCents
      ? `\n<tr><td></td><td style="padding:4px 8px">${w.depositPaid}</td><td dir="ltr" style="padding:4px 8px">\u2212${price(order.depositCents)}</td></tr>`
      : ""
  }
<tr><td></td><td style="padding:4px 8px"><strong>${w.total}</strong></td><td dir="ltr" style="padding:4px 8px"><strong>${price(order.totalCents)}</strong></td></tr>${charged}</table>
${converted}${address ? `<p><strong>${w.shipTo}</strong><br>${address}</p>` : ""}`;
}

function orderText(order: MailedOrder, language: Language, track?: Tracking, prices?: MailPrices): string {
  const w = mailTexts(language).order;
  const price = priceWriter(language, prices);
  const lines = order.lines.map(
    (line) => `- ${line.title} × ${line.quantity}: ${price(line.lineTotalCents)}`,
  );
  const charged = order.charge
    ? [`${w.charged}: ${formatMoney(order.charge.amountMinor, "KWD", { decimals: 3 })}`]
    : prices
      ? [`${w.charged}: ${formatMoney(order.totalCents, "USD")}`]
      : [];
  const converted = prices
    ? [fillIn(w.converted, { currency: currencyWords(language).inCurrency[prices.currency] })]
    : [];
  const shipping = order.shippingCents === 0 ? w.free : price(order.shippingCents);
  const address = addressParts(order.shippingAddress, language).map(addressText);
  return [
    ...(track ? [`${track.label}:`, track.url, ""] : []),
    ...lines,
    `${w.shipping}: ${shipping}`,
    ...(order.depositCents ? [`${w.depositPaid}: \u2212${price(order.depositCents)}`] : []),
    `${w.total}: ${price(order.totalCents)}`,
    ...charged,
    ...converted,
    ...(address.length > 0 ? ["", `${w.shipTo}:`, ...address] : []),
  ].join("\n");
}

/** What the buyer paid, as they were charged: KWD for KNET, else the order's USD total. */
function amountPaid(order: MailedOrder): string {
  return order.charge
    ? formatMoney(order.charge.amountMinor, "KWD", { decimals: 3 })
    : formatMoney(order.totalCents, "USD");
}

/** The buyer's mail of each change of their order, by the words it takes from mail.json. */
const buyerWords = {
  "order-confirmation": "orderConfirmed",
  "order-shipped": "orderShipped",
  "order-cancelled": "orderCancelled",
  "order-refunded": "orderRefunded",
} as const satisfies Partial<Record<MailKind, keyof MailTexts>>;

export type BuyerOrderMail = keyof typeof buyerWords;

const absoluteTo = (publicUrl: string) => (path: string) =>
  path.startsWith("http") ? path : `${publicUrl}${path}`;

/**
 * One e-mail to the buyer about their order, in the language they ordered in: its own subject,
 * title and sentences above the order's lines and labelled address (and, once shipped with a
 * carrier we know, the link to its tracking page); the amounts in `prices`' currency when given,
 * beside the amount charged (issue 30).
 */
export function buyerOrderMessage(
  kind: BuyerOrderMail,
  order: MailedOrder,
  publicUrl: string,
  prices?: MailPrices,
): MailMessage {
  const texts = mailTexts(order.language);
  const words = texts[buyerWords[kind]];
  const values = {
    number: order.orderNumber,
    carrier: order.carrier ?? "",
    tracking: order.trackingNumber ?? "",
    amount: amountPaid(order),
  };
  const track = kind === "order-shipped" ? tracking(order, order.language) : undefined;
  const certificates =
    kind === "order-confirmation"
      ? certificateMailBlock(order.certificates, order.language, publicUrl)
      : { html: "", text: "" };
  return composeMail({
    to: order.email,
    kind,
    language: order.language,
    subject: fillIn(words.subject, values),
    title: words.title,
    paragraphs: words.paragraphs.map((line) => fillIn(line, values)),
    details: {
      html: orderBlock(order, order.language, absoluteTo(publicUrl), track, prices) + certificates.html,
      text: [orderText(order, order.language, track, prices), certificates.text].filter(Boolean).join("\n\n"),
    },
    action: { label: texts.order.viewOrder, url: `${publicUrl}/account?lang=${order.language}` },
  });
}

/**
 * Tells a staff member who chose it (or, with nobody, the shop's contact address, in English) that
 * an order was paid and waits to be shipped, in their own language (issue 28).
 */
export function newOrderMessage(
  order: MailedOrder,
  recipient: NoticeRecipient,
  publicUrl: string,
): MailMessage {
  const language = recipient.language;
  const words = mailTexts(language).newOrder;
  const values = {
    number: order.orderNumber,
    amount: amountPaid(order),
    name: order.shippingAddress?.fullName ?? order.email,
    email: order.email,
  };
  return composeMail({
    to: recipient.email,
    kind: "new-order",
    language,
    subject: fillIn(words.subject, values),
    title: words.title,
    paragraphs: words.paragraphs.map((line) => fillIn(line, values)),
    details: { html: orderBlock(order, language, absoluteTo(publicUrl)), text: orderText(order, language) },
    note: noticeNote(recipient),
    action: { label: words.action, url: `${publicUrl}/admin/orders/${order.id}?lang=${language}` },
  });
}
