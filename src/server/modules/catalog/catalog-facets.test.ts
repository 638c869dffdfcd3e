import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingPageDto } from "../../../shared/catalog-api";
import { createInventoryItem, createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Issue 13, the collection's facets: counts checked against figures worked out by hand. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const listed = [
    ["Rolex", "excellent", "complete", "41mm", "Oystersteel", 2021, 14_500_00],
    ["Rolex", "Like New", "box-only", "40mm", "18k yellow gold", 2015, 30_000_00],
    ["Omega", "excellent", "complete", "42 mm", "Stainless steel", 2019, 5_000_00],
    ["Omega", "good", "papers-only", "38.6mm", "Titanium", 2008, 3_000_00],
    ["Tudor", "excellent", "complete", "39mm", "Stainless steel", 2021, 3_450_00],
    ["Cartier", "very-good", "", "33.7mm x 25.5mm", "18k rose gold", 1995, 8_000_00],
  ] as const;
  for (const [brand, condition, boxPapers, caseSize, caseMaterial, year, priceCents] of listed)
    await createListing(t.db, {
      brand,
      year,
      priceCents,
      specifications: { condition, boxPapers, caseSize, caseMaterial },
    });
  // Not for sale: counted nowhere.
  await createListing(t.db, {
    brand: "Rolex",
    isActive: false,
    specifications: { caseMaterial: "Oystersteel" },
  });
  await createListing(t.db, { brand: "Rolex", stock: 0, specifications: { caseMaterial: "Oystersteel" } });
  // Brand and condition from its inventory item.
  const item = await createInventoryItem(t.db, { make: "Audemars Piguet", condition: "Very Good" });
  await createListing(t.db, {
    brand: "",
    inventoryId: item.id,
    year: 1988,
    priceCents: 60_000_00,
    specifications: { caseSize: "46.2mm", caseMaterial: "Stainless steel with 18k gold bezel" },
  });
});
afterAll(() => t.close());

async function page(query: string): Promise<ListingPageDto> {
  const response = await t.client().get(`/api/listings${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as ListingPageDto;
}

const counts = (entries: { value: string; count: number }[]) =>
  Object.fromEntries(entries.map((entry) => [entry.value, entry.count]));

describe("GET /api/listings facets", () => {
  it("counts every facet's values over the listings for sale", async () => {
    const { total, facets } = await page("");
    expect(total).toBe(7);
    expect(facets.brand).toEqual([
      { value: "omega", label: "Omega", count: 2 },
      { value: "rolex", label: "Rolex", count: 2 },
      { value: "audemars-piguet", label: "Audemars Piguet", count: 1 },
      { value: "cartier", label: "Cartier", count: 1 },
      { value: "tudor", label: "Tudor", count: 1 },
    ]);
    // In the options' order; "Like New" and the inventory's "Very Good" read as their options.
    expect(facets.condition).toEqual([
      { value: "like-new", count: 1 },
      { value: "excellent", count: 3 },
      { value: "very-good", count: 2 },
      { value: "good", count: 1 },
    ]);
    expect(counts(facets.papers)).toEqual({ complete: 3, "box-only": 1, "papers-only": 1 });
    expect(counts(facets.size)).toEqual({ "under-36": 1, "36-39": 2, "40-42": 3, "46-plus": 1 });
    expect(facets.material.map((entry) => entry.value)).toEqual([
      "steel",
      "gold-steel",
      "yellow-gold",
      "rose-gold",
      "titanium",
    ]);
    expect(counts(facets.material)).toEqual({
      steel: 3,
      "gold-steel": 1,
      "yellow-gold": 1,
      "rose-gold": 1,
      titanium: 1,
    });
    expect(counts(facets.year)).toEqual({ "2020s": 2, "2010s": 2, "2000s": 1, "1990s": 1, "before-1990": 1 });
    expect(counts(facets.price)).toEqual({ "1000-5000": 2, "5000-10000": 2, "10000-25000": 1, "25000": 2 });
  });

  it("takes several values of a facet (OR) and several facets (AND), each counted without itself", async () => {
    const body = await page("?brand=rolex,omega&material=steel");
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.brand).sort()).toEqual(["Omega", "Rolex"]);
    // Brands over the steel watches; materials over the Rolex and Omega watches.
    expect(counts(body.facets.brand)).toEqual({ rolex: 1, omega: 1, tudor: 1 });
    expect(counts(body.facets.material)).toEqual({ steel: 2, "yellow-gold": 1, titanium: 1 });
    // The other facets count the watches both choices leave.
    expect(counts(body.facets.condition)).toEqual({ excellent: 2 });
    expect(counts(body.facets.year)).toEqual({ "2020s": 1, "2010s": 1 });

    const priced = await page("?price=1000-5000,5000-10000&sort=price-low");
    expect(priced.items.map((item) => item.priceCents)).toEqual([3_000_00, 3_450_00, 5_000_00, 8_000_00]);
    expect(counts(priced.facets.price)).toEqual({
      "1000-5000": 2,
      "5000-10000": 2,
      "10000-25000": 1,
      "25000": 2,
    });
    const bands = await page("?size=36-39,46-plus&year=before-1990,2000s&papers=papers-only,complete");
    expect(bands.total).toBe(1);
    expect(bands.items[0]?.brand).toBe("Omega");
  });

  it("keeps a chosen value that nothing has at 0, and finds a brand through the inventory's make", async () => {
    const body = await page("?brand=audemars-piguet,zenith&condition=very-good");
    expect(body.total).toBe(1);
    expect(body.items[0]?.brand).toBe("Audemars Piguet");
    expect(counts(body.facets.brand)).toEqual({ "audemars-piguet": 1, cartier: 1, zenith: 0 });
    expect((await page("?material=platinum")).facets.material).toContainEqual({
      value: "platinum",
      count: 0,
    });
  });

  it("still takes ?price=all, ?brand= with one brand and the search beside the facets", async () => {
    expect((await page("?price=all")).total).toBe(7);
    expect((await page("?brand=Tudor")).items.map((item) => item.brand)).toEqual(["Tudor"]);
    const searched = await page("?q=omega&condition=excellent");
    expect(searched.total).toBe(1);
    expect(counts(searched.facets.condition)).toEqual({ excellent: 1, good: 1 });
  });

  it("answers 400, never 500, to a facet value it does not know", async () => {
    const cases: [string, string][] = [
      ["?material=gold", "Unknown material"],
      ["?size=12", "Unknown case size"],
      ["?year=1980s", "Unknown year"],
      ["?condition=mint", "Unknown condition"],
      ["?papers=box", "Unknown box and papers option"],
      ["?price=abc", "Unknown price range"],
      ["?brand=rolex%00", "Please remove unsupported characters"],
      ["?brand=%27%3B%20drop%20table", "Unknown brand"],
      [`?brand=${"a".repeat(81)}`, "Unknown brand"],
      [`?brand=${Array.from({ length: 21 }, (_, i) => `b${i}`).join(",")}`, "At most 20 values per filter"],
      [`?brand=${"a,".repeat(2000)}`, "This text is too long"],
      ["?material=steel%00", "Please remove unsupported characters"],
    ];
    for (const [query, message] of cases) {
      const response = await t.client().get(`/api/listings${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ code: "VALIDATION_ERROR", message });
    }
  });

  it("follows a write made on another instance as soon as this instance's index holds it", async () => {
    const before = (await page("")).total;
    // Written straight to the database, as another instance would: heard through the change feed,
    // and the client asks once this instance's index holds it (test-app.ts). No page kept from
    // before it is served (catalog-reader.ts).
    await createListing(t.db, { brand: "Longines", specifications: { caseMaterial: "Stainless steel" } });
    const after = await page("");
    expect(after.total).toBe(before + 1);
    expect(counts(after.facets.brand)).toMatchObject({ longines: 1 });
  });
});
