import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStarted } from "../../../shared/checkout";
import type { DashboardDto } from "../../../shared/dashboard";
import type { ErrorBody } from "../../../shared/errors";
import type { StoreInventoryItemDto } from "../../../shared/inventory-schemas";
import type { OrderStatsDto } from "../../../shared/orders";
import { listings, orders, settings, storeInventoryItems, storeSales } from "../../db/schema";
import { createLogger } from "../../logger";
import { fillCart, postCheckout, pressOnTestPage } from "../../test/checkout-flow";
import { createInventoryItem, createListing, createMedia } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { sweepExpiredReservations } from "./reservation-sweep";

// issue 24, "A unique watch is sold once": one live listing per stock item, the item's status by
// its transition table, every sale kept, and one revenue on the Orders page and the dashboard.
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner" });
});
afterAll(() => t.close());

const put = (path: string, json: unknown) => admin.agent.call(path, { method: "PUT", json });
const itemNow = async (id: string) =>
  (await t.db.select().from(storeInventoryItems).where(eq(storeInventoryItems.id, id)))[0];
const salesOf = (itemId: string) =>
  t.db.select().from(storeSales).where(eq(storeSales.itemId, itemId)).orderBy(asc(storeSales.soldAt));

async function listingPayload(overrides: Record<string, unknown> = {}) {
  return {
    brand: "Rolex",
    model: "Submariner",
    reference: "126610LN",
    price: "9500.00",
    specifications: { condition: "excellent" },
    imageIds: [await createMedia(t.db)],
    ...overrides,
  };
}

/** Starts a checkout of one watch through the TEST provider; answers the order and its page. */
async function startCheckout(listingId: string) {
  const client = t.client();
  const expectedTotalCents = await fillCart(client, listingId);
  const started = await postCheckout(client, { email: "buyer@example.com", expectedTotalCents });
  expect(started.status, await started.clone().text()).toBe(201);
  const { url, orderNumber } = (await started.json()) as CheckoutStarted;
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new Error(`no order ${orderNumber}`);
  return { client, url, order };
}

async function buy(listingId: string) {
  const { client, url, order } = await startCheckout(listingId);
  expect((await pressOnTestPage(client, url, "pay")).status).toBe(303);
  return order;
}

const itemPayload = (overrides: Record<string, unknown> = {}) => ({
  make: "Rolex",
  model: "Submariner",
  reference: "126610LN",
  buyingPrice: "2000",
  ...overrides,
});

describe("one stock item, one live listing", () => {
  it("is refused by the database itself, even written directly", async () => {
    const item = await createInventoryItem(t.db);
    await createListing(t.db, { inventoryId: item.id });
    await expect(createListing(t.db, { inventoryId: item.id })).rejects.toThrow();
    // A withdrawn or sold listing of the same item is no second live one.
    await createListing(t.db, { inventoryId: item.id, isActive: false });
    await createListing(t.db, { inventoryId: item.id, isActive: false, soldAt: new Date(), stock: 0 });
  });

  it("answers 409 naming the live listing, for a new listing and for putting a withdrawn one back", async () => {
    const item = await createInventoryItem(t.db);
    const first = await admin.agent.post(
      "/api/admin/listings",
      await listingPayload({ inventoryId: item.id }),
    );
    expect(first.status).toBe(201);
    const live = (await first.json()) as { id: string; slug: string; title: string };

    const second = await admin.agent.post(
      "/api/admin/listings",
      await listingPayload({ inventoryId: item.id, reference: "126610LV" }),
    );
    expect(second.status).toBe(409);
    expect((await second.json()) as ErrorBody).toMatchObject({
      code: "CONFLICT",
      reason: "ITEM_ALREADY_LISTED",
      params: { title: live.title, slug: live.slug },
    });

    const withdrawn = await createListing(t.db, { inventoryId: item.id, isActive: false });
    const back = await put(
      `/api/admin/listings/${withdrawn.id}`,
      await listingPayload({ inventoryId: item.id, isActive: true }),
    );
    expect(back.status).toBe(409);
    expect(((await back.json()) as ErrorBody).params).toEqual({ title: live.title, slug: live.slug });
    const rows = await t.db.select().from(listings).where(eq(listings.inventoryId, item.id));
    expect(rows.filter((row) => row.isActive && !row.soldAt)).toHaveLength(1);
    // Editing the live listing itself is no second one.
    const edit = await put(`/api/admin/listings/${live.id}`, await listingPayload({ inventoryId: item.id }));
    expect(edit.status).toBe(200);
  });

  it("tells the inventory page which items a live listing sells, a reserved one included", async () => {
    const listed = await createInventoryItem(t.db, { model: "Listed one" });
    const free = await createInventoryItem(t.db, { model: "Free one" });
    const watch = await createListing(t.db, { inventoryId: listed.id });
    await startCheckout(watch.id);
    const page = (await (await admin.agent.get("/api/admin/inventory?limit=100")).json()) as {
      items: StoreInventoryItemDto[];
    };
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(listed.id)).toMatchObject({
      status: "reserved",
      liveListing: { id: watch.id, slug: watch.slug, title: watch.title },
    });
    expect(byId.get(free.id)?.liveListing).toBeNull();
  });
});

describe("the store item's status by its transition table", () => {
  it("is reserved by a checkout and back in stock when the checkout is cancelled", async () => {
    const item = await createInventoryItem(t.db);
    const watch = await createListing(t.db, { inventoryId: item.id });
    const { order } = await startCheckout(watch.id);
    expect((await itemNow(item.id))?.status).toBe("reserved");
    const cancelled = await admin.agent.post(`/api/admin/orders/${order.id}/transitions`, {
      to: "cancelled",
    });
    expect(cancelled.status).toBe(200);
    expect((await itemNow(item.id))?.status).toBe("available");
    // The reservation that runs out gives it back too.
    const { order: next } = await startCheckout(watch.id);
    expect((await itemNow(item.id))?.status).toBe("reserved");
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, next.id));
    await sweepExpiredReservations({ db: t.db, payments: t.services.payments, log: createLogger("silent") });
    expect((await itemNow(item.id))?.status).toBe("available");
  });

  it("answers 409 for a move staff may not make in the dialog, and changes nothing", async () => {
    const reserved = await createInventoryItem(t.db);
    await startCheckout((await createListing(t.db, { inventoryId: reserved.id })).id);
    const fromReserved = await put(
      `/api/admin/inventory/${reserved.id}`,
      itemPayload({ status: "available" }),
    );
    expect(fromReserved.status).toBe(409);
    expect((await fromReserved.json()) as ErrorBody).toMatchObject({
      reason: "ITEM_ILLEGAL_MOVE",
      params: { from: "reserved", to: "available" },
    });
    expect((await itemNow(reserved.id))?.status).toBe("reserved");

    const available = await createInventoryItem(t.db);
    const skipped = await put(`/api/admin/inventory/${available.id}`, itemPayload({ status: "shipped" }));
    expect(skipped.status).toBe(409);
    expect(((await skipped.json()) as ErrorBody).params).toEqual({ from: "available", to: "shipped" });

    const sold = await createInventoryItem(t.db);
    await buy((await createListing(t.db, { inventoryId: sold.id })).id);
    const undone = await put(
      `/api/admin/inventory/${sold.id}`,
      itemPayload({ status: "available", soldPrice: "2945" }),
    );
    expect(undone.status).toBe(409);
    expect((await itemNow(sold.id))?.status).toBe("sold");
    expect(await salesOf(sold.id)).toHaveLength(1);

    const newReserved = await admin.agent.post("/api/admin/inventory", itemPayload({ status: "reserved" }));
    expect(newReserved.status).toBe(409);
  });

  it("refuses a sale in the shop of a watch a live listing sells, naming the listing", async () => {
    const item = await createInventoryItem(t.db);
    const watch = await createListing(t.db, { inventoryId: item.id });
    const response = await put(
      `/api/admin/inventory/${item.id}`,
      itemPayload({ status: "sold", soldPrice: "3000" }),
    );
    expect(response.status).toBe(409);
    expect((await response.json()) as ErrorBody).toMatchObject({
      reason: "ITEM_ALREADY_LISTED",
      params: { slug: watch.slug },
    });
    expect(await salesOf(item.id)).toEqual([]);
  });

  it("records a sale in the shop and undoes it, keeping both in the history", async () => {
    const item = await createInventoryItem(t.db);
    const sold = await put(
      `/api/admin/inventory/${item.id}`,
      itemPayload({ status: "sold", soldPrice: "3000" }),
    );
    expect(sold.status).toBe(200);
    expect(await salesOf(item.id)).toMatchObject([{ priceFils: 3_000_000, refundedAt: null }]);
    const back = await put(`/api/admin/inventory/${item.id}`, itemPayload({ status: "available" }));
    expect(back.status).toBe(200);
    const [sale] = await salesOf(item.id);
    expect(sale?.refundedAt).not.toBeNull();
  });
});

describe("a sale never overwrites an earlier one, and one revenue", () => {
  it("keeps a refunded sale and the next one; the Orders page and the dashboard show the same revenue, fixed at payment", async () => {
    // A fresh database: the two pages' totals are these orders alone.
    const fresh = await createTestApp();
    try {
      const staff = await fresh.signedInClient({ role: "owner" });
      const figures = async () => {
        await fresh.caughtUp();
        const dashboardAnswer = await staff.agent.get("/api/admin/dashboard");
        expect(dashboardAnswer.status, await dashboardAnswer.clone().text()).toBe(200);
        const statsAnswer = await staff.agent.get("/api/admin/order-stats");
        expect(statsAnswer.status, await statsAnswer.clone().text()).toBe(200);
        const dashboard = (await dashboardAnswer.json()) as DashboardDto;
        const stats = (await statsAnswer.json()) as OrderStatsDto;
        return { dashboard: dashboard.inventory, stats: stats.revenue };
      };
      await fresh.db.insert(settings).values({ key: "shipping_fee_cents", value: 25_00 });
      const item = await createInventoryItem(fresh.db, { buyingPriceFils: 2_000_000, feesFils: 50_000 });
      const sell = async () => {
        const watch = await createListing(fresh.db, { inventoryId: item.id, priceCents: 9_500_00 });
        const client = fresh.client();
        const expectedTotalCents = await fillCart(client, watch.id);
        const started = await postCheckout(client, { email: "again@example.com", expectedTotalCents });
        const { url, orderNumber } = (await started.json()) as CheckoutStarted;
        expect((await pressOnTestPage(client, url, "pay")).status).toBe(303);
        const [order] = await fresh.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
        return order?.id ?? "";
      };
      const admin2 = (to: string, orderId: string) =>
        staff.agent.post(`/api/admin/orders/${orderId}/transitions`, { to });

      // Sold at 0.310 KWD a dollar: 9,525 USD with its shipping is 2,952.750 KWD.
      const first = await sell();
      let now = await figures();
      expect(now.stats.allTimeFils).toBe(2_952_750);
      expect(now.dashboard.soldValueFils).toBe(2_952_750);
      expect(now.dashboard.netProfitFils).toBe(2_952_750 - 2_000_000 - 50_000);

      // The rate changes: a sale already paid keeps the KWD it was paid in, on both pages.
      await fresh.db
        .insert(settings)
        .values({ key: "exchange_rates", value: { usdToKwd: 300_000, kwdToUsd: 3_333_333 } });
      now = await figures();
      expect(now.stats.allTimeFils).toBe(2_952_750);
      expect(now.dashboard.soldValueFils).toBe(2_952_750);

      // Refunded with restock, then sold again through a new listing at the new rate.
      expect((await admin2("refunded", first)).status).toBe(200);
      expect((await fresh.db.select().from(storeInventoryItems))[0]?.status).toBe("available");
      const second = await sell();
      const history = await fresh.db
        .select()
        .from(storeSales)
        .where(eq(storeSales.itemId, item.id))
        .orderBy(asc(storeSales.soldAt));
      expect(history).toMatchObject([
        { orderId: first, priceFils: 2_945_000, shippingPaidFils: 7_750, netProfitFils: 902_750 },
        { orderId: second, priceFils: 2_850_000, shippingPaidFils: 7_500, netProfitFils: 807_500 },
      ]);
      expect(history[0]?.refundedAt).not.toBeNull();
      expect(history[1]?.refundedAt).toBeNull();

      // Both pages count the kept sale, the refunded one given back, and agree to the fils.
      now = await figures();
      expect(now.stats.allTimeFils).toBe(2_857_500);
      expect(now.dashboard.soldValueFils).toBe(2_857_500);
      expect(now.dashboard.netProfitFils).toBe(807_500);
      expect((await fresh.db.select().from(storeInventoryItems))[0]).toMatchObject({
        status: "sold",
        soldPriceFils: 2_850_000,
        netProfitFils: 807_500,
      });
    } finally {
      await fresh.close();
    }
  });

  it("refuses to sell again a watch whose item is already sold, reserving nothing", async () => {
    const item = await createInventoryItem(t.db);
    await buy((await createListing(t.db, { inventoryId: item.id })).id);
    // A new listing of the sold item (its first is sold, so no longer live).
    const again = await createListing(t.db, { inventoryId: item.id });
    const client = t.client();
    const expectedTotalCents = await fillCart(client, again.id);
    const refused = await postCheckout(client, { email: "late@example.com", expectedTotalCents });
    expect(refused.status).toBe(409);
    expect((await t.db.select().from(listings).where(eq(listings.id, again.id)))[0]?.stock).toBe(1);
    expect(await salesOf(item.id)).toHaveLength(1);
  });
});
