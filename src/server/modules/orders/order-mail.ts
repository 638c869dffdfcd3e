import { countryName } from "../../../shared/countries";
import type { Language } from "../../../shared/i18n";
import { formatMoney } from "../../../shared/money";
import type { MailMessage } from "../../providers/mail/mail";
import { escapeHtml, mailLayout } from "../../providers/mail/mail-layout";

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

/** The words of the order e-mails in both languages: a shopper reads the one they checked out in. */
const words = {
  en: {
    confirmedSubject: (n: string) => `Your Mizan order ${n} is confirmed`,
    confirmedTitle: "Thank you for your order",
    confirmedLines: (n: string) => [
      `Your payment was received and order ${n} is confirmed.`,
      "Your watch will be shipped within 2-3 business days. We will e-mail you its tracking number.",
    ],
    shippedSubject: (n: string) => `Your Mizan order ${n} is on its way`,
    shippedTitle: "Your watch is on its way",
    shippedLines: (n: string, carrier: string, tracking: string) => [
      `Order ${n} has been shipped with ${carrier}.`,
      `Tracking number: ${tracking}`,
    ],
    total: "Total",
    shipping: "Shipping",
    free: "Free",
    charged: "Charged",
    shipTo: "Shipping to",
    quantity: "Qty",
    viewOrder: "View your order",
  },
  ar: {
    confirmedSubject: (n: string) => `تم تأكيد طلبك ${n} من ميزان`,
    confirmedTitle: "شكراً لطلبك",
    confirmedLines: (n: string) => [
      `تم استلام دفعتك وتأكيد الطلب ${n}.`,
      "سيتم شحن ساعتك خلال 2-3 أيام عمل. سنرسل إليك رقم التتبع بالبريد الإلكتروني.",
    ],
    shippedSubject: (n: string) => `طلبك ${n} من ميزان في الطريق إليك`,
    shippedTitle: "ساعتك في الطريق إليك",
    shippedLines: (n: string, carrier: string, tracking: string) => [
      `تم شحن الطلب ${n} عبر ${carrier}.`,
      `رقم التتبع: ${tracking}`,
    ],
    total: "المجموع",
    shipping: "الشحن",
    free: "مجاني",
    charged: "المبلغ المدفوع",
    shipTo: "عنوان الشحن",
    quantity: "الكمية",
    viewOrder: "عرض طلبك",
  },
} as const;

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
  const w = words[order.language];
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
  return `<table style="width:100%;border-collapse:collapse;margin:16px 0">${rows}
<tr><td></td><td style="padding:4px 8px">${w.shipping}</td><td style="padding:4px 8px">${shipping}</td></tr>
<tr><td></td><td style="padding:4px 8px"><strong>${w.total}</strong></td><td dir="ltr" style="padding:4px 8px"><strong>${formatMoney(order.totalCents, "USD")}</strong></td></tr>${charged}</table>
${address ? `<p><strong>${w.shipTo}</strong><br>${address}</p>` : ""}`;
}

function orderText(order: MailedOrder): string {
  const w = words[order.language];
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
  mail: { kind: string; subject: string; title: string; lines: string[] },
): MailMessage {
  const absolute = (path: string) => (path.startsWith("http") ? path : `${publicUrl}${path}`);
  const url = `${publicUrl}/account?lang=${order.language}`;
  return {
    to: order.email,
    kind: mail.kind,
    subject: mail.subject,
    text: `${mail.lines.join("\n\n")}\n\n${orderText(order)}\n\n${url}`,
    html: mailLayout(
      mail.title,
      mail.lines,
      { label: words[order.language].viewOrder, url },
      { language: order.language, blockHtml: orderBlock(order, absolute) },
    ),
  };
}

/** spec: storefront /payment-success — the confirmation: number, lines, total, address, 2-3 days. */
export function orderConfirmationMessage(order: MailedOrder, publicUrl: string): MailMessage {
  const w = words[order.language];
  return orderMessage(order, publicUrl, {
    kind: "order-confirmation",
    subject: w.confirmedSubject(order.orderNumber),
    title: w.confirmedTitle,
    lines: w.confirmedLines(order.orderNumber),
  });
}

/** Sent when staff ship an order: the carrier and the tracking number. */
export function orderShippedMessage(order: MailedOrder, publicUrl: string): MailMessage {
  const w = words[order.language];
  return orderMessage(order, publicUrl, {
    kind: "order-shipped",
    subject: w.shippedSubject(order.orderNumber),
    title: w.shippedTitle,
    lines: w.shippedLines(order.orderNumber, order.carrier ?? "", order.trackingNumber ?? ""),
  });
}
