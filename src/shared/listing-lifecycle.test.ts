import { describe, expect, it } from "vitest";
import { hasListingPage, isForSale, isInCollection, listingState } from "./listing-lifecycle";

const soldAt = new Date("2026-01-02T03:04:05Z");
const until = new Date("2026-01-02T03:34:05Z");

describe("listing lifecycle", () => {
  it.each([
    [{ isActive: true, stock: 1, soldAt: null, reservedUntil: null }, "live", true, true, true],
    [{ isActive: true, stock: 0, soldAt: null, reservedUntil: null }, "live", false, false, true],
    [{ isActive: true, stock: 0, soldAt: null, reservedUntil: until }, "reserved", false, true, true],
    [{ isActive: true, stock: 1, soldAt: null, reservedUntil: until }, "live", true, true, true],
    [{ isActive: false, stock: 1, soldAt: null, reservedUntil: null }, "withdrawn", false, false, false],
    [{ isActive: false, stock: 0, soldAt: null, reservedUntil: null }, "withdrawn", false, false, false],
    [{ isActive: false, stock: 0, soldAt: null, reservedUntil: until }, "withdrawn", false, false, false],
    [{ isActive: false, stock: 0, soldAt, reservedUntil: null }, "sold", false, false, true],
    [{ isActive: true, stock: 1, soldAt, reservedUntil: null }, "sold", false, false, true],
    [
      { isActive: false, stock: 0, soldAt: soldAt.toISOString(), reservedUntil: null },
      "sold",
      false,
      false,
      true,
    ],
  ] as const)(
    "%o is %s (for sale: %s, in the collection: %s, has a page: %s)",
    (listing, state, forSale, shown, page) => {
      expect(listingState(listing)).toBe(state);
      expect(isForSale(listing)).toBe(forSale);
      expect(isInCollection(listing)).toBe(shown);
      expect(hasListingPage(listing)).toBe(page);
    },
  );
});
