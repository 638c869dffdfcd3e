import { z } from "zod";

/**
 * Where a price a reseller sees came from (issue 24, "every number says where it came from"): the
 * one shape the market service computes, the price lookup answers, an analysis hands to the
 * portfolio, a valuation stores and every card shows. It travels with its figure unchanged.
 *
 * What the figure is:
 * - `median`: the median of `sampleSize` (two or more) prices, outliers already cut;
 * - `one_asking`: one asking price, said as such (never "the market price");
 * - `one_sold`: one sold price;
 * - `entered`: a figure a person typed (the owner's estimate), on the day it was entered;
 * - `unrecorded`: a figure kept before its evidence was recorded (or sent without it): shown as
 *   what it is, never given sources it did not have.
 */
export const priceBases = ["median", "one_asking", "one_sold", "entered", "unrecorded"] as const;
export type PriceBasis = (typeof priceBases)[number];

/**
 * The named sources of observed prices: what the shop sold the watch for, what it asks for one
 * now, eBay's asking prices, prices an admin recorded by hand.
 */
export const provenanceSources = ["shop_sales", "shop_listings", "ebay", "manual"] as const;
export type ProvenanceSource = (typeof provenanceSources)[number];

export interface PriceProvenance {
  basis: PriceBasis;
  /** The sources whose prices the figure stands on, each with how many it gave (after the cut). */
  sources: { source: ProvenanceSource; count: number }[];
  /** How many prices the figure stands on; null for a figure that no count describes. */
  sampleSize: number | null;
  /** The newest price's date (or the day a figure was entered), ISO 8601; null when unknown. */
  asOf: string | null;
}

/** The provenance of a figure computed from observed prices: always counted and dated. */
export type ObservedProvenance = PriceProvenance & {
  basis: "median" | "one_asking" | "one_sold";
  sampleSize: number;
  asOf: string;
};

/** A price observed by a source, as provenance counts it. */
export interface ProvenancePoint {
  source: ProvenanceSource;
  /** Whether the price was asked or paid. */
  kind: "asking" | "sold";
  observedAt: string;
}

/**
 * The provenance of a figure computed from these prices (those left after the outliers were cut):
 * one price is named for what it is, asking or sold; two or more are their median.
 */
export function provenanceOf(points: readonly ProvenancePoint[]): ObservedProvenance | null {
  const [first] = points;
  if (!first) return null;
  const counts = new Map<ProvenanceSource, number>();
  for (const point of points) counts.set(point.source, (counts.get(point.source) ?? 0) + 1);
  const newest = Math.max(...points.map((point) => Date.parse(point.observedAt)));
  return {
    basis: points.length > 1 ? "median" : first.kind === "sold" ? "one_sold" : "one_asking",
    sources: [...counts].map(([source, count]) => ({ source, count })),
    sampleSize: points.length,
    asOf: new Date(newest).toISOString(),
  };
}

/** A figure a person typed on `at`: no sources, no sample. */
export const enteredProvenance = (at: Date): PriceProvenance => ({
  basis: "entered",
  sources: [],
  sampleSize: null,
  asOf: at.toISOString(),
});

/** A figure whose evidence nobody recorded: said so, nothing invented. */
export const unrecordedProvenance: PriceProvenance = {
  basis: "unrecorded",
  sources: [],
  sampleSize: null,
  asOf: null,
};

const provenanceMessage = "The price's source is not valid";

/**
 * A provenance sent with a figure (the analysis's save to the portfolio): a median of at least two
 * prices or one price of one source, whose counts add up to its sample size, dated no later than
 * now (a day's grace for clocks). Only computed bases may be sent; `entered` is the server's word.
 */
export const priceProvenanceSchema = z
  .object({
    basis: z.enum(["median", "one_asking", "one_sold"], { error: provenanceMessage }),
    sources: z
      .array(
        z.object({
          source: z.enum(provenanceSources, { error: provenanceMessage }),
          count: z.number({ error: provenanceMessage }).int().min(1, provenanceMessage).max(10_000),
        }),
        { error: provenanceMessage },
      )
      .min(1, provenanceMessage)
      .max(provenanceSources.length, provenanceMessage),
    sampleSize: z.number({ error: provenanceMessage }).int().min(1, provenanceMessage).max(10_000),
    asOf: z.iso
      .datetime({ offset: true, error: provenanceMessage })
      .refine((at) => Date.parse(at) <= Date.now() + 24 * 60 * 60 * 1000, provenanceMessage),
  })
  .refine(
    (value) =>
      value.sources.reduce((sum, part) => sum + part.count, 0) === value.sampleSize &&
      new Set(value.sources.map((part) => part.source)).size === value.sources.length &&
      (value.basis === "median" ? value.sampleSize > 1 : value.sampleSize === 1),
    provenanceMessage,
  );

export const priceProvenanceMessages = { invalid: provenanceMessage } as const;
