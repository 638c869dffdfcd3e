import { countryName } from "../../../shared/countries";
import type { Language } from "../../../shared/i18n";
import { formatMoney } from "../../../shared/money";
import type { MailMessage } from "../../providers/mail/mail";
import { composeMail, escapeHtml } from "../../providers/mail/mail-layout";
import { fillIn, mailTexts } from "../../providers/mail/mail-texts";

/** What the order e-mails show of an order. */
export interface MailedOrder {
  orderNumber: string;
  email: string;
  language: Language;
  totalCents: number;
  shippingCents: number;
  charge: { currency: "KWD"; amountMinor: number } | null;
  shippingAddress: Record<string, string> | null;
  lines: { title: string; imageUrl: string | null; quantity: number; lineTotalCents: number }[];
  carrier?: string | null;
  trackingNumber?: string | null;
}

const addressOrder = [
  "fullName",
  "building",
  "apartment",
  "street",
  "avenue",
  "block",
  "area",
  "line1",
  "line2",
  "city",
  "region",
  "postalCode",
];

function addressLines(address: Record<string, string> | null, language: Language): string[] {
  if (!address) return [];
  const parts = addressOrder.flatMap((key) => (address[key] ? [address[key]] : []));
  return [...parts, countryName(address.country ?? "", language), address.phone ?? ""].filter(Boolean);
}

/** The order's lines, totals and address as e-mail HTML rows; Latin names isolated inside Arabic. */
function orderBlock(order: MailedOrder, absolute: (path: string) => string): string {
  const w = mailTexts(order.language).order;
  const rows = order.lines
    .map((line) => {
      const image = line.imageUrl
        ? `<img src="${escapeHtml(absolute(line.imageUrl))}" alt="" width="64" height="64" style="object-fit:cover;border:1px solid #e6dcc6">`
        : "";
      return `<tr><td style="padding:8px 0;width:72px">${image}</td><td style="padding:8px"><bdi>${escapeHtml(line.title)}</bdi><br><span style="color:#6b6358">${w.quantity}: ${line.quantity}</span></td><td style="padding:8px;white-space:nowrap" dir="ltr">${formatMoney(line.lineTotalCents, "USD")}</td></tr>`;
    })
    .join("");
  const shipping = order.shippingCents === 0 ? w.free : formatMoney(order.shippingCents, "USD");
  const charged = order.charge
    ? `<tr><td></td><td style="padding:4px 8px">${w.charged}</td><td dir="ltr" style="padding:4px 8px">${formatMoney(order.charge.amountMinor, "KWD", { decimals: 3 })}</td></tr>`
    : "";
  const address = addressLines(order.shippingAddress, order.language)
    .map((line) => `<bdi>${escapeHtml(line)}</bdi>`)
    .join("<br>");
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">${rows}
<tr><td></td><td style="padding:4px 8px">${w.shipping}</td><td style="padding:4px 8px">${shipping}</td></tr>
<tr><td></td><td style="padding:4px 8px"><strong>${w.total}</strong></td><td dir="ltr" style="padding:4px 8px"><strong>${formatMoney(order.totalCents, "USD")}</strong></td></tr>${charged}</table>
${address ? `<p><strong>${w.shipTo}</strong><br>${address}</p>` : ""}`;
}

function orderText(order: MailedOrder): string {
  const w = mailTexts(order.language).order;
  const lines = order.lines.map(
    (line) => `- ${line.title} × ${line.quantity}: ${formatMoney(line.lineTotalCents, "USD")}`,
  );
  const charged = order.charge
    ? [`${w.charged}: ${formatMoney(order.charge.amountMinor, "KWD", { decimals: 3 })}`]
    : [];
  const shipping = order.shippingCents === 0 ? w.free : formatMoney(order.shippingCents, "USD");
  const address = addressLines(order.shippingAddress, order.language);
  return [
    ...lines,
    `${w.shipping}: ${shipping}`,
    `${w.total}: ${formatMoney(order.totalCents, "USD")}`,
    ...charged,
    ...(address.length > 0 ? ["", `${w.shipTo}:`, ...address] : []),
  ].join("\n");
}

/** One order e-mail: its own title, subject and sentences above the order's lines and address. */
function orderMessage(
  order: MailedOrder,
  publicUrl: string,
  kind: "order-confirmation" | "order-shipped",
): MailMessage {
  const texts = mailTexts(order.language);
  const words = kind === "order-confirmation" ? texts.orderConfirmed : texts.orderShipped;
  const values = {
    number: order.orderNumber,
    carrier: order.carrier ?? "",
    tracking: order.trackingNumber ?? "",
  };
  const absolute = (path: string) => (path.startsWith("http") ? path : `${publicUrl}${path}`);
  return composeMail({
    to: order.email,
    kind,
    language: order.language,
    subject: fillIn(words.subject, values),
    title: words.title,
    paragraphs: words.paragraphs.map((line) => fillIn(line, values)),
    details: { html: orderBlock(order, absolute), text: orderText(order) },
    action: { label: texts.order.viewOrder, url: `${publicUrl}/account?lang=${order.language}` },
  });
}

/** spec: storefront /payment-success — the confirmation: number, lines, total, address, 2-3 days. */
export function orderConfirmationMessage(order: MailedOrder, publicUrl: string): MailMessage {
  return orderMessage(order, publicUrl, "order-confirmation");
}

/** Sent when staff ship an order: the carrier and the tracking number. */
export function orderShippedMessage(order: MailedOrder, publicUrl: string): MailMessage {
  return orderMessage(order, publicUrl, "order-shipped");
}
