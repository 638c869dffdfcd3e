import { z } from "zod";
import { adminTransitions, orderNumberPattern, orderStatuses } from "./orders";
import { text } from "./text";

export const orderMessages = {
  trackingRequired: "Carrier and tracking number are required to ship an order",
  unknownOrder: "Unknown order",
} as const;

export const orderNumberParamSchema = z.object({
  orderNumber: z.string().max(20).regex(orderNumberPattern, orderMessages.unknownOrder),
});

export const orderIdParamSchema = z.object({ id: z.uuid(orderMessages.unknownOrder) });

/** Staff's list: by status, keyset-paged by the last order of the previous page. */
export const adminOrdersQuerySchema = z.object({
  status: z.enum(orderStatuses).optional(),
  beforeCreatedAt: z.iso.datetime().optional(),
  beforeId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** One step staff ask for; shipping needs the carrier and its tracking number. */
export const adminTransitionSchema = z
  .object({
    to: z.enum(adminTransitions),
    carrier: text(60).trim().optional(),
    trackingNumber: text(80).trim().optional(),
  })
  .refine((step) => step.to !== "shipped" || (Boolean(step.carrier) && Boolean(step.trackingNumber)), {
    message: orderMessages.trackingRequired,
    path: ["trackingNumber"],
  });
