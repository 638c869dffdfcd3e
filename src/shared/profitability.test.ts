import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateProfit, marketplaceFee, type ProfitInput, platforms, taxRate } from "./profitability";

describe("marketplaceFee", () => {
  it("takes 11.5% of a $3000 eBay sale: $345 (spec's example)", () => {
    expect(marketplaceFee("ebay", 3000_00)).toBe(345_00);
  });

  it.each([
    [0, 0],
    [1, 0], // 15% of one cent rounds to nothing
    [1_00, 15],
    [999_99, 150_00], // 149.9985
    [1000_00, 150_00],
    [1000_01, 215_00], // 150 + 65.00065: above $1000 the 6.5% counts the whole price
    [7499_99, 637_50], // 150 + 487.49935
    [7500_00, 637_50],
    [7500_01, 637_50], // 637.5 + 0.0003
    [7600_00, 640_50], // 637.5 + 3
    [10000_00, 712_50],
  ])("eBay band edge: %i cents → %i cents", (selling, fee) => {
    expect(marketplaceFee("ebay", selling)).toBe(fee);
  });

  it("charges Chrono24 6.5%, rounding half away from zero to the cent", () => {
    expect(marketplaceFee("chrono24", 3000_00)).toBe(195_00);
    expect(marketplaceFee("chrono24", 10)).toBe(1); // 0.65 → 1
    expect(marketplaceFee("chrono24", 7)).toBe(0); // 0.455 → 0
  });

  it("charges Grailzee a flat $50 and nothing face to face", () => {
    expect(marketplaceFee("grailzee", 3000_00)).toBe(50_00);
    expect(marketplaceFee("grailzee", 1)).toBe(50_00);
    expect(marketplaceFee("face-to-face", 3000_00)).toBe(0);
  });

  const cents = fc.integer({ min: 0, max: 100_000_000_00 });
  it("never decreases as the price grows (every platform)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...platforms), cents, cents, (platform, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(marketplaceFee(platform, low)).toBeLessThanOrEqual(marketplaceFee(platform, high));
      }),
    );
  });

  it("never exceeds the price, except Grailzee's flat fee below $50", () => {
    fc.assert(
      fc.property(fc.constantFrom(...platforms), cents, (platform, selling) => {
        fc.pre(platform !== "grailzee" || selling >= 50_00);
        expect(marketplaceFee(platform, selling)).toBeLessThanOrEqual(selling);
      }),
    );
  });
});

describe("taxRate", () => {
  it.each([
    ["na", 0],
    ["gcc", 0],
    ["eu_vat", 0.2],
    ["usa", 0.04],
  ] as const)("%s: %d", (region, rate) => {
    expect(taxRate(region)).toBe(rate);
  });
});

describe("calculateProfit", () => {
  const sale: ProfitInput = {
    sellingCents: 3000_00,
    purchaseCents: 2000_00,
    platform: "ebay",
    region: "gcc",
    shippingCents: 0,
  };

  it("answers the eBay example: fees $345, no tax in the GCC, 21.83% margin (green)", () => {
    expect(calculateProfit(sale)).toEqual({
      feesCents: 345_00,
      taxCents: 0,
      totalCostsCents: 2345_00,
      netProfitCents: 655_00,
      marginPercent: (655 / 3000) * 100,
      band: "green",
    });
  });

  it("taxes (selling − fees + shipping) at the region's rate", () => {
    const eu = calculateProfit({ ...sale, region: "eu_vat", shippingCents: 25_00 });
    // (3000 − 345 + 25) × 20% = 536; costs 2000 + 345 + 536 + 25
    expect(eu).toMatchObject({ taxCents: 536_00, totalCostsCents: 2906_00, netProfitCents: 94_00 });
    expect(calculateProfit({ ...sale, region: "usa", shippingCents: 25_00 })?.taxCents).toBe(107_20);
    expect(calculateProfit({ ...sale, region: "na", shippingCents: 25_00 })?.taxCents).toBe(0);
  });

  it.each([
    [2400_00, "green"], // exactly 20%
    [2400_01, "yellow"],
    [2700_00, "yellow"], // exactly 10%
    [2700_01, "orange"],
    [3000_00, "orange"], // exactly 0%
    [3000_01, "red"],
  ] as const)("face to face, bought at %i cents: %s", (purchaseCents, band) => {
    expect(calculateProfit({ ...sale, platform: "face-to-face", purchaseCents })?.band).toBe(band);
  });

  it("gives no result unless both prices are above 0 (blank parses as 0)", () => {
    expect(calculateProfit({ ...sale, sellingCents: 0 })).toBeNull();
    expect(calculateProfit({ ...sale, purchaseCents: 0 })).toBeNull();
    expect(calculateProfit({ ...sale, sellingCents: 0, purchaseCents: 0 })).toBeNull();
    expect(calculateProfit({ ...sale, purchaseCents: -1 })).toBeNull();
  });
});
