import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminListingPageDto } from "../../../shared/listing-schemas";
import type { ListingMarketPositionDto, MarketPositionDto } from "../../../shared/market-position";
import { createInventoryItem, createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { type NewObservation, recordObservations } from "./market-observations.service";

/**
 * Issue 31, market position: what the watch page's API answers a shopper (and the back office's
 * table and form staff) for a listing with enough prices and with too few, each figure with its
 * sources, count and dates; sold prices apart from asking prices; never the listing's own sale.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000);
const freshReference = () => `MP${randomUUID().slice(0, 8).toUpperCase()}`;

function observation(reference: string, overrides: Partial<NewObservation>): NewObservation {
  return {
    brand: "Rolex",
    model: "Submariner Date",
    reference,
    source: "manual",
    sourceItemId: null,
    title: null,
    whereSeen: "Dealer window, Dubai",
    priceMinor: 14_000_00,
    currency: "USD",
    condition: null,
    url: null,
    kind: "sold",
    observedAt: daysAgo(30),
    ...overrides,
  };
}

const marketOf = async (slug: string): Promise<ListingMarketPositionDto> => {
  const response = await t.client().get(`/api/listings/${slug}/market`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner" });
});
afterAll(() => t.close());

describe("a listing with enough sold prices", () => {
  const reference = freshReference();
  let slug = "";
  let listingId = "";
  beforeAll(async () => {
    const listing = await createListing(t.db, {
      brand: "Rolex",
      model: "Submariner Date",
      reference,
      priceCents: 13_950_00,
    });
    slug = listing.slug;
    listingId = listing.id;
    await recordObservations(t.db, [
      observation(reference, { priceMinor: 14_400_00, observedAt: daysAgo(30) }),
      // 4,550 KWD at the settings' 3.23: $14,696.50.
      observation(reference, { priceMinor: 4_550_000, currency: "KWD", observedAt: daysAgo(60) }),
      observation(reference, { priceMinor: 14_150_00, observedAt: daysAgo(90) }),
      // The same reference spelled another way is the same watch.
      observation(`${reference.slice(0, 4)}-${reference.slice(4).toLowerCase()}`, {
        priceMinor: 14_300_00,
        observedAt: daysAgo(120),
      }),
      observation(reference, { kind: "asking", priceMinor: 15_500_00, observedAt: daysAgo(20) }),
      observation(reference, { kind: "asking", priceMinor: 15_100_00, observedAt: daysAgo(5) }),
      // Older than a year: not today's market.
      observation(reference, { priceMinor: 9_000_00, observedAt: daysAgo(400) }),
      // eBay's stored asking prices count only in a shop with eBay configured (this one has none).
      observation(reference, { source: "ebay", sourceItemId: `v1|${reference}`, kind: "asking" }),
    ]);
    // The shop's own sales: a stock item sold for 4,380 KWD ($14,147.40) and a listing sold for $14,900.
    await createInventoryItem(t.db, {
      make: "Rolex",
      model: "Submariner Date",
      reference,
      status: "sold",
      soldPriceFils: 4_380_000,
      saleDate: daysAgo(10),
    });
    await createListing(t.db, {
      brand: "Rolex",
      model: "Submariner Date",
      reference,
      priceCents: 14_900_00,
      isActive: false,
      stock: 0,
      soldAt: daysAgo(15),
    });
    // Another of the shop's own asking prices is the shop's opinion, not the market's.
    await createListing(t.db, { brand: "Rolex", model: "Submariner Date", reference, priceCents: 20_000_00 });
  });

  it("places the price against the median of the sold band, with its sources, count and dates", async () => {
    const market = await marketOf(slug);
    // Sold, in cents: 1,414,740; 1,415,000; 1,430,000; 1,440,000; 1,469,650; 1,490,000. The median is
    // (1,430,000 + 1,440,000) / 2 = 1,435,000; Q1 = 1,415,000 + 0.25 × 15,000 = 1,418,750;
    // Q3 = 1,440,000 + 0.75 × 29,650 = 1,462,237.5 → 1,462,238.
    expect(market.sold).toMatchObject({
      kind: "sold",
      count: 6,
      outlierCount: 0,
      sources: [
        { source: "manual", count: 4 },
        { source: "shop_sales", count: 2 },
      ],
      newestAt: daysAgo(10).toISOString(),
      oldestAt: daysAgo(120).toISOString(),
      figures: {
        medianUsdCents: 1_435_000,
        q1UsdCents: 1_418_750,
        q3UsdCents: 1_462_238,
        lowUsdCents: 1_414_740,
        highUsdCents: 1_490_000,
      },
    });
    // (13,950 − 14,350) / 14,350 = −2.79% → 3% below, under the first quartile.
    expect(market.position).toEqual({
      basis: "sold",
      differenceBasisPoints: -279,
      percent: -3,
      direction: "below",
      quarter: "low",
    });
    expect(market.priceUsdCents).toBe(13_950_00);
    expect(market.asking).toMatchObject({
      count: 2,
      sources: [{ source: "manual", count: 2 }],
      figures: null,
    });
    expect(market.history).toHaveLength(8);
    expect(market.months.reduce((sum, month) => sum + (month.sold?.count ?? 0), 0)).toBe(6);
  });

  it("shows staff the same position in the listing table, in one answer for the page", async () => {
    const response = await admin.agent.get("/api/admin/listings");
    expect(response.status).toBe(200);
    const page: AdminListingPageDto = await response.json();
    expect(page.markets[listingId]?.position).toMatchObject({ basis: "sold", percent: -3 });
    expect(page.markets[listingId]?.sold.count).toBe(6);
    expect(page.markets[listingId]).not.toHaveProperty("history");
  });

  it("gives the listing form the market of the watch typed, to staff who may edit listings only", async () => {
    const path = `/api/admin/market-position?brand=Rolex&reference=${reference.toLowerCase()}`;
    expect((await t.client().get(path)).status).toBe(401);
    expect((await (await t.signedInClient()).agent.get(path)).status).toBe(403);
    const response = await admin.agent.get(path);
    expect(response.status).toBe(200);
    const market: MarketPositionDto = await response.json();
    expect(market.sold.figures?.medianUsdCents).toBe(1_435_000);
    const missing = await admin.agent.get("/api/admin/market-position?brand=Rolex");
    expect(missing.status).toBe(400);
  });
});

describe("a listing with too few prices", () => {
  const reference = freshReference();
  let slug = "";
  beforeAll(async () => {
    slug = (
      await createListing(t.db, { brand: "Tudor", model: "Black Bay 58", reference, priceCents: 3_450_00 })
    ).slug;
    await recordObservations(t.db, [
      observation(reference, { brand: "Tudor", priceMinor: 3_300_00 }),
      observation(reference, { brand: "Tudor", priceMinor: 3_350_00, observedAt: daysAgo(40) }),
      observation(reference, { brand: "Tudor", kind: "asking", priceMinor: 3_700_00 }),
      observation(reference, { brand: "Tudor", kind: "asking", priceMinor: 3_650_00 }),
      observation(reference, { brand: "Tudor", kind: "asking", priceMinor: 3_800_00 }),
      observation(reference, { brand: "Tudor", kind: "asking", priceMinor: 3_750_00 }),
    ]);
  });

  it("answers no position, each band's count and no figures: not enough data is an answer", async () => {
    const market = await marketOf(slug);
    expect(market.position).toBeNull();
    expect(market.sold).toMatchObject({ count: 2, figures: null });
    expect(market.asking).toMatchObject({
      count: 4,
      figures: null,
      sources: [{ source: "manual", count: 4 }],
    });
  });

  it("counts a price staff record through the back office at once", async () => {
    const recorded = await admin.agent.post("/api/admin/market-observations", {
      brand: "Tudor",
      reference,
      kind: "asking",
      price: "3,720",
      currency: "USD",
      observedOn: daysAgo(2).toISOString().slice(0, 10),
      whereSeen: "Dealer window, Doha",
    });
    expect(recorded.status).toBe(201);
    const market = await marketOf(slug);
    expect(market.asking.count).toBe(5);
    // Asking 3,650, 3,700, 3,720, 3,750, 3,800: median 3,720; (3,450 − 3,720) / 3,720 = −7.26%.
    expect(market.position).toMatchObject({ basis: "asking", percent: -7, direction: "below" });
  });
});

describe("a sold watch's page", () => {
  it("never counts the watch's own sale against its price", async () => {
    const reference = freshReference();
    const item = await createInventoryItem(t.db, {
      make: "Omega",
      model: "Speedmaster",
      reference,
      status: "sold",
      soldPriceFils: 1_900_000,
      saleDate: daysAgo(3),
    });
    const own = await createListing(t.db, {
      brand: "Omega",
      model: "Speedmaster",
      reference,
      priceCents: 6_200_00,
      inventoryId: item.id,
      isActive: false,
      stock: 0,
      soldAt: daysAgo(3),
    });
    await recordObservations(
      t.db,
      [6_000, 6_100, 6_300, 6_400, 6_500].map((dollars) =>
        observation(reference, { brand: "Omega", model: "Speedmaster", priceMinor: dollars * 100 }),
      ),
    );
    const market = await marketOf(own.slug);
    expect(market.sold).toMatchObject({ count: 5, sources: [{ source: "manual", count: 5 }] });
    expect(market.position).toMatchObject({ percent: -2, direction: "below" });
    const form = await admin.agent.get(
      `/api/admin/market-position?brand=Omega&reference=${reference}&listingId=${own.id}`,
    );
    expect(((await form.json()) as MarketPositionDto).sold.count).toBe(5);
  });

  it("is not found for a slug no page has, and for one that cannot be a slug", async () => {
    expect((await t.client().get("/api/listings/no-such-watch/market")).status).toBe(404);
    expect((await t.client().get("/api/listings/Not%20A%20Slug/market")).status).toBe(404);
  });
});
