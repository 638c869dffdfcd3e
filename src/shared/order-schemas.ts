import { z } from "zod";
import { timeOrder } from "./list-query";
import { adminTransitions, orderNumberPattern, orderStatuses } from "./orders";
import { text } from "./text";

export const orderMessages = {
  carrierRequired: "Enter the carrier",
  trackingRequired: "Enter the tracking number",
  unknownOrder: "Unknown order",
} as const;

export const orderNumberParamSchema = z.object({
  orderNumber: z.string().max(20).regex(orderNumberPattern, orderMessages.unknownOrder),
});

export const orderIdParamSchema = z.object({ id: z.uuid(orderMessages.unknownOrder) });

/**
 * Staff's list: by status, searched by order number or e-mail, newest or oldest first, keyset-paged
 * by the server's cursor (the last order's time to the microsecond and its id).
 */
export const adminOrdersQuerySchema = z.object({
  status: z.enum(orderStatuses).optional(),
  q: text(100).trim().optional(),
  sort: timeOrder(),
  cursor: text(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** The accountant's export (issue 28): the Orders page's filters and the days the orders were placed. */
export const orderExportQuerySchema = z.object({
  status: z.enum(orderStatuses).optional(),
  q: text(100).trim().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

/** The ship dialog's fields: who carries the parcel and its tracking number, both required. */
export const shipOrderSchema = z.object({
  carrier: text(60).trim().min(1, orderMessages.carrierRequired),
  trackingNumber: text(80).trim().min(1, orderMessages.trackingRequired),
});

/** Issue 28: how many ticked orders one "Mark shipped" sends out at most. */
export const maxBulkShipments = 50;

/** Several paid orders shipped at once from the Orders page, each with its carrier and tracking number. */
export const bulkShipSchema = z.object({
  shipments: z
    .array(shipOrderSchema.extend({ id: z.uuid(orderMessages.unknownOrder) }))
    .min(1)
    .max(maxBulkShipments)
    .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, "Each order once"),
});
export type BulkShipInput = z.input<typeof bulkShipSchema>;

/** What a bulk shipment did: the orders marked shipped, and the ones left as they were and why. */
export interface BulkShipResultDto {
  shipped: string[];
  skipped: { id: string; orderNumber: string | null; reason: "ILLEGAL_TRANSITION" | "ORDER_NOT_FOUND" }[];
}

/** One step staff ask for; shipping needs the carrier and its tracking number. */
export const adminTransitionSchema = z
  .object({
    to: z.enum(adminTransitions),
    carrier: text(60).trim().optional(),
    trackingNumber: text(80).trim().optional(),
  })
  .superRefine((step, context) => {
    if (step.to !== "shipped") return;
    if (!step.carrier)
      context.addIssue({ code: "custom", message: orderMessages.carrierRequired, path: ["carrier"] });
    if (!step.trackingNumber)
      context.addIssue({ code: "custom", message: orderMessages.trackingRequired, path: ["trackingNumber"] });
  });

/**
 * What a staff search names: an order by its number, whole or as its digits ("MZ-000123",
 * "000123", "123"); a buyer by a whole e-mail address (found through the lower(email) index), or
 * by part of one.
 */
export function parseOrderSearch(q: string): { seq: number } | { email: string; whole: boolean } {
  const trimmed = q.trim();
  const number = /^(?:mz-?)?(\d{1,15})$/i.exec(trimmed);
  if (number) return { seq: Number(number[1]) };
  return { email: trimmed.toLowerCase(), whole: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) };
}
