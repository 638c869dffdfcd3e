// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readListingFilters } from "../../../../shared/catalog-api";
import { hasActiveFilters } from "./use-listing-query-state";

const parse = (search: string) => readListingFilters(new URLSearchParams(search));

describe("readListingFilters", () => {
  it("gives the defaults for an empty URL", () => {
    const query = parse("");
    expect(query).toMatchObject({ price: "all", sort: "newest", limit: 24 });
    expect(query.q).toBeUndefined();
    expect(query.category).toBeUndefined();
    expect(hasActiveFilters(query)).toBe(false);
  });

  it("reads every filter, trimming the search text", () => {
    const query = parse("q=%20submariner%20&category=diver&price=10000-25000&sort=price-low");
    expect(query).toMatchObject({
      q: "submariner",
      category: "diver",
      price: "10000-25000",
      sort: "price-low",
    });
    expect(hasActiveFilters(query)).toBe(true);
  });

  it("lets ?brand= set the category filter, and ?category= win when both are given", () => {
    const byBrand = parse("brand=Patek-Philippe");
    expect(byBrand.category).toBe("patek-philippe");
    expect(byBrand.brand).toBeUndefined();
    expect(parse("brand=rolex&category=diver").category).toBe("diver");
  });

  it("falls back to a filter's default when its value is not allowed, keeping the others", () => {
    expect(parse("price=abc&sort=price-high")).toMatchObject({ price: "all", sort: "price-high" });
    expect(parse("sort=cheapest&q=omega")).toMatchObject({ sort: "newest", q: "omega" });
  });

  it("ignores paging parameters: the collection always starts at the first page", () => {
    const query = parse("cursor=abc&limit=2");
    expect(query.cursor).toBeUndefined();
    expect(query.limit).toBe(24);
  });
});
