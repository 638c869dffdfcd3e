import { describe, expect, it } from "vitest";
import type { PortfolioListing } from "../../../shared/portfolio-schemas";
import { shortTitle, shownListings, shownNotes, shownReference } from "./portfolio-display";

const listing = (platform: string): PortfolioListing => ({
  platform,
  condition: null,
  priceCents: 100,
  title: null,
  url: null,
});

describe("what a portfolio card shows (spec: reseller-tools §2)", () => {
  it("hides eBay listings and shows at most 3 of the rest, counting the others", () => {
    const listings = ["chrono24", "eBay", "grailzee", "chrono24", "EBAY", "dealer", "forum"].map(listing);
    const { shown, more } = shownListings(listings);
    expect(shown.map((l) => l.platform)).toEqual(["chrono24", "grailzee", "chrono24"]);
    expect(more).toBe(2);
    expect(shownListings([listing("ebay")])).toEqual({ shown: [], more: 0 });
  });

  it("hides the reference N/A and the default note", () => {
    expect(shownReference({ reference: "N/A" })).toBeNull();
    expect(shownReference({ reference: "126610LN" })).toBe("126610LN");
    expect(shownNotes({ notes: "Added via AI watch analysis" })).toBeNull();
    expect(shownNotes({ notes: "Full set" })).toBe("Full set");
  });

  it("cuts a listing title to 30 characters", () => {
    expect(shortTitle("Rolex Submariner Date 126610LN Full Set 2023")).toBe(
      "Rolex Submariner Date 126610LN…",
    );
    expect(shortTitle("Rolex 126610LN")).toBe("Rolex 126610LN");
  });
});
