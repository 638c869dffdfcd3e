import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../../shared/errors";
import { type PriceLookupDto, priceLookupMessages } from "../../../shared/price-lookup";
import { createInventoryItem, createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Issue 11, the inventory dialog's price lookup, answered by issue 12's market service: the shop's
 * own sales of the same watch and the prices admins recorded, else the shop's asking prices, each
 * named as such; nothing found is `null`, never a made-up figure.
 */
let t: TestApp;
let user: Awaited<ReturnType<TestApp["signedInClient"]>>["agent"];
beforeAll(async () => {
  t = await createTestApp();
  user = (await t.signedInClient()).agent;
});
afterAll(() => t.close());

const lookUp = async (query: Record<string, string>) => {
  const response = await user.get(`/api/me/price-lookup?${new URLSearchParams(query)}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as PriceLookupDto).price;
};

/** A brand no other test uses, so each test sees only the watches it made. */
const freshBrand = () => `Maker ${randomUUID().slice(0, 8)}`;

describe("GET /api/me/price-lookup", () => {
  it("asks a visitor to sign in", async () => {
    const response = await t.client().get("/api/me/price-lookup?make=Rolex&model=Submariner");
    expect(response.status).toBe(401);
  });

  it.each([
    ["no make", { model: "Submariner" }],
    ["a blank model", { make: "Rolex", model: "  " }],
  ])("refuses %s with the spec's message", async (_name, query) => {
    const response = await user.get(`/api/me/price-lookup?${new URLSearchParams(query)}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(priceLookupMessages.makeModelFirst);
  });

  it("answers null when the shop has never seen the watch", async () => {
    expect(await lookUp({ make: freshBrand(), model: "Nautilus", reference: "5711/1A" })).toBeNull();
  });

  it("prefers what the shop sold the same reference for, whatever its spacing, over what it asks", async () => {
    const make = freshBrand();
    await createInventoryItem(t.db, {
      make,
      model: "Submariner",
      reference: "126610LN",
      status: "sold",
      soldPriceFils: 3_100_000,
      saleDate: new Date(),
    });
    await createInventoryItem(t.db, {
      make,
      model: "Submariner Date",
      reference: "126610 ln",
      status: "shipped",
      soldPriceFils: 3_300_000,
      saleDate: new Date(),
    });
    await createListing(t.db, {
      brand: make,
      reference: "126610-LN",
      priceCents: 12_000_00,
      soldAt: new Date(),
    });
    await createListing(t.db, { brand: make, reference: "126610LN", priceCents: 99_000_00 });
    // An item still for sale has no sold price to count.
    await createInventoryItem(t.db, {
      make,
      model: "Submariner",
      reference: "126610LN",
      status: "available",
    });

    const price = await lookUp({ make: make.toUpperCase(), model: "anything", reference: "126610ln" });

    // 3,100 and 3,300 KWD at 3.23 are $10,013 and $10,659; the sold listing is $12,000. The median
    // back in dinars is ÷ 3.23 (spec §9): 3,300 KWD, where × 0.31 said 3,304.
    expect(price).toEqual({
      source: "shop_sales",
      matchedBy: "reference",
      count: 3,
      medianUsdCents: 10_659_00,
      lowUsdCents: 10_013_00,
      highUsdCents: 12_000_00,
      expectedKwd: 3_300,
      sources: [{ source: "shop_sales", count: 3 }],
      provenance: {
        basis: "median",
        sources: [{ source: "shop_sales", count: 3 }],
        sampleSize: 3,
        asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
  });

  it("falls back to the shop's live asking prices, by make and model when no reference is given", async () => {
    const make = freshBrand();
    await createListing(t.db, { brand: make, model: "Speedmaster", priceCents: 6_000_00 });
    await createListing(t.db, { brand: make, model: "speedmaster", priceCents: 7_000_00 });
    await createListing(t.db, { brand: make, model: "Speedmaster", priceCents: 50_000_00, isActive: false });

    const price = await lookUp({ make, model: "SPEEDMASTER" });

    expect(price).toMatchObject({
      source: "shop_listings",
      matchedBy: "make_model",
      count: 2,
      medianUsdCents: 6_500_00,
      // $6,500 ÷ 3.23 = 2,012.38 KWD (× 0.31 said 2,015).
      expectedKwd: 2_012,
      provenance: { basis: "median", sampleSize: 2, sources: [{ source: "shop_listings", count: 2 }] },
    });
  });

  it("names one asking price as one asking price, dated (issue 24)", async () => {
    const make = freshBrand();
    await createListing(t.db, { brand: make, model: "Aquanaut", priceCents: 40_000_00 });

    const price = await lookUp({ make, model: "Aquanaut" });

    expect(price?.provenance).toEqual({
      basis: "one_asking",
      sources: [{ source: "shop_listings", count: 1 }],
      sampleSize: 1,
      asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("combines the shop's sales with prices an admin recorded, and names both", async () => {
    const make = freshBrand();
    await createInventoryItem(t.db, {
      make,
      model: "Daytona",
      reference: "126500LN",
      status: "sold",
      soldPriceFils: 9_000_000,
      saleDate: new Date(),
    });
    const admin = (await t.signedInClient({ role: "owner" })).agent;
    const recorded = await admin.post("/api/admin/market-observations", {
      brand: make,
      reference: "126500 LN",
      price: "31000",
      currency: "USD",
      observedOn: new Date().toISOString().slice(0, 10),
      whereSeen: "Dubai dealer",
    });
    expect(recorded.status).toBe(201);

    const price = await lookUp({ make, model: "Daytona", reference: "126500LN" });

    // 9,000 KWD at 3.23 is $29,070; with $31,000 the median is $30,035: ÷ 3.23 is 9,298.76 KWD.
    expect(price).toEqual({
      source: "combined",
      matchedBy: "reference",
      count: 2,
      medianUsdCents: 30_035_00,
      lowUsdCents: 29_070_00,
      highUsdCents: 31_000_00,
      expectedKwd: 9_299,
      sources: [
        { source: "shop_sales", count: 1 },
        { source: "manual", count: 1 },
      ],
      provenance: {
        basis: "median",
        sources: [
          { source: "shop_sales", count: 1 },
          { source: "manual", count: 1 },
        ],
        sampleSize: 2,
        asOf: expect.any(String),
      },
    });
  });
});
