import { z } from "zod";
import { maxOrderCents } from "./checkout";

export const cartLineSchema = z.object({
  listingId: z.uuid("Unknown watch"),
  quantity: z.coerce.number().int("Quantity must be a whole number").min(1).max(99).default(1),
});
/** A quantity below 1 removes the line (spec: storefront §4 Cart line). */
export const cartQuantitySchema = z.object({
  quantity: z.coerce.number().int("Quantity must be a whole number").max(99),
});

/** The line a PATCH or DELETE names in its path. */
export const cartLineParamSchema = z.object({ listingId: z.uuid("Unknown watch") });

/**
 * The prices the shopper saw and confirmed for lines whose price changed since they were added
 * (issue 24); a line is confirmed only at the price its watch has now, so a newer change is shown too.
 */
export const cartPriceConfirmationSchema = z.object({
  lines: z
    .array(
      z.object({
        listingId: z.uuid("Unknown watch"),
        priceCents: z.number().int().min(0).max(maxOrderCents),
      }),
    )
    .min(1)
    .max(100),
});
export type CartPriceConfirmation = z.input<typeof cartPriceConfirmationSchema>;
