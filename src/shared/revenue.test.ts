import { describe, expect, it } from "vitest";
import { defaultRates, splitByWeights } from "./money";
import { orderSales, saleProfitFils, saleRevenueFils } from "./revenue";

describe("one revenue (issue 24)", () => {
  it("splits an amount by weights into parts that add up to it exactly", () => {
    expect(splitByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeights(2_952_750, [9_500_00, 25_00])).toEqual([2_945_000, 7_750]);
    expect(splitByWeights(10, [0, 0])).toEqual([10, 0]);
    expect(splitByWeights(5, [])).toEqual([]);
  });

  it("fixes an order's KWD at payment, shipping on the first line, the parts adding up to the total", () => {
    const order = { lines: [{ lineTotalCents: 9_500_00 }], subtotalCents: 9_500_00, totalCents: 9_525_00 };
    expect(orderSales({ ...order, chargeFils: null }, defaultRates)).toEqual([
      { priceFils: 2_945_000, shippingPaidFils: 7_750 },
    ]);
    // KNET charged KWD: that amount is what was paid, whatever today's rate.
    expect(orderSales({ ...order, chargeFils: 2_900_000 }, defaultRates)).toEqual([
      { priceFils: 2_892_388, shippingPaidFils: 7_612 },
    ]);
    const two = orderSales(
      {
        lines: [{ lineTotalCents: 1_00 }, { lineTotalCents: 2_00 }],
        subtotalCents: 3_00,
        totalCents: 3_01,
        chargeFils: null,
      },
      { usdToKwd: 333_333, kwdToUsd: 3_000_000 },
    );
    expect(two.reduce((sum, sale) => sum + saleRevenueFils(sale), 0)).toBe(1_003);
    expect(two[1]?.shippingPaidFils).toBe(0);
  });

  it("counts the buyer's shipping in a sale's profit against the shop's costs", () => {
    expect(
      saleProfitFils(
        { priceFils: 2_945_000, shippingPaidFils: 7_750 },
        { buyingPriceFils: 2_000_000, shippingCostFils: 10_000, feesFils: 50_000 },
      ),
    ).toBe(892_750);
  });
});
