import { buyingDiscountBasisPoints, type RiskLevel, suggestedBuyingPrice } from "./market-pricing";
import { percentOf, roundToMajor } from "./money";
import type { ObservedProvenance } from "./price-provenance";

/**
 * Issue 31: the indicative offer a seller sees at once, from the same sourced market figures the
 * reseller tools price a watch with (market-pricing.ts). Pure integer maths over USD cents.
 *
 * - The top of the range is what the shop would pay for a watch at the market's median: the
 *   median less the risk level's buying discount (15%, 20% or 25%; `suggestedBuyingPrice`).
 * - The bottom is that figure less half the market's spread (the interquartile range over the
 *   median), so it stands near what the shop would pay at the lower quartile; the spread counted
 *   is capped at 30% (beyond it the risk is high and the inspection decides anyway).
 * - Both are whole dollars, rounded half away from zero.
 *
 * Not enough data is an answer: no reference (a make and model price other watches), fewer than
 * `minimumSample` prices after the outliers were cut, a newest price older than `maximumAgeDays`, or
 * only the shop's own asking prices (its opinion, not the market's). Decision 030.
 */
export const tradeInOfferRules = {
  minimumSample: 3,
  maximumAgeDays: 365,
  spreadCapBasisPoints: 3_000,
} as const;

/** The market figures an offer stands on (MarketPriceDto["market"]'s, in USD cents). */
export interface OfferMarket {
  marketUsdCents: number;
  spreadBasisPoints: number;
  risk: RiskLevel;
  sampleSize: number;
  newestAgeDays: number;
  oldestAt: string;
  provenance: ObservedProvenance;
  /** The sources the figures combine. */
  basis: readonly string[];
}

export const noOfferReasons = ["no_reference", "no_data", "too_few", "too_old", "shop_only"] as const;
export type NoOfferReason = (typeof noOfferReasons)[number];

/** What a seller is told at once, and what the request keeps: a range with its evidence, or why none. */
export type TradeInEstimate =
  | {
      kind: "range";
      lowUsdCents: number;
      highUsdCents: number;
      marketUsdCents: number;
      spreadBasisPoints: number;
      risk: RiskLevel;
      buyingDiscountBasisPoints: number;
      provenance: ObservedProvenance;
      oldestAt: string;
    }
  | { kind: "none"; reason: NoOfferReason; sampleSize: number };

/** The indicative range for a market median, its spread and its risk level (see above). */
export function offerRange(input: { marketUsdCents: number; spreadBasisPoints: number; risk: RiskLevel }): {
  lowUsdCents: number;
  highUsdCents: number;
} {
  const buying = suggestedBuyingPrice(input.marketUsdCents, input.risk);
  const halfSpread = Math.floor(
    Math.min(input.spreadBasisPoints, tradeInOfferRules.spreadCapBasisPoints) / 2,
  );
  return {
    lowUsdCents: roundToMajor(percentOf(buying, 10_000 - halfSpread), "USD"),
    highUsdCents: roundToMajor(buying, "USD"),
  };
}

/** The estimate for a watch from its market figures (null: no source knows a price). */
export function estimateTradeIn(market: OfferMarket | null, hasReference: boolean): TradeInEstimate {
  const none = (reason: NoOfferReason): TradeInEstimate => ({
    kind: "none",
    reason,
    sampleSize: market?.sampleSize ?? 0,
  });
  if (!hasReference) return none("no_reference");
  if (!market) return none("no_data");
  if (market.basis.every((source) => source === "shop_listings")) return none("shop_only");
  if (market.sampleSize < tradeInOfferRules.minimumSample) return none("too_few");
  if (market.newestAgeDays > tradeInOfferRules.maximumAgeDays) return none("too_old");
  return {
    kind: "range",
    ...offerRange(market),
    marketUsdCents: market.marketUsdCents,
    spreadBasisPoints: market.spreadBasisPoints,
    risk: market.risk,
    buyingDiscountBasisPoints: buyingDiscountBasisPoints[market.risk],
    provenance: market.provenance,
    oldestAt: market.oldestAt,
  };
}
