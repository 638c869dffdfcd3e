import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { marketObservations } from "../../db/schema";
import { createInventoryItem, createListing } from "../../test/factories";
import { ebayItem, type FakeEbay, fakeEbayClient, startFakeEbay } from "../../test/fake-ebay";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createManualObservation } from "./market-observations.service";
import { ebayCacheMinutes, type MarketPriceDeps, priceWatch } from "./market-price.service";

/**
 * Issue 12: the market service gathers the shop's sales and listings, admins' recorded prices and
 * eBay's asking prices (through the real adapter against a local fake eBay), stores what eBay
 * returned, answers from the store within the cache window, and combines it all into figures in
 * USD and KWD — or says there is no market data.
 */
let t: TestApp;
let fake: FakeEbay;
let adminId: string;
beforeAll(async () => {
  fake = await startFakeEbay();
  t = await createTestApp({
    EBAY_CLIENT_ID: fakeEbayClient.id,
    EBAY_CLIENT_SECRET: fakeEbayClient.secret,
    EBAY_API_BASE: fake.url,
  });
  adminId = (await t.createUser({ role: "owner" })).id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.stock([]);
  fake.searches.length = 0;
});

const now = new Date("2026-11-24T09:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const deps = (overrides: Partial<MarketPriceDeps> = {}): MarketPriceDeps => ({
  db: t.db,
  market: t.services.market,
  now: () => now,
  ...overrides,
});
/** A brand no other test uses, so each test sees only the prices it made. */
const freshBrand = () => `Maker ${randomUUID().slice(0, 8)}`;

async function recordByHand(brand: string, price: string, currency: "USD" | "KWD", day: Date) {
  await createManualObservation(
    t.db,
    { userId: adminId },
    {
      brand,
      model: "Submariner Date",
      reference: "126610LN",
      kind: "sold",
      priceMinor: Number(price),
      currency,
      observedOn: day.toISOString().slice(0, 10),
      whereSeen: "Auction result",
      condition: null,
      url: null,
    },
  );
}

describe("priceWatch", () => {
  it("says there is no market data when no source knows the watch, never a number", async () => {
    const result = await priceWatch(
      deps(),
      { brand: freshBrand(), reference: "5711/1A" },
      { confidence: 95 },
    );

    expect(result.market).toBeNull();
    expect(result.sources.map(({ source, status, count }) => ({ source, status, count }))).toEqual([
      { source: "shop_sales", status: "empty", count: 0 },
      { source: "manual", status: "empty", count: 0 },
      { source: "ebay", status: "empty", count: 0 },
      { source: "shop_listings", status: "empty", count: 0 },
    ]);
    expect(fake.searches).toHaveLength(1);
  });

  it("combines the shop's sales, recorded prices and eBay's asking prices, in USD and KWD", async () => {
    const brand = freshBrand();
    // 3,100 KWD at 3.23 is $10,013.
    await createInventoryItem(t.db, {
      make: brand,
      model: "Submariner",
      reference: "126610LN",
      status: "sold",
      soldPriceFils: 3_100_000,
      saleDate: daysAgo(40),
    });
    await recordByHand(brand, "1040000", "USD", daysAgo(10));
    fake.stock([
      ebayItem(`${brand} Submariner Date 126610LN full set`, "10600.00"),
      ebayItem(`${brand} 126610 LN`, "10800.00"),
      ebayItem(`Strap for ${brand} 126610LN`, "300.00"),
      ebayItem(`${brand} 126610LV`, "16000.00"),
    ]);
    // The shop's own asking price does not count beside market evidence.
    await createListing(t.db, { brand, reference: "126610LN", priceCents: 25_000_00 });

    const result = await priceWatch(
      deps(),
      { brand, model: "Submariner", reference: "126610ln" },
      { confidence: 92 },
    );

    expect(result.matchedBy).toBe("reference");
    expect(result.sources).toEqual([
      {
        source: "shop_sales",
        kind: "sold",
        status: "ok",
        count: 1,
        outlierCount: 0,
        medianUsdCents: 10_013_00,
        newestAt: daysAgo(40).toISOString(),
        oldestAt: daysAgo(40).toISOString(),
      },
      {
        source: "manual",
        kind: "manual",
        status: "ok",
        count: 1,
        outlierCount: 0,
        medianUsdCents: 10_400_00,
        newestAt: `${daysAgo(10).toISOString().slice(0, 10)}T00:00:00.000Z`,
        oldestAt: `${daysAgo(10).toISOString().slice(0, 10)}T00:00:00.000Z`,
      },
      {
        source: "ebay",
        kind: "asking",
        status: "ok",
        count: 2,
        outlierCount: 0,
        medianUsdCents: 10_700_00,
        newestAt: now.toISOString(),
        oldestAt: now.toISOString(),
        excluded: { otherReference: 1, notAWatch: 1, outlier: 0, otherCurrency: 0 },
      },
      {
        source: "shop_listings",
        kind: "asking",
        status: "ok",
        count: 1,
        outlierCount: 0,
        medianUsdCents: 25_000_00,
        newestAt: now.toISOString(),
        oldestAt: now.toISOString(),
      },
    ]);
    // 10,013 / 10,400 / 10,600 / 10,800: median 10,500; Q1 10,303.25, Q3 10,650 → spread 3.3%.
    // Four prices score 1, the rest 0 → low risk, bought 15% under: $8,925, margin 18%.
    expect(result.market).toEqual({
      basis: ["shop_sales", "manual", "ebay"],
      provenance: {
        basis: "median",
        sources: [
          { source: "shop_sales", count: 1 },
          { source: "manual", count: 1 },
          { source: "ebay", count: 2 },
        ],
        sampleSize: 4,
        asOf: now.toISOString(),
      },
      sampleSize: 4,
      outlierCount: 0,
      marketPrice: { usdCents: 10_500_00, kwdFils: 3_255_000 },
      low: { usdCents: 10_013_00, kwdFils: 3_104_030 },
      high: { usdCents: 10_800_00, kwdFils: 3_348_000 },
      spreadBasisPoints: 330,
      newestAt: now.toISOString(),
      oldestAt: daysAgo(40).toISOString(),
      newestAgeDays: 0,
      suggestedBuyingPrice: { usdCents: 8_925_00, kwdFils: 2_766_750 },
      estimatedProfit: { usdCents: 1_575_00, kwdFils: 488_250 },
      marginPercent: 18,
      risk: "low",
      riskFactors: { spread: 0, sampleSize: 1, age: 0, confidence: 0 },
      buyingDiscountBasisPoints: 1_500,
    });
    expect(result.listings.map((listing) => [listing.source, listing.usdCents])).toEqual([
      ["ebay", 10_600_00],
      ["ebay", 10_800_00],
      ["shop_listings", 25_000_00],
    ]);
    expect(result.rates).toEqual({ usdToKwd: 310_000, kwdToUsd: 3_230_000 });
  });

  it("neither counts nor dates in its source a price the combined median left out (issue 24)", async () => {
    const brand = freshBrand();
    for (const [fils, days] of [
      [3_100_000, 60],
      [3_160_000, 50],
      [3_130_000, 40],
      [3_070_000, 30],
    ] as const)
      await createInventoryItem(t.db, {
        make: brand,
        model: "Submariner",
        reference: "126610LN",
        status: "sold",
        soldPriceFils: fils,
        saleDate: daysAgo(days),
      });
    // The newest sale was typed as 310 KWD instead of 3,100: far below the fence.
    await createInventoryItem(t.db, {
      make: brand,
      model: "Submariner",
      reference: "126610LN",
      status: "sold",
      soldPriceFils: 310_000,
      saleDate: daysAgo(2),
    });

    const result = await priceWatch(
      deps({ market: undefined }),
      { brand, reference: "126610LN" },
      { confidence: 95 },
    );

    expect(result.market).toMatchObject({
      sampleSize: 4,
      outlierCount: 1,
      newestAt: daysAgo(30).toISOString(),
    });
    expect(result.sources.find((source) => source.source === "shop_sales")).toMatchObject({
      status: "ok",
      count: 4,
      outlierCount: 1,
      newestAt: daysAgo(30).toISOString(),
      oldestAt: daysAgo(60).toISOString(),
    });
    expect(result.market?.provenance).toEqual({
      basis: "median",
      sources: [{ source: "shop_sales", count: 4 }],
      sampleSize: 4,
      asOf: daysAgo(30).toISOString(),
    });
  });

  it("names one asking price as one asking price, with its source and date (issue 24)", async () => {
    const brand = freshBrand();
    fake.stock([ebayItem(`${brand} 126610LN`, "10000.00")]);

    const result = await priceWatch(deps(), { brand, reference: "126610LN" }, { confidence: 90 });

    expect(result.market?.provenance).toEqual({
      basis: "one_asking",
      sources: [{ source: "ebay", count: 1 }],
      sampleSize: 1,
      asOf: now.toISOString(),
    });
  });

  it("stores eBay's listings once, answers from them within the cache window, and searches again after it", async () => {
    const brand = freshBrand();
    const first = ebayItem(`${brand} 126610LN`, "10000.00");
    fake.stock([first, ebayItem(`${brand} 126610LN`, "11000.00")]);
    const watch = { brand, reference: "126610LN" };

    await priceWatch(deps(), watch, { confidence: 90 });
    const stored = await t.db.select().from(marketObservations).where(eq(marketObservations.brand, brand));
    expect(stored.map((row) => [row.source, row.kind, row.priceCents]).toSorted()).toEqual([
      ["ebay", "asking", 10_000_00],
      ["ebay", "asking", 11_000_00],
    ]);
    expect(stored.find((row) => row.sourceItemId === first.itemId)).toMatchObject({
      title: first.title,
      url: first.itemWebUrl,
      condition: "Pre-owned",
      currency: "USD",
    });

    const withinWindow = new Date(now.getTime() + (ebayCacheMinutes - 1) * 60_000);
    const cached = await priceWatch(deps({ now: () => withinWindow }), watch, { confidence: 90 });
    expect(fake.searches).toHaveLength(1);
    expect(cached.sources.find((source) => source.source === "ebay")).toMatchObject({
      status: "ok",
      count: 2,
      fromCache: true,
    });
    expect(cached.market?.marketPrice.usdCents).toBe(10_500_00);

    // After the window eBay is asked again; the listing seen again is updated, not added twice.
    fake.stock([{ ...first, price: { value: "9500.00", currency: "USD" } }]);
    const later = new Date(now.getTime() + (ebayCacheMinutes + 1) * 60_000);
    const again = await priceWatch(deps({ now: () => later }), watch, { confidence: 90 });
    expect(fake.searches).toHaveLength(2);
    const rows = await t.db.select().from(marketObservations).where(eq(marketObservations.brand, brand));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.sourceItemId === first.itemId)).toMatchObject({
      priceCents: 9_500_00,
      observedAt: later,
    });
    expect(again.market?.marketPrice.usdCents).toBe(9_500_00);
  });

  it("falls back on the listings stored in the last week when eBay fails, and says so", async () => {
    const brand = freshBrand();
    fake.stock([ebayItem(`${brand} 126610LN`, "10000.00"), ebayItem(`${brand} 126610LN`, "10400.00")]);
    const watch = { brand, reference: "126610LN" };
    await priceWatch(deps(), watch, { confidence: 90 });

    fake.script("search", { kind: "status", status: 500 });
    const nextDay = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    const result = await priceWatch(deps({ now: () => nextDay }), watch, { confidence: 90 });

    expect(fake.searches).toHaveLength(2);
    expect(result.sources.find((source) => source.source === "ebay")).toMatchObject({
      status: "failed",
      fromCache: true,
      count: 2,
      newestAt: now.toISOString(),
      failure: { reason: "unavailable" },
    });
    expect(result.market).toMatchObject({
      basis: ["ebay"],
      marketPrice: { usdCents: 10_200_00 },
      newestAgeDays: 1,
    });
  });

  it("reports eBay's spent quota and still prices from the other sources", async () => {
    const brand = freshBrand();
    await recordByHand(brand, "3300000", "KWD", daysAgo(200));
    fake.script("search", { kind: "status", status: 429, retryAfter: "3600" });

    const result = await priceWatch(deps(), { brand, reference: "126610LN" }, { confidence: 75 });

    expect(result.sources.find((source) => source.source === "ebay")).toMatchObject({
      status: "failed",
      count: 0,
      failure: { reason: "quota", retryAfterSeconds: 3600 },
    });
    // 3,300 KWD at 3.23 = $10,659; one price 200 days old, confidence 75: 2 + 2 + 1 → high risk.
    expect(result.market).toMatchObject({
      basis: ["manual"],
      sampleSize: 1,
      marketPrice: { usdCents: 10_659_00, kwdFils: 3_304_290 },
      risk: "high",
      riskFactors: { spread: 0, sampleSize: 2, age: 2, confidence: 1 },
      suggestedBuyingPrice: { usdCents: 7_994_25 },
      marginPercent: 33,
    });
  });

  it("prices from the shop's own asking prices only when nothing else knows the watch, by make and model", async () => {
    const brand = freshBrand();
    await createListing(t.db, { brand, model: "Speedmaster", priceCents: 6_000_00 });
    await createListing(t.db, { brand, model: "speedmaster", priceCents: 7_000_00 });

    const result = await priceWatch(deps(), { brand, model: "SPEEDMASTER" }, { confidence: 100 });

    expect(result.matchedBy).toBe("make_model");
    expect(result.sources.find((source) => source.source === "ebay")?.status).toBe("needs_reference");
    expect(fake.searches).toHaveLength(0);
    expect(result.market).toMatchObject({ basis: ["shop_listings"], marketPrice: { usdCents: 6_500_00 } });
  });

  it("says eBay is not configured when it has no keys", async () => {
    const result = await priceWatch(
      deps({ market: undefined }),
      { brand: freshBrand(), reference: "1" },
      {
        confidence: 100,
      },
    );
    expect(result.sources.find((source) => source.source === "ebay")?.status).toBe("not_configured");
  });
});
