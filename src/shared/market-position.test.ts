import { describe, expect, it } from "vitest";
import {
  marketBand,
  marketPosition,
  monthsOf,
  type PositionPoint,
  placeListing,
  pricePosition,
} from "./market-position";
import { marketPositionRules } from "./market-position-rules";
import { formatMonthRange } from "./month-range";

const now = new Date("2026-12-01T12:00:00Z");

/** Prices in cents of one kind and source, one a week apart, the newest a day before `now`. */
function points(
  prices: number[],
  kind: PositionPoint["kind"],
  source: PositionPoint["source"] = kind === "sold" ? "shop_sales" : "manual",
): PositionPoint[] {
  return prices.map((usdCents, index) => ({
    usdCents,
    observedAt: new Date(now.getTime() - (1 + 7 * index) * 86_400_000).toISOString(),
    source,
    kind,
  }));
}

describe("a market band", () => {
  it("of an odd count: the middle price, the quartiles at the 2nd and 4th of five prices", () => {
    // Sorted 100, 110, 120, 130, 140 dollars: type-7 quartiles at positions 1 and 3 (0-based).
    const band = marketBand("sold", points([14_000, 10_000, 12_000, 11_000, 13_000], "sold"));
    expect(band.figures).toEqual({
      medianUsdCents: 12_000,
      q1UsdCents: 11_000,
      q3UsdCents: 13_000,
      lowUsdCents: 10_000,
      highUsdCents: 14_000,
    });
    expect(band).toMatchObject({ kind: "sold", count: 5, outlierCount: 0 });
    expect(band.sources).toEqual([{ source: "shop_sales", count: 5 }]);
  });

  it("of an even count: the mean of the two middle prices, quartiles interpolated between ranks", () => {
    // Six prices 100..600 dollars: median (300 + 400) / 2 = 350; Q1 at position 1.25 = 200 + 0.25 ×
    // 100 = 225; Q3 at position 3.75 = 400 + 0.75 × 100 = 475.
    const band = marketBand("asking", points([10_000, 20_000, 30_000, 40_000, 50_000, 60_000], "asking"));
    expect(band.figures).toEqual({
      medianUsdCents: 35_000,
      q1UsdCents: 22_500,
      q3UsdCents: 47_500,
      lowUsdCents: 10_000,
      highUsdCents: 60_000,
    });
  });

  it("cuts a stray price by Tukey's fences, counting it as left out and not as a price", () => {
    // Sorted 50, 500, 520, 530, 540, 550: Q1 = 505, Q3 = 537.5, IQR 32.5, lower fence 456.25:
    // the $50 strap is out; the five left have the median 530, quartiles 520 and 540.
    const band = marketBand("asking", points([50_000, 5_000, 52_000, 53_000, 54_000, 55_000], "asking"));
    expect(band).toMatchObject({ count: 5, outlierCount: 1 });
    expect(band.figures).toMatchObject({ medianUsdCents: 53_000, q1UsdCents: 52_000, q3UsdCents: 54_000 });
    expect(band.figures?.lowUsdCents).toBe(50_000);
  });

  it("says too few prices as a count without figures, below the threshold of five", () => {
    expect(marketPositionRules.minObservations).toBe(5);
    const band = marketBand("sold", points([10_000, 11_000, 12_000, 13_000], "sold"));
    expect(band).toMatchObject({ count: 4, figures: null });
    expect(band.newestAt).toBe(new Date(now.getTime() - 86_400_000).toISOString());
    expect(band.oldestAt).toBe(new Date(now.getTime() - 22 * 86_400_000).toISOString());
    expect(marketBand("sold", [])).toMatchObject({ count: 0, sources: [], newestAt: null, figures: null });
  });
});

describe("a price's position", () => {
  const market = (sold: number[], asking: number[]) =>
    marketPosition([...points(sold, "sold"), ...points(asking, "asking", "ebay")], now);

  it("is said in whole percent below or above the median, and in which quarter of the band", () => {
    const bands = market([10_000, 11_000, 12_000, 13_000, 14_000], []);
    // (112.80 − 120) / 120 = −6%.
    expect(pricePosition(11_280, bands)).toEqual({
      basis: "sold",
      differenceBasisPoints: -600,
      percent: -6,
      direction: "below",
      quarter: "middle",
    });
    // (150 − 120) / 120 = +25%, above Q3 = 130.
    expect(pricePosition(15_000, bands)).toMatchObject({ percent: 25, direction: "above", quarter: "high" });
    // (105 − 120) / 120 = −12.5% → −13% (half away from zero), below Q1 = 110.
    expect(pricePosition(10_500, bands)).toMatchObject({
      differenceBasisPoints: -1_250,
      percent: -13,
      quarter: "low",
    });
  });

  it("rounds half away from zero on both sides, and a difference under half a percent is at the median", () => {
    const bands = market([], [10_000, 20_000, 30_000, 40_000, 50_000, 60_000]);
    // Median 350: 351 is +0.29% → 0%, "at"; 367.50 is +5%; 341.25 is −2.5% → −3%.
    expect(pricePosition(35_100, bands)).toMatchObject({
      basis: "asking",
      differenceBasisPoints: 29,
      percent: 0,
      direction: "at",
    });
    expect(pricePosition(36_750, bands)).toMatchObject({ percent: 5, direction: "above" });
    expect(pricePosition(34_125, bands)).toMatchObject({ differenceBasisPoints: -250, percent: -3 });
    expect(pricePosition(35_875, bands)).toMatchObject({ differenceBasisPoints: 250, percent: 3 });
  });

  it("keeps sold and asking prices apart: the sold band decides when it has enough prices", () => {
    const bands = market(
      [20_000, 20_000, 21_000, 22_000, 22_000],
      [30_000, 31_000, 32_000, 33_000, 34_000, 35_000],
    );
    expect(bands.sold.figures?.medianUsdCents).toBe(21_000);
    expect(bands.asking.figures?.medianUsdCents).toBe(32_500);
    expect(bands.sold.sources).toEqual([{ source: "shop_sales", count: 5 }]);
    expect(bands.asking.sources).toEqual([{ source: "ebay", count: 6 }]);
    expect(pricePosition(21_000, bands)).toMatchObject({ basis: "sold", percent: 0 });
  });

  it("falls back to the asking band when too few sold prices, and is no answer when neither has enough", () => {
    const few = market([20_000, 21_000], [30_000, 31_000, 32_000, 33_000, 34_000]);
    expect(pricePosition(32_000, few)).toMatchObject({ basis: "asking", percent: 0 });
    expect(pricePosition(32_000, market([20_000, 21_000], [30_000, 31_000, 32_000, 33_000]))).toBeNull();
    expect(placeListing(32_000, market([], []))).toMatchObject({ priceUsdCents: 32_000, position: null });
  });

  it("counts only the last year's prices, and charts the kept prices of both bands oldest first", () => {
    const old: PositionPoint = {
      usdCents: 1_000_000,
      observedAt: new Date(now.getTime() - 400 * 86_400_000).toISOString(),
      source: "manual",
      kind: "sold",
    };
    const bands = marketPosition(
      [old, ...points([10_000, 11_000], "sold"), ...points([12_000], "asking")],
      now,
    );
    expect(bands.sold.count).toBe(2);
    expect(bands.history).toEqual([
      { at: new Date(now.getTime() - 8 * 86_400_000).toISOString(), usdCents: 11_000, kind: "sold" },
      { at: new Date(now.getTime() - 86_400_000).toISOString(), usdCents: 10_000, kind: "sold" },
      { at: new Date(now.getTime() - 86_400_000).toISOString(), usdCents: 12_000, kind: "asking" },
    ]);
    expect(bands.months).toEqual([
      {
        month: "2026-11",
        sold: { count: 2, medianUsdCents: 10_500 },
        asking: { count: 1, medianUsdCents: 12_000 },
      },
    ]);
  });

  it("sums the chart by the shop's month for readers who cannot see it", () => {
    expect(
      monthsOf([
        { at: "2026-08-31T22:00:00Z", usdCents: 10_000, kind: "sold" },
        { at: "2026-09-10T10:00:00Z", usdCents: 12_000, kind: "sold" },
        { at: "2026-09-12T10:00:00Z", usdCents: 15_000, kind: "asking" },
        { at: "2026-10-01T10:00:00Z", usdCents: 16_000, kind: "asking" },
      ]),
    ).toEqual([
      // 22:00 UTC on 31 August is September in Kuwait.
      {
        month: "2026-09",
        sold: { count: 2, medianUsdCents: 11_000 },
        asking: { count: 1, medianUsdCents: 15_000 },
      },
      { month: "2026-10", sold: null, asking: { count: 1, medianUsdCents: 16_000 } },
    ]);
  });
});

describe("the months a band spans", () => {
  it("is one month, months of one year, or months of two years, in the shop's calendar", () => {
    // 22:00 UTC on 31 August is 1 September in Kuwait.
    expect(formatMonthRange("2026-08-31T22:00:00Z", "2026-11-20T10:00:00Z", "en")).toBe("Sep–Nov 2026");
    expect(formatMonthRange("2026-11-02T10:00:00Z", "2026-11-20T10:00:00Z", "en")).toBe("Nov 2026");
    expect(formatMonthRange("2025-11-02T10:00:00Z", "2026-02-20T10:00:00Z", "en")).toBe("Nov 2025–Feb 2026");
  });

  it("names Arabic months on the Arabic page, with Latin digits", () => {
    expect(formatMonthRange("2026-09-02T10:00:00Z", "2026-11-20T10:00:00Z", "ar")).toBe("سبتمبر–نوفمبر 2026");
    expect(formatMonthRange("2025-11-02T10:00:00Z", "2026-02-20T10:00:00Z", "ar")).toBe(
      "نوفمبر 2025–فبراير 2026",
    );
  });
});
