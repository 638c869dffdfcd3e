import { z } from "zod";
import { inventoryTextLimits } from "./inventory-schemas";
import { type ObservedProvenance, provenanceSources } from "./price-provenance";
import { text } from "./text";

/** spec: reseller-tools §5 and §8 — the price lookup's messages, word for word. */
export const priceLookupMessages = {
  makeModelFirst: "Please enter Make and Model first",
  noData: "Price lookup failed - no data received",
} as const;

const part = (max: number) => z.string().trim().pipe(text(max));
const required = (max: number) =>
  z
    .string({ error: priceLookupMessages.makeModelFirst })
    .trim()
    .pipe(text(max))
    .pipe(z.string().min(1, priceLookupMessages.makeModelFirst));

/**
 * GET /api/me/price-lookup: the watch the dialog describes. Make and model are required (the
 * dialog asks before it calls); a reference, when given, is what the prices must match.
 */
export const priceLookupQuerySchema = z.object({
  make: required(inventoryTextLimits.make),
  model: required(inventoryTextLimits.model),
  reference: part(inventoryTextLimits.reference)
    .optional()
    .transform((value) => value || undefined),
});
export type PriceLookupQuery = z.output<typeof priceLookupQuerySchema>;

/**
 * Where a figure came from: what the shop sold the same watch for, what it asks for one now,
 * eBay's asking prices, prices an admin recorded by hand; "combined" when the figure mixes several
 * of these (each then listed in `sources`).
 */
export const priceSources = [...provenanceSources, "combined"] as const;
export type PriceSource = (typeof priceSources)[number];

/**
 * The answer: the market service's price (issue 12: the median of the prices found, outliers cut)
 * in USD cents and in whole KWD at the settings' rate (spec §9: the lookup fills the expected price
 * rounded), with its range, count and source; or `null` when no source knows the watch, never an
 * invented figure.
 */
export interface PriceLookupDto {
  price: {
    source: PriceSource;
    /** How the prices were matched: the same reference, or make and model when none was given. */
    matchedBy: "reference" | "make_model";
    count: number;
    medianUsdCents: number;
    lowUsdCents: number;
    highUsdCents: number;
    /** The median in whole dinars, USD ÷ 3.23 (spec §9): what the dialog puts in the expected selling price. */
    expectedKwd: number;
    /** The sources combined into the figure and how many prices each gave. */
    sources: { source: Exclude<PriceSource, "combined">; count: number }[];
    /** The median's basis (one asking price is said so), sources, sample size and date. */
    provenance: ObservedProvenance;
  } | null;
}
