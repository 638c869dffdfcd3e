import { describe, expect, it } from "vitest";
import {
  convert,
  crossRate,
  currencies,
  defaultRates,
  formatMoney,
  formatMoneyRange,
  formatPrice,
  formatRate,
  fromUsd,
  percentOf,
  roughAmount,
  roundToMajor,
  toMajor,
  toMinor,
  toRate,
} from "./money";

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

  describe("prices in the shopper's currency (issue 30)", () => {
    // $12,345.67 at each currency's rate per dollar, in millionths; each answer worked out by hand.
    const cents = 12_345_67;
    const cases = [
      // 12,345.67 × 3.75 = 46,296.2625 riyals
      { currency: "SAR", rate: 3_750_000, minor: 4_629_626, text: "46,296.26 SAR" },
      // × 3.6725 = 45,339.473075 dirhams
      { currency: "AED", rate: 3_672_500, minor: 4_533_947, text: "45,339.47 AED" },
      // × 3.64 = 44,938.2388 riyals
      { currency: "QAR", rate: 3_640_000, minor: 4_493_824, text: "44,938.24 QAR" },
      // × 0.376 = 4,641.97192 dinars: three decimals, fils
      { currency: "BHD", rate: 376_000, minor: 4_641_972, text: "4,641.972 BHD" },
      // × 0.3845 = 4,746.910115 rials: three decimals, baisa
      { currency: "OMR", rate: 384_500, minor: 4_746_910, text: "4,746.910 OMR" },
      // × 0.3077 = 3,798.762659 dinars
      { currency: "KWD", rate: 307_700, minor: 3_798_763, text: "3,798.763 KWD" },
      // × 0.915667 = 11,304.52261189 euros, the symbol first
      { currency: "EUR", rate: 915_667, minor: 1_130_452, text: "€11,304.52" },
      // × 0.789012 = 9,740.88177804 pounds
      { currency: "GBP", rate: 789_012, minor: 974_088, text: "£9,740.88" },
      { currency: "USD", rate: 1_000_000, minor: 12_345_67, text: "$12,345.67" },
    ] as const;

    it.each(cases)("converts and writes $12,345.67 in $currency", ({ currency, rate, minor, text }) => {
      expect(fromUsd(cents, currency, rate)).toBe(minor);
      expect(formatPrice(minor, currency)).toBe(text);
    });

    it("keeps each currency's own decimals: three for KWD, BHD and OMR, two for the others", () => {
      expect(Object.entries(currencies).map(([code, { exponent }]) => `${code}:${exponent}`)).toEqual([
        "USD:2",
        "KWD:3",
        "SAR:2",
        "AED:2",
        "QAR:2",
        "BHD:3",
        "OMR:3",
        "EUR:2",
        "GBP:2",
      ]);
      expect(formatPrice(1_000, "KWD")).toBe("1.000 KWD");
      expect(formatPrice(5, "OMR")).toBe("0.005 OMR");
      expect(formatPrice(5, "SAR")).toBe("0.05 SAR");
      // The back office's dinar keeps the spec's two decimals (formatMoney's default).
      expect(formatMoney(1_000, "KWD")).toBe("1.00 KWD");
    });

    it("rounds once, half away from zero, at the target's minor unit", () => {
      // 2 cents × 3.75 = 7.5 halalas; $1 × 0.3845 = 384.5 baisa; 1 cent × 0.376 = 3.76 fils.
      expect(fromUsd(2, "SAR", 3_750_000)).toBe(8);
      expect(fromUsd(-2, "SAR", 3_750_000)).toBe(-8);
      expect(fromUsd(100, "OMR", 384_500)).toBe(385);
      expect(fromUsd(1, "BHD", 376_000)).toBe(4);
      // $1 × 3.6725 = 367.25 fils, rounded down.
      expect(fromUsd(100, "AED", 3_672_500)).toBe(367);
      // One cent at 0.3077 is 3.077 fils.
      expect(fromUsd(1, "KWD", 307_700)).toBe(3);
      expect(fromUsd(0, "EUR", 915_667)).toBe(0);
      expect(() => fromUsd(1.5, "SAR", 3_750_000)).toThrow(RangeError);
      expect(() => fromUsd(100, "SAR", 0)).toThrow(RangeError);
      expect(() => fromUsd(100, "SAR", 3.75)).toThrow(RangeError);
    });

    it("writes the symbol in each currency's place, the reader's word when given, Latin digits always", () => {
      expect(formatPrice(4_629_626, "SAR", { symbol: "ر.س" })).toBe("46,296.26 ر.س");
      expect(formatPrice(4_533_947, "AED", { symbol: "د.إ" })).toBe("45,339.47 د.إ");
      expect(formatPrice(3_798_763, "KWD", { symbol: "د.ك" })).toBe("3,798.763 د.ك");
      expect(formatPrice(-50, "EUR")).toBe("-€0.50");
      expect(formatPrice(-8, "SAR")).toBe("-0.08 SAR");
      expect(formatPrice(123_456_789_00, "GBP")).toBe("£123,456,789.00");
      expect(formatPrice(4_641_972, "BHD", { symbol: "د.ب" })).not.toMatch(/[\u0660-\u0669]/);
    });

    it("reads published rates into millionths and crosses them through the euro", () => {
      expect(toRate("1.0921")).toBe(1_092_100);
      expect(toRate(0.3077)).toBe(307_700);
      expect(toRate("3.6725")).toBe(3_672_500);
      expect(toRate("0.86168")).toBe(861_680);
      expect(toRate("1.23456789")).toBe(1_234_568);
      expect(() => toRate("abc")).toThrow(RangeError);
      expect(() => toRate("0")).toThrow(RangeError);
      expect(() => toRate("-1.2")).toThrow(RangeError);
      // EUR per USD = 1 / 1.0921 = 0.9156670...; GBP per USD = 0.86168 / 1.0921 = 0.7890119...
      expect(crossRate(1_000_000, 1_092_100)).toBe(915_667);
      expect(crossRate(861_680, 1_092_100)).toBe(789_012);
      expect(() => crossRate(861_680, 0)).toThrow(RangeError);
    });

    it("writes a rate for people without trailing zeros", () => {
      expect(formatRate(3_750_000)).toBe("3.75");
      expect(formatRate(384_500)).toBe("0.3845");
      expect(formatRate(3_672_500)).toBe("3.6725");
      expect(formatRate(1_000_000)).toBe("1");
      expect(formatRate(915_667)).toBe("0.915667");
    });
  });

  describe("rough amounts for a filter's labels (issue 30)", () => {
    it("rounds whole units to two significant figures, half away from zero", () => {
      // The price bands' dollars in riyals (× 3.75) and dinars (× 0.31).
      expect(roughAmount(3_750_00, "SAR")).toBe(3_800_00);
      expect(roughAmount(18_750_00, "SAR")).toBe(19_000_00);
      expect(roughAmount(93_750_00, "SAR")).toBe(94_000_00);
      expect(roughAmount(310_000, "KWD")).toBe(310_000);
      expect(roughAmount(1_550_000, "KWD")).toBe(1_600_000);
      expect(roughAmount(7_749_500, "KWD")).toBe(7_700_000);
      expect(roughAmount(99_60, "USD")).toBe(100_00);
      expect(roughAmount(0, "EUR")).toBe(0);
      expect(roughAmount(3_672_50, "AED", 3)).toBe(3_670_00);
    });

    it("writes a range with its symbol once, where the currency puts it", () => {
      expect(formatMoneyRange(3_800_00, 19_000_00, "SAR", { decimals: 0 })).toBe("3,800–19,000 SAR");
      expect(formatMoneyRange(920_00, 4_600_00, "EUR", { decimals: 0 })).toBe("€920–4,600");
      expect(formatMoneyRange(310_000, 1_600_000, "KWD", { decimals: 0, symbol: "د.ك" })).toBe(
        "310–1,600 د.ك",
      );
      expect(formatMoney(-1_000_00, "USD")).toBe("-$1,000.00");
      expect(formatMoney(-1_000_000, "KWD", { decimals: 3 })).toBe("-1,000.000 KWD");
    });
  });
});
