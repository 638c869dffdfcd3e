import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardDto } from "../../../shared/dashboard";
import { defaultRates } from "../../../shared/money";
import { createInventoryItem, createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "admin" });
});
afterAll(() => t.close());

async function dashboard(): Promise<DashboardDto> {
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
});
