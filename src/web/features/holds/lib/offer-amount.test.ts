import { describe, expect, it } from "vitest";
import { offerBounds } from "../../../../shared/holds";
import { checkOfferAmount, typedDollars } from "./offer-amount";

/** A watch at $12,500.00: offers from $6,250.00 up to $12,499.99 (shared/holds.ts). */
const bounds = offerBounds(1_250_000);

describe("an offer as typed (issue 31)", () => {
  it("reads dollars as people type them, Arabic-Indic digits included", () => {
    expect(typedDollars("9,500")).toBe(950_000);
    expect(typedDollars("$9,500.50")).toBe(950_050);
    expect(typedDollars("١٠٠٠٠")).toBe(1_000_000);
    expect(typedDollars("٩٥٠٠٫٥")).toBe(950_050);
    expect(typedDollars("9.999")).toBeUndefined();
    expect(typedDollars("ten thousand")).toBeUndefined();
    expect(typedDollars("0")).toBeUndefined();
  });

  it("takes half the price up to just below it, and says which bound a refused amount crossed", () => {
    expect(checkOfferAmount("6,250", bounds)).toEqual({ cents: 625_000 });
    expect(checkOfferAmount("12499.99", bounds)).toEqual({ cents: 1_249_999 });
    expect(checkOfferAmount("", bounds).error).toEqual({ key: "holds:validation.amountRequired" });
    expect(checkOfferAmount("abc", bounds).error).toEqual({ key: "holds:validation.amountInvalid" });
    expect(checkOfferAmount("6,249.99", bounds).error).toEqual({
      key: "holds:validation.amountTooLow",
      values: { amount: "$6,250.00" },
    });
    expect(checkOfferAmount("12,500", bounds).error).toEqual({
      key: "holds:validation.amountNotBelowPrice",
      values: { amount: "$12,500.00" },
    });
  });
});
