import { z } from "zod";

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
