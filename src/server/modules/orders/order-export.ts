import { and, desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { toCsv, usdCell } from "../../http/csv";
import { kwdCell } from "../inventory/inventory-csv";
import { kwdAtPaymentOfOrders } from "../inventory/store-sales";
import { orders } from "./orders.schema";
import { type AdminOrderFilter, adminOrderConditions, customerNameOf, linesOf } from "./orders.service";

/** One export holds at most this many orders, newest first; a narrower range reads the rest. */
export const maxExportedOrders = 20_000;

const header = [
  "Order number",
  "Placed",
  "Paid",
  "Status",
  "Buyer",
  "Buyer e-mail",
  "Country",
  "Lines",
  "Subtotal (USD)",
  "Shipping (USD)",
  "Total (USD)",
  "Total at payment (KWD)",
  "Payment provider",
  "Carrier",
  "Tracking number",
  "Shipped",
  "Delivered",
  "Refunded",
  "Refunded (USD)",
] as const;

/**
 * Issue 28, the accountant's orders CSV: every figure the books need per order, the KWD total as
 * fixed at payment (never today's rate), refunds in their own columns. The same filters as the
 * Orders page.
 */
export async function ordersCsv(db: Db, filter: AdminOrderFilter): Promise<string> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(...adminOrderConditions(filter)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(maxExportedOrders);
  const ids = rows.map((row) => row.id);
  const [lines, kwd] = await Promise.all([linesOf(db, ids), kwdAtPaymentOfOrders(db, ids)]);
  return toCsv(
    header,
    rows.map((row) => [
      row.orderNumber,
      row.createdAt,
      row.paidAt,
      row.status,
      customerNameOf(row),
      row.email,
      row.shippingAddress?.country ?? null,
      (lines.get(row.id) ?? []).map((line) => `${line.quantity} × ${line.title}`).join("; "),
      usdCell(row.subtotalCents),
      usdCell(row.shippingCents),
      usdCell(row.totalCents),
      kwdCell(kwd.get(row.id) ?? null),
      row.paymentProvider,
      row.carrier,
      row.trackingNumber,
      row.shippedAt,
      row.deliveredAt,
      row.refundedAt,
      row.status === "refunded" ? usdCell(row.totalCents) : null,
    ]),
  );
}
