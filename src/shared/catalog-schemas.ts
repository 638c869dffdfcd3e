import { z } from "zod";
import {
  catalogPageSize,
  type ListingQuery,
  listingSorts,
  listingTextLimits,
  priceRanges,
} from "./catalog-api";
import { text } from "./text";

const optionalText = (max: number) =>
  text(max, `Must be at most ${max} characters`)
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));

/** The collection's query as the API takes it (spec: storefront §7 Read listings). */
export const listingQuerySchema = z.object({
  q: optionalText(listingTextLimits.q),
  /** A category slug, or a brand slug when no category has it (`?brand=` sets it too). */
  category: optionalText(listingTextLimits.category).transform((v) => v?.toLowerCase()),
  brand: optionalText(listingTextLimits.category).transform((v) => v?.toLowerCase()),
  price: z.enum(priceRanges, { error: "Unknown price range" }).default("all"),
  sort: z.enum(listingSorts, { error: "Unknown sort order" }).default("newest"),
  // A name-sort cursor carries the last title, so it is longer than an id.
  cursor: optionalText(1024),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1)
    .max(48, "limit must be at most 48")
    .default(catalogPageSize),
}) satisfies z.ZodType<ListingQuery, unknown>;
