import { describe, expect, it } from "vitest";
import type { ObservedProvenance } from "./price-provenance";
import { estimateTradeIn, type OfferMarket, offerRange } from "./trade-in-offer";

const provenance: ObservedProvenance = {
  basis: "median",
  sources: [{ source: "manual", count: 5 }],
  sampleSize: 5,
  asOf: "2026-11-30T00:00:00.000Z",
};
const market = (changes: Partial<OfferMarket> = {}): OfferMarket => ({
  marketUsdCents: 1_000_000,
  spreadBasisPoints: 2_000,
  risk: "low",
  sampleSize: 5,
  newestAgeDays: 7,
  oldestAt: "2026-11-01T00:00:00.000Z",
  provenance,
  basis: ["manual"],
  ...changes,
});

describe("the indicative offer range (issue 31, decision 030)", () => {
  it("tops at the median less the low risk's 15%, and drops half the spread below it", () => {
    // $10,000 × 0.85 = $8,500; half of 20% is 10%: $8,500 × 0.90 = $7,650.
    expect(offerRange({ marketUsdCents: 1_000_000, spreadBasisPoints: 2_000, risk: "low" })).toEqual({
      lowUsdCents: 765_000,
      highUsdCents: 850_000,
    });
  });

  it("caps the spread at 30% and rounds both ends to whole dollars", () => {
    // $12,345.67 × 0.80 (medium) = $9,876.536 → 987,654 cents → $9,877.
    // Spread 50% is counted as 30%, half of it 15%: 987,654 × 0.85 = 839,505.9 → 839,506 → $8,395.
    expect(offerRange({ marketUsdCents: 1_234_567, spreadBasisPoints: 5_000, risk: "medium" })).toEqual({
      lowUsdCents: 839_500,
      highUsdCents: 987_700,
    });
  });

  it("is one figure when every price agrees, at the high risk's 25% below the market", () => {
    // $2,000 × 0.75 = $1,500, no spread.
    expect(offerRange({ marketUsdCents: 200_000, spreadBasisPoints: 0, risk: "high" })).toEqual({
      lowUsdCents: 150_000,
      highUsdCents: 150_000,
    });
  });

  it("keeps its evidence: sources, sample size, date and the discount", () => {
    expect(estimateTradeIn(market(), true)).toEqual({
      kind: "range",
      lowUsdCents: 765_000,
      highUsdCents: 850_000,
      marketUsdCents: 1_000_000,
      spreadBasisPoints: 2_000,
      risk: "low",
      buyingDiscountBasisPoints: 1_500,
      provenance,
      oldestAt: "2026-11-01T00:00:00.000Z",
    });
  });

  it("says there is not enough data rather than invent a figure", () => {
    expect(estimateTradeIn(market(), false)).toEqual({ kind: "none", reason: "no_reference", sampleSize: 5 });
    expect(estimateTradeIn(null, true)).toEqual({ kind: "none", reason: "no_data", sampleSize: 0 });
    expect(estimateTradeIn(market({ basis: ["shop_listings"] }), true)).toMatchObject({
      reason: "shop_only",
    });
    expect(estimateTradeIn(market({ sampleSize: 2 }), true)).toMatchObject({
      reason: "too_few",
      sampleSize: 2,
    });
    expect(estimateTradeIn(market({ sampleSize: 3 }), true)).toMatchObject({ kind: "range" });
    expect(estimateTradeIn(market({ newestAgeDays: 366 }), true)).toMatchObject({ reason: "too_old" });
    expect(estimateTradeIn(market({ newestAgeDays: 365 }), true)).toMatchObject({ kind: "range" });
  });
});
