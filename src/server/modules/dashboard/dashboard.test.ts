import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardDto } from "../../../shared/dashboard";
import { defaultRates } from "../../../shared/money";
import { lastShopMonths, shopMonth, shopMonthStart } from "../../../shared/shop-time";
import { createInventoryItem, createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { storeInventoryItems } from "../inventory/inventory.schema";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner" });
});
afterAll(() => t.close());

/**
 * The dashboard as loaded once the instance has heard of the writes before it: the tests write
 * straight to the database, as another instance would, and the notification trails the commit.
 */
async function dashboard(): Promise<DashboardDto> {
  await t.caughtUp();
  const response = await admin.agent.get("/api/admin/dashboard");
  expect(response.status).toBe(200);
  return response.json();
}

describe("the Inventory Dashboard's figures (issue 10)", () => {
  it("says zero, not nothing, for an empty shop", async () => {
    const empty = await dashboard();
    expect(empty.inventory).toMatchObject({ totalItems: 0, soldValueFils: 0, conversionRate: 0 });
    expect(empty.listings).toMatchObject({ total: 0, averageViews: 0, activeRate: 0, top: [] });
    expect(empty.rates).toEqual(defaultRates);
    expect(empty.salesByMonth).toHaveLength(12);
    expect(empty.salesByMonth.every((month) => month.revenueFils === 0 && month.profitFils === 0)).toBe(true);
    expect(empty.salesByMonth.at(-1)?.month).toBe(shopMonth(new Date()));
    expect(empty.listingsByBrand).toEqual([]);
  });

  it("sums the store inventory: stock value, sales revenue, profit and the conversion rate", async () => {
    await createInventoryItem(t.db, { buyingPriceFils: 1_000_000, expectedSellingPriceFils: 1_500_000 });
    await createInventoryItem(t.db, { buyingPriceFils: 2_000_000, expectedSellingPriceFils: 2_500_000 });
    await createInventoryItem(t.db, {
      status: "sold",
      buyingPriceFils: 3_000_000,
      soldPriceFils: 4_000_000,
      netProfitFils: 900_000,
    });
    await createInventoryItem(t.db, {
      status: "shipped",
      buyingPriceFils: 500_000,
      soldPriceFils: 700_000,
      netProfitFils: 150_000,
    });
    const { inventory } = await dashboard();
    expect(inventory).toEqual({
      totalItems: 4,
      byStatus: { available: 2, reserved: 0, sold: 1, shipped: 1 },
      availableCount: 2,
      soldCount: 2,
      inventoryValueFils: 3_000_000,
      buyingValueFils: 6_500_000,
      expectedValueFils: 4_000_000,
      soldValueFils: 4_700_000,
      netProfitFils: 1_050_000,
      conversionRate: 50,
    });
  });

  it("measures the listings: counts, rates, views, the active ones' value and the five most viewed", async () => {
    const views = [40, 5, 90, 12, 0, 33];
    const rows = [];
    for (const [index, viewsCount] of views.entries()) {
      rows.push(
        await createListing(t.db, {
          viewsCount,
          priceCents: (index + 1) * 1_000_00,
          isActive: index !== 1,
          isFeatured: index === 0,
        }),
      );
    }
    const { listings } = await dashboard();
    expect(listings).toMatchObject({
      total: 6,
      active: 5,
      featured: 1,
      averageViews: 30,
      totalValueCents: (1 + 3 + 4 + 5 + 6) * 1_000_00,
      averagePriceCents: 3_800_00,
      activeRate: 83.3,
      featuredRate: 16.7,
    });
    expect(listings.top.map((listing) => listing.viewsCount)).toEqual([90, 40, 33, 12, 5]);
    expect(listings.top[0]?.id).toBe(rows[2]?.id);
  });

  it("charts revenue and profit by the shop's month, a sale on 31 October at 23:30 in Kuwait in October", async () => {
    const thisMonth = shopMonth(new Date());
    const [lastMonth] = lastShopMonths(new Date(), 2);
    const sale = (soldPriceFils: number, netProfitFils: number, saleDate: Date, status = "sold") =>
      createInventoryItem(t.db, { status, buyingPriceFils: 1_000, soldPriceFils, netProfitFils, saleDate });
    const start = shopMonthStart(thisMonth);
    await sale(2_000_000, 400_000, new Date(start.getTime() + 60_000));
    await sale(1_000_000, -50_000, new Date(start.getTime() + 3_600_000), "shipped");
    // Half an hour before this month began in Kuwait: last month's sale, though UTC is 21:30 earlier still.
    await sale(700_000, 70_000, new Date(start.getTime() - 30 * 60_000));
    // Thirteen months ago: outside the chart.
    await sale(9_000_000, 900_000, new Date(start.getTime() - 400 * 86_400_000));
    const { salesByMonth } = await dashboard();
    const byMonth = Object.fromEntries(salesByMonth.map((row) => [row.month, row]));
    // The earlier test's two sales have no sale date: sold when they were written, this month.
    expect(byMonth[thisMonth]).toEqual({
      month: thisMonth,
      revenueFils: 3_000_000 + 4_700_000,
      profitFils: 350_000 + 1_050_000,
    });
    expect(byMonth[lastMonth ?? ""]).toEqual({ month: lastMonth, revenueFils: 700_000, profitFils: 70_000 });
    expect(salesByMonth.reduce((sum, row) => sum + row.revenueFils, 0)).toBe(3_700_000 + 4_700_000);
  });

  it("counts listings by brand, most first, the rest and the unbranded as one bar", async () => {
    const brands = [
      "Rolex",
      "Rolex",
      "Rolex",
      "Omega",
      "Omega",
      "Tudor",
      null,
      ...Array.from({ length: 8 }, (_, i) => `Brand ${i}`),
    ];
    for (const brand of brands) await createListing(t.db, { brand });
    const { listingsByBrand } = await dashboard();
    // The six "Testmaker" listings of the test before are still there.
    expect(listingsByBrand.slice(0, 4)).toEqual([
      { brand: "Testmaker", count: 6 },
      { brand: "Rolex", count: 3 },
      { brand: "Omega", count: 2 },
      { brand: "Brand 0", count: 1 },
    ]);
    expect(listingsByBrand).toHaveLength(9);
    // Eight named bars; Brand 5 to 7, Tudor and the unbranded listing are "Other".
    expect(listingsByBrand.at(-1)).toEqual({ brand: null, count: 5 });
  });

  it("shows a change once it is heard of, a deletion too, though the figures are kept between loads", async () => {
    const before = await dashboard();
    const listing = await createListing(t.db, { brand: "Cartier" });
    expect((await dashboard()).listings.total).toBe(before.listings.total + 1);
    expect((await admin.agent.call(`/api/admin/listings/${listing.id}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect((await dashboard()).listings.total).toBe(before.listings.total);
    const item = await createInventoryItem(t.db);
    const withItem = await dashboard();
    expect(withItem.inventory.byStatus.available).toBe(before.inventory.byStatus.available + 1);
    await t.db
      .update(storeInventoryItems)
      .set({ status: "shipped" })
      .where(eq(storeInventoryItems.id, item.id));
    const after = await dashboard();
    expect(after.inventory.byStatus.available).toBe(before.inventory.byStatus.available);
    expect(after.inventory.byStatus.shipped).toBe(before.inventory.byStatus.shipped + 1);
  });
});
