import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStarted } from "../../../shared/checkout";
import type { ErrorBody } from "../../../shared/errors";
import type { OrderDto } from "../../../shared/orders";
import { listings, orderEvents, orders, storeInventoryItems } from "../../db/schema";
import { createLogger } from "../../logger";
import { fillCart, kuwaitAddress as kuwait, postCheckout, pressOnTestPage } from "../../test/checkout-flow";
import { createInventoryItem, createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { sweepExpiredReservations } from "./reservation-sweep";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionIdOf = (location: string | null) =>
  new URL(location ?? "", "http://x").searchParams.get("session_id") ?? "";

describe("checkout with the TEST provider", () => {
  it("sells the watch to a guest: pending order, TEST page, Pay, paid, sold, e-mail, cart emptied", async () => {
    const item = await createInventoryItem(t.db, { buyingPriceFils: 2_000_000 });
    const watch = await createListing(t.db, { priceCents: 10_000_00, inventoryId: item.id });
    const guest = t.client();
    const total = await fillCart(guest, watch.id);
    const email = `guest-${crypto.randomUUID()}@example.com`;

    const started = await postCheckout(guest, { email, expectedTotalCents: total });
    expect(started.status).toBe(201);
    const { url, orderNumber } = (await started.json()) as CheckoutStarted;
    expect(orderNumber).toMatch(/^MZ-\d{6}$/);
    const [pending] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(pending).toMatchObject({ status: "pending", email, totalCents: 10_000_00 });
    expect((await t.db.select().from(listings).where(eq(listings.id, watch.id)))[0]?.stock).toBe(0);

    const paid = await pressOnTestPage(guest, url, "pay");
    expect(paid.status).toBe(303);
    const sessionId = sessionIdOf(paid.headers.get("location"));
    const shown = (await (await guest.get(`/api/checkout/sessions/${sessionId}`)).json()) as OrderDto;
    expect(shown).toMatchObject({ orderNumber, status: "paid", totalCents: 10_000_00 });
    expect(shown.shippingAddress).toBeUndefined();

    const [listing] = await t.db.select().from(listings).where(eq(listings.id, watch.id));
    expect(listing).toMatchObject({ isActive: false, stock: 0 });
    expect(listing?.soldAt).not.toBeNull();
    const [stock] = await t.db.select().from(storeInventoryItems).where(eq(storeInventoryItems.id, item.id));
    // 10,000.00 USD at 0.31 = 3,100.000 KWD; bought for 2,000.000.
    expect(stock).toMatchObject({ status: "sold", soldPriceFils: 3_100_000, netProfitFils: 1_100_000 });
    expect((await (await guest.get("/api/cart")).json()).lines).toEqual([]);
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toContain(orderNumber);
    expect(mail?.text).toContain("2-3 business days");
    const timeline = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, pending?.id ?? ""));
    expect(timeline.map((step) => `${step.fromStatus}->${step.toStatus}`)).toEqual([
      "null->pending",
      "pending->paid",
    ]);
  });

  it("keeps the cart and frees the watch when the shopper cancels", async () => {
    const watch = await createListing(t.db);
    const guest = t.client();
    const total = await fillCart(guest, watch.id);
    const { url, orderNumber } = (await (
      await postCheckout(guest, { email: "cancel@example.com", expectedTotalCents: total })
    ).json()) as CheckoutStarted;
    const cancelled = await pressOnTestPage(guest, url, "cancel");
    expect(cancelled.headers.get("location")).toBe("/payment-canceled");
    expect((await guest.post("/api/checkout/cancel")).status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order?.status).toBe("cancelled");
    expect((await t.db.select().from(listings).where(eq(listings.id, watch.id)))[0]?.stock).toBe(1);
    expect((await (await guest.get("/api/cart")).json()).lines).toHaveLength(1);
  });

  it("asks a guest for an e-mail and refuses an empty cart, writing nothing", async () => {
    const guest = t.client();
    const watch = await createListing(t.db);
    const empty = await postCheckout(guest, { email: "x@example.com", expectedTotalCents: 0 });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).reason).toBe("CART_EMPTY");
    const total = await fillCart(guest, watch.id);
    const noEmail = await postCheckout(guest, { expectedTotalCents: total });
    expect(noEmail.status).toBe(400);
    expect((await noEmail.json()) as ErrorBody).toMatchObject({
      reason: "EMAIL_REQUIRED",
      message: "Please enter your email address to continue",
    });
    expect(await t.db.select().from(orders).where(eq(orders.email, "x@example.com"))).toEqual([]);
  });

  it("shows a price changed while /checkout is open before payment instead of charging it", async () => {
    const watch = await createListing(t.db, { priceCents: 5_000_00 });
    const guest = t.client();
    const total = await fillCart(guest, watch.id);
    // Lowered while the page is open: no confirmation is needed, but the page's total is stale.
    await t.db.update(listings).set({ priceCents: 4_500_00 }).where(eq(listings.id, watch.id));
    const refused = await postCheckout(guest, { email: "price@example.com", expectedTotalCents: total });
    expect(refused.status).toBe(409);
    expect((await refused.json()) as ErrorBody).toMatchObject({
      reason: "PRICE_CHANGED",
      params: { totalCents: 4_500_00 },
    });
    expect((await t.db.select().from(listings).where(eq(listings.id, watch.id)))[0]?.stock).toBe(1);
  });

  it("refuses to charge a price raised since Add to Cart until the shopper confirms it (issue 24)", async () => {
    const watch = await createListing(t.db, { priceCents: 5_000_00, title: "Raised Watch" });
    const guest = t.client();
    await fillCart(guest, watch.id);
    await t.db.update(listings).set({ priceCents: 5_500_00 }).where(eq(listings.id, watch.id));
    // /checkout shows the new total; repeating it is not a confirmation of the new price.
    const refused = await postCheckout(guest, { email: "raised@example.com", expectedTotalCents: 5_500_00 });
    expect(refused.status).toBe(409);
    expect((await refused.json()) as ErrorBody).toMatchObject({
      reason: "CART_PRICES_CHANGED",
      params: { count: 1 },
    });
    expect((await t.db.select().from(listings).where(eq(listings.id, watch.id)))[0]?.stock).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.email, "raised@example.com"))).toEqual([]);

    const confirmed = await guest.post("/api/cart/prices", {
      lines: [{ listingId: watch.id, priceCents: 5_500_00 }],
    });
    expect(confirmed.status).toBe(200);
    const started = await postCheckout(guest, { email: "raised@example.com", expectedTotalCents: 5_500_00 });
    expect(started.status).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.email, "raised@example.com"));
    expect(order?.totalCents).toBe(5_500_00);
  });

  it("charges a price lowered since Add to Cart without asking (issue 24)", async () => {
    const watch = await createListing(t.db, { priceCents: 5_000_00 });
    const guest = t.client();
    await fillCart(guest, watch.id);
    await t.db.update(listings).set({ priceCents: 4_500_00 }).where(eq(listings.id, watch.id));
    const started = await postCheckout(guest, { email: "lowered@example.com", expectedTotalCents: 4_500_00 });
    expect(started.status).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.email, "lowered@example.com"));
    expect(order?.totalCents).toBe(4_500_00);
  });

  it("holds a signed-in shopper's cart to the price it was added at too (issue 24)", async () => {
    const watch = await createListing(t.db, { priceCents: 8_000_00 });
    const { agent } = await t.signedInClient();
    await fillCart(agent, watch.id);
    await t.db.update(listings).set({ priceCents: 9_000_00 }).where(eq(listings.id, watch.id));
    const refused = await postCheckout(agent, { expectedTotalCents: 9_000_00 });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).reason).toBe("CART_PRICES_CHANGED");
    await agent.post("/api/cart/prices", { lines: [{ listingId: watch.id, priceCents: 9_000_00 }] });
    expect((await postCheckout(agent, { expectedTotalCents: 9_000_00 })).status).toBe(201);
  });

  it("never trusts a client price or quantity, and refuses bad addresses", async () => {
    const watch = await createListing(t.db, { priceCents: 7_000_00 });
    const guest = t.client();
    await fillCart(guest, watch.id);
    const tampered = await postCheckout(guest, {
      email: "tamper@example.com",
      expectedTotalCents: 1,
      cartItems: [{ listing_id: watch.id, listing_price: 0.01, quantity: -5 }],
    });
    expect(tampered.status).toBe(409);
    for (const body of [
      { email: "not-an-email", expectedTotalCents: 7_000_00 },
      { email: "a@example.com", expectedTotalCents: -1 },
      { email: "a@example.com", expectedTotalCents: 1e20 },
      { email: "a@example.com", expectedTotalCents: 7_000_00, shipping: { ...kuwait, block: "" } },
      { email: "a@example.com", expectedTotalCents: 7_000_00, shipping: { ...kuwait, country: "XX" } },
      { email: "a@example.com", expectedTotalCents: 7_000_00, shipping: { ...kuwait, fullName: "\u0000" } },
      { email: "a@example.com", expectedTotalCents: 7_000_00, provider: "paypal" },
    ]) {
      expect((await postCheckout(guest, body)).status).toBe(400);
    }
    expect(await t.db.select().from(orders).where(eq(orders.email, "tamper@example.com"))).toEqual([]);
    expect((await t.db.select().from(listings).where(eq(listings.id, watch.id)))[0]?.stock).toBe(1);
  });

  it("lets one address start at most 30 checkouts in a quarter of an hour", async () => {
    const bot = t.client("192.0.2.77");
    for (let i = 0; i < 30; i++) {
      expect((await postCheckout(bot, { email: "bot@example.com", expectedTotalCents: 0 })).status).toBe(400);
    }
    const refused = await postCheckout(bot, { email: "bot@example.com", expectedTotalCents: 0 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (await postCheckout(t.client("192.0.2.78"), { email: "other@example.com", expectedTotalCents: 0 }))
        .status,
    ).toBe(400);
  });

  it("names the watch that another shopper's checkout holds first: reserved, not bought", async () => {
    const watch = await createListing(t.db, { title: "Rolex Submariner 126610LN" });
    const first = t.client();
    const second = t.client();
    const total = await fillCart(first, watch.id);
    await fillCart(second, watch.id);
    expect(
      (await postCheckout(first, { email: "first@example.com", expectedTotalCents: total })).status,
    ).toBe(201);
    const lost = await postCheckout(second, { email: "second@example.com", expectedTotalCents: total });
    expect(lost.status).toBe(409);
    expect((await lost.json()) as ErrorBody).toMatchObject({
      reason: "LISTING_RESERVED",
      params: { title: "Rolex Submariner 126610LN" },
    });
  });

  it("releases a reservation whose payment never came, once, whoever sweeps", async () => {
    const watch = await createListing(t.db);
    const guest = t.client();
    const total = await fillCart(guest, watch.id);
    const { orderNumber } = (await (
      await postCheckout(guest, { email: "late@example.com", expectedTotalCents: total })
    ).json()) as CheckoutStarted;
    const later = new Date(Date.now() + 31 * 60_000);
    const deps = { db: t.db, payments: t.services.payments, log: createLogger("silent") };
    const swept = await Promise.all([
      sweepExpiredReservations(deps, later),
      sweepExpiredReservations(deps, later),
    ]);
    expect(swept[0] + swept[1]).toBeGreaterThanOrEqual(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order?.status).toBe("expired");
    expect((await t.db.select().from(listings).where(eq(listings.id, watch.id)))[0]?.stock).toBe(1);
  });

  it("shows a signed-in shopper's order in the account, and to nobody else", async () => {
    const { agent, user } = await t.signedInClient();
    const watch = await createListing(t.db);
    const total = await fillCart(agent, watch.id);
    const { url, orderNumber } = (await (
      await postCheckout(agent, { expectedTotalCents: total })
    ).json()) as CheckoutStarted;
    const paid = await pressOnTestPage(agent, url, "pay");
    const sessionId = sessionIdOf(paid.headers.get("location"));
    const history = (await (await agent.get("/api/me/orders")).json()) as { orders: OrderDto[] };
    expect(history.orders.map((order) => order.orderNumber)).toEqual([orderNumber]);
    const own = (await (await agent.get(`/api/me/orders/${orderNumber}`)).json()) as OrderDto;
    expect(own.shippingAddress).toMatchObject({ area: "Salmiya", block: "10" });
    expect(own.email).toBe(user.email);
    const profile = await (await agent.get("/api/me/profile")).json();
    expect(profile.shippingAddress).toMatchObject({ city: "Kuwait City" });
    const stranger = (await t.signedInClient()).agent;
    expect((await stranger.get(`/api/checkout/sessions/${sessionId}`)).status).toBe(404);
    expect((await stranger.get(`/api/me/orders/${orderNumber}`)).status).toBe(404);
    expect((await t.client().get(`/api/checkout/sessions/${sessionId}`)).status).toBe(404);
    expect((await t.client().get("/api/checkout/sessions/cs_unknown_session_1234")).status).toBe(404);
  });
});
