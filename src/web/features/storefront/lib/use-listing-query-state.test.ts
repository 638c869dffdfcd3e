// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readListingFilters } from "../../../../shared/catalog-api";
import { hasActiveFilters } from "./use-listing-query-state";

const parse = (search: string) => readListingFilters(new URLSearchParams(search));

describe("readListingFilters", () => {
  it("gives the defaults for an empty URL", () => {
    const query = parse("");
    expect(query).toMatchObject({ price: [], brand: [], material: [], sort: "newest", limit: 24 });
    expect(query.q).toBeUndefined();
    expect(query.category).toBeUndefined();
    expect(hasActiveFilters(query)).toBe(false);
  });

  it("reads every filter, trimming the search text", () => {
    const query = parse("q=%20submariner%20&category=diver&price=10000-25000&sort=price-low");
    expect(query).toMatchObject({
      q: "submariner",
      category: "diver",
      price: ["10000-25000"],
      sort: "price-low",
    });
    expect(hasActiveFilters(query)).toBe(true);
  });

  it("reads each facet's comma-separated values, once each, and ?price=all as no price filter", () => {
    const query = parse("brand=Rolex,omega,rolex&material=steel,titanium&price=all&year=2010s");
    expect(query).toMatchObject({
      brand: ["rolex", "omega"],
      material: ["steel", "titanium"],
      price: [],
      year: ["2010s"],
      condition: [],
    });
    expect(query.category).toBeUndefined();
    expect(hasActiveFilters(query)).toBe(true);
  });

  it("falls back to a filter's default when its value is not allowed, keeping the others", () => {
    expect(parse("price=abc&sort=price-high")).toMatchObject({ price: [], sort: "price-high" });
    expect(parse("material=steel,gold,%00&brand=Bad%20Slug,ok")).toMatchObject({
      material: ["steel"],
      brand: ["ok"],
    });
    expect(parse("sort=cheapest&q=omega")).toMatchObject({ sort: "newest", q: "omega" });
  });

  it("ignores paging parameters: the collection always starts at the first page", () => {
    const query = parse("cursor=abc&limit=2");
    expect(query.cursor).toBeUndefined();
    expect(query.limit).toBe(24);
  });
});
