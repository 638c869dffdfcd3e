import { describe, expect, it } from "vitest";
import { convert, defaultRates, formatMoney, percentOf, roundToMajor, toMajor, toMinor } from "./money";

describe("money", () => {
  it("parses decimal text and numbers into minor units without float drift", () => {
    expect(toMinor("1,234.56", "USD")).toBe(123456);
    expect(toMinor(1.005, "USD")).toBe(101);
    expect(toMinor("0.1", "KWD")).toBe(100);
    expect(toMinor("12.3456", "KWD")).toBe(12346);
    expect(toMinor("-5", "USD")).toBe(-500);
    expect(() => toMinor("abc", "USD")).toThrow(RangeError);
    expect(() => toMinor("", "USD")).toThrow(RangeError);
  });

  it("converts with the spec's rates: 1 USD = 0.31 KWD and 1 KWD = 3.23 USD", () => {
    expect(convert(100_00, "USD", "KWD")).toBe(31_000);
    expect(convert(1_000, "KWD", "USD")).toBe(323);
    expect(convert(12_345_67, "USD", "KWD", defaultRates)).toBe(3_827_158);
    // Rounded once at the display's precision: $0.95 × 0.31 = 0.2945 KWD is 0.29, not 0.295 → 0.30.
    expect(convert(95, "USD", "KWD", defaultRates, { decimals: 2 })).toBe(290);
    expect(convert(500, "USD", "USD")).toBe(500);
  });

  it("converts USD to KWD by dividing by 3.23 where the spec names that rate (§9, the price lookup)", () => {
    // $10,659 ÷ 3.23 = 3,300 KWD exactly; × 0.31 would say 3,304.29.
    expect(convert(10_659_00, "USD", "KWD", defaultRates, { by: "kwdToUsd" })).toBe(3_300_000);
    expect(convert(10_659_00, "USD", "KWD", defaultRates, { by: "usdToKwd" })).toBe(3_304_290);
    // And back: 3,300 KWD divided by 0.31 when a place names that rate.
    expect(convert(3_300_000, "KWD", "USD", defaultRates, { by: "usdToKwd" })).toBe(10_645_16);
    expect(convert(3_300_000, "KWD", "USD", defaultRates)).toBe(10_659_00);
  });

  it("takes percentages in basis points and rounds half away from zero", () => {
    expect(percentOf(3000_00, 650)).toBe(195_00);
    expect(percentOf(1, 5000)).toBe(1);
    expect(percentOf(-1, 5000)).toBe(-1);
  });

  it("rounds to whole major units and reads back major values", () => {
    expect(roundToMajor(1_499, "KWD")).toBe(1_000);
    expect(roundToMajor(1_500, "KWD")).toBe(2_000);
    expect(toMajor(12_345, "USD")).toBe(123.45);
  });

  it("formats with two decimals in Latin digits", () => {
    expect(formatMoney(1_234_500, "USD")).toBe("$12,345.00");
    expect(formatMoney(3_827_158, "KWD")).toBe("3,827.16 KWD");
    expect(formatMoney(-250, "USD")).toBe("-$2.50");
    expect(formatMoney(5, "USD")).toBe("$0.05");
    expect(formatMoney(123_456_789_00, "USD")).toBe("$123,456,789.00");
    expect(formatMoney(1_005, "KWD")).toBe("1.01 KWD");
    expect(formatMoney(1_004, "KWD")).toBe("1.00 KWD");
    expect(formatMoney(1_234_567, "KWD", { decimals: 3 })).toBe("1,234.567 KWD");
    expect(formatMoney(99_950, "USD", { decimals: 0 })).toBe("$1,000");
    // The reader's word for the currency, in its place (the web app passes the page language's).
    expect(formatMoney(1_234_567, "KWD", { decimals: 3, symbol: "KD" })).toBe("1,234.567 KD");
    expect(formatMoney(-250, "USD", { symbol: "$" })).toBe("-$2.50");
  });
});
