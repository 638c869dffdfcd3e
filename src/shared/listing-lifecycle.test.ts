import { describe, expect, it } from "vitest";
import { hasListingPage, isForSale, listingState } from "./listing-lifecycle";

const soldAt = new Date("2026-01-02T03:04:05Z");

describe("listing lifecycle", () => {
  it.each([
    [{ isActive: true, stock: 1, soldAt: null }, "live", true, true],
    [{ isActive: true, stock: 0, soldAt: null }, "live", false, true],
    [{ isActive: false, stock: 1, soldAt: null }, "withdrawn", false, false],
    [{ isActive: false, stock: 0, soldAt: null }, "withdrawn", false, false],
    [{ isActive: false, stock: 0, soldAt }, "sold", false, true],
    [{ isActive: true, stock: 1, soldAt }, "sold", false, true],
    [{ isActive: false, stock: 0, soldAt: soldAt.toISOString() }, "sold", false, true],
  ] as const)("%o is %s (for sale: %s, has a page: %s)", (listing, state, forSale, page) => {
    expect(listingState(listing)).toBe(state);
    expect(isForSale(listing)).toBe(forSale);
    expect(hasListingPage(listing)).toBe(page);
  });
});
