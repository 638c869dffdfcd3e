import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assessRisk,
  estimateMarket,
  marginPercent,
  median,
  observationAge,
  quartiles,
  spreadBasisPoints,
  suggestedBuyingPrice,
  trimmedMedian,
  withKwd,
  withoutOutliers,
} from "./market-pricing";
import { defaultRates } from "./money";

const now = new Date("2026-11-24T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe("median", () => {
  it("takes the middle of an odd count and the mean of the two middles of an even count", () => {
    expect(median([100, 200, 900])).toBe(200);
    expect(median([100, 200, 300, 900])).toBe(250);
    expect(median([100, 201])).toBe(151); // 150.5 rounds half up
    expect(median([7])).toBe(7);
  });

  it("refuses no values rather than answer a number", () => {
    expect(() => median([])).toThrow(RangeError);
  });
});

describe("outliers and the trimmed median", () => {
  it("cuts a price beyond Tukey's fences and takes the median of the rest", () => {
    // Q1 = 110, Q3 = 130, IQR 20: the fences are 80 and 160, so 1000 goes; median of 100..130 = 115.
    expect(withoutOutliers([100, 110, 120, 130, 1000])).toEqual([100, 110, 120, 130]);
    expect(trimmedMedian([130, 1000, 100, 120, 110])).toBe(115);
    // A strap at $40 among $10k watches is cut from below as well.
    expect(withoutOutliers([4_000, 1_000_000, 1_020_000, 1_050_000, 1_100_000])).toEqual([
      1_000_000, 1_020_000, 1_050_000, 1_100_000,
    ]);
  });

  it("keeps a price exactly on a fence, and keeps fewer than four prices as they are", () => {
    // [100, 110, 120, 130, 160]: Q1 110, Q3 130, upper fence 160.
    expect(withoutOutliers([100, 110, 120, 130, 160])).toHaveLength(5);
    expect(withoutOutliers([100, 110, 100_000])).toEqual([100, 110, 100_000]);
  });

  it("computes quartiles by linear interpolation and the spread as IQR over the median", () => {
    expect(quartiles([100, 110, 120, 130])).toEqual({ q1: 107.5, q3: 122.5 });
    // IQR 15 over the median 115 = 13.04%.
    expect(spreadBasisPoints([130, 100, 120, 110])).toBe(1_304);
    expect(spreadBasisPoints([5_000_00])).toBe(0);
  });
});

describe("observationAge", () => {
  it("names the newest and oldest dates and the newest one's age in whole days", () => {
    const age = observationAge(
      [
        { usdCents: 1, observedAt: daysAgo(40) },
        { usdCents: 1, observedAt: daysAgo(2.5) },
        { usdCents: 1, observedAt: daysAgo(10) },
      ],
      now,
    );
    expect(age).toEqual({ newestAt: daysAgo(2.5), oldestAt: daysAgo(40), newestAgeDays: 2 });
  });
});

describe("assessRisk", () => {
  const calm = { spreadBasisPoints: 1_000, sampleSize: 12, newestAgeDays: 3, confidence: 95 };

  it.each([
    ["everything reassuring", calm, "low"],
    ["one doubt: spread just over 15%", { ...calm, spreadBasisPoints: 1_501 }, "low"],
    ["spread exactly 15% scores nothing", { ...calm, spreadBasisPoints: 1_500 }, "low"],
    ["two doubts", { ...calm, spreadBasisPoints: 1_501, sampleSize: 9 }, "medium"],
    ["one serious doubt: spread over 30%", { ...calm, spreadBasisPoints: 3_001 }, "medium"],
    ["spread exactly 30% is only a doubt", { ...calm, spreadBasisPoints: 3_000 }, "low"],
    ["ten prices are enough, nine are not", { ...calm, sampleSize: 10 }, "low"],
    ["three prices are a serious doubt", { ...calm, sampleSize: 3 }, "medium"],
    ["newest price 30 days old is fresh", { ...calm, newestAgeDays: 30 }, "low"],
    ["newest price 91 days old is stale", { ...calm, newestAgeDays: 91 }, "medium"],
    ["confidence 90 is sure", { ...calm, confidence: 90 }, "low"],
    ["confidence 70 is a doubt", { ...calm, confidence: 70 }, "low"],
    ["confidence 69: perhaps the wrong watch", { ...calm, confidence: 69 }, "high"],
    ["scores adding to 3 stay medium", { ...calm, sampleSize: 3, newestAgeDays: 31 }, "medium"],
    ["scores adding to 4 are high", { ...calm, sampleSize: 3, newestAgeDays: 91 }, "high"],
  ] as const)("%s → %s", (_name, input, level) => {
    expect(assessRisk(input).level).toBe(level);
  });

  it("reports each factor's score", () => {
    expect(
      assessRisk({ spreadBasisPoints: 2_000, sampleSize: 2, newestAgeDays: 100, confidence: 80 }).factors,
    ).toEqual({ spread: 1, sampleSize: 2, age: 2, confidence: 1 });
  });
});

describe("buying price and margin", () => {
  it("discounts the market price by 15%, 20% or 25% by risk", () => {
    expect(suggestedBuyingPrice(10_000_00, "low")).toBe(8_500_00);
    expect(suggestedBuyingPrice(10_000_00, "medium")).toBe(8_000_00);
    expect(suggestedBuyingPrice(10_000_00, "high")).toBe(7_500_00);
    expect(suggestedBuyingPrice(3, "low")).toBe(3); // 2.55 → 3 cents
  });

  it("rounds the margin (market − buy) / buy × 100 (spec §9)", () => {
    expect(marginPercent(10_000_00, 8_500_00)).toBe(18); // 17.65
    expect(marginPercent(10_000_00, 8_000_00)).toBe(25);
    expect(marginPercent(10_000_00, 7_500_00)).toBe(33); // 33.33
    expect(marginPercent(300, 200)).toBe(50);
    expect(marginPercent(9_000, 10_000)).toBe(-10);
    expect(() => marginPercent(100, 0)).toThrow(RangeError);
  });

  it("converts a figure to KWD through money.ts at the settings' rate", () => {
    expect(withKwd(10_000_00, defaultRates)).toEqual({ usdCents: 10_000_00, kwdFils: 3_100_000 });
  });
});

describe("estimateMarket", () => {
  it("answers null without observations, never a number", () => {
    expect(estimateMarket([], 100, now)).toBeNull();
  });

  it("combines the observations into the analysis's figures", () => {
    const points = [
      { usdCents: 10_000_00, observedAt: daysAgo(1) },
      { usdCents: 10_400_00, observedAt: daysAgo(5) },
      { usdCents: 9_800_00, observedAt: daysAgo(20) },
      { usdCents: 10_200_00, observedAt: daysAgo(3) },
      { usdCents: 45_00, observedAt: daysAgo(0) }, // a strap: cut, and its date does not count
    ];
    const estimate = estimateMarket(points, 95, now);
    // Kept 9,800 / 10,000 / 10,200 / 10,400: median 10,100; Q1 9,950, Q3 10,250 → spread 300/10,100.
    expect(estimate).toEqual({
      sampleSize: 4,
      outlierCount: 1,
      marketUsdCents: 10_100_00,
      lowUsdCents: 9_800_00,
      highUsdCents: 10_400_00,
      spreadBasisPoints: 297,
      newestAt: daysAgo(1),
      oldestAt: daysAgo(20),
      newestAgeDays: 1,
      // Four prices score 1, the rest 0: low risk, 15% below the market.
      risk: { level: "low", factors: { spread: 0, sampleSize: 1, age: 0, confidence: 0 } },
      suggestedBuyingUsdCents: 8_585_00,
      marginPercent: 18,
      estimatedProfitUsdCents: 1_515_00,
    });
  });
});

describe("properties", () => {
  const prices = fc.array(fc.integer({ min: 1, max: 10_000_000_00 }), { minLength: 1, maxLength: 60 });

  it("the market price lies between the lowest and highest price, and the buying price below it", () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 0, max: 100 }), (values, confidence) => {
        const estimate = estimateMarket(
          values.map((usdCents) => ({ usdCents, observedAt: now.toISOString() })),
          confidence,
          now,
        );
        if (!estimate) return false;
        return (
          Math.min(...values) <= estimate.lowUsdCents &&
          estimate.lowUsdCents <= estimate.marketUsdCents &&
          estimate.marketUsdCents <= estimate.highUsdCents &&
          estimate.highUsdCents <= Math.max(...values) &&
          estimate.suggestedBuyingUsdCents <= estimate.marketUsdCents &&
          estimate.sampleSize + estimate.outlierCount === values.length &&
          Number.isSafeInteger(estimate.marketUsdCents)
        );
      }),
    );
  });

  it("the order of the observations does not change the figures", () => {
    fc.assert(
      fc.property(prices, (values) => {
        const reversed = values.toReversed();
        return (
          trimmedMedian(values) === trimmedMedian(reversed) &&
          spreadBasisPoints(values) === spreadBasisPoints(reversed)
        );
      }),
    );
  });

  it("more doubt never lowers the risk", () => {
    const order = { low: 0, medium: 1, high: 2 } as const;
    const input = fc.record({
      spreadBasisPoints: fc.integer({ min: 0, max: 10_000 }),
      sampleSize: fc.integer({ min: 1, max: 50 }),
      newestAgeDays: fc.integer({ min: 0, max: 400 }),
      confidence: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 1_000 }), (base, extra) => {
        const worse = { ...base, spreadBasisPoints: base.spreadBasisPoints + extra };
        return order[assessRisk(worse).level] >= order[assessRisk(base).level];
      }),
    );
  });
});
