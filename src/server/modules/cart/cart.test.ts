import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CartDto, cartPriceChanges, hasPricesToConfirm } from "../../../shared/cart";
import { carts, listings, settings } from "../../db/schema";
import { createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<TestApp["client"]>;
const read = async (response: Response) => (await response.json()) as CartDto;
const add = (client: Client, listingId: string, quantity = 1) =>
  client.post("/api/cart/lines", { listingId, quantity });
const setQuantity = (client: Client, listingId: string, quantity: number) =>
  client.patch(`/api/cart/lines/${listingId}`, { quantity });
const quantities = (cart: CartDto) => cart.lines.map((line) => [line.listingId, line.quantity]);

describe("guest cart", () => {
  it("starts empty, without a cart or cookie", async () => {
    const guest = t.client();
    const response = await guest.get("/api/cart");
    expect(await read(response)).toEqual({
      lines: [],
      count: 0,
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      hasUnavailable: false,
    });
    expect(guest.cookies.has("mizan_cart")).toBe(false);
  });

  it("is created on the first add and kept by a cookie", async () => {
    const guest = t.client();
    const watch = await createListing(t.db, { stock: 3, priceCents: 2_000_00 });
    const response = await add(guest, watch.id, 2);
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/mizan_cart=[\w-]{32};.*HttpOnly.*SameSite=Lax/i);
    const cart = await read(response);
    // Decision 006: the token is in the HttpOnly cookie only, never where script could read it.
    expect(JSON.stringify(cart)).not.toContain(guest.cookies.get("mizan_cart"));
    expect(cart).toMatchObject({ count: 2, subtotalCents: 4_000_00, totalCents: 4_000_00 });
    expect(cart.lines[0]).toMatchObject({
      listingId: watch.id,
      quantity: 2,
      stock: 3,
      lineTotalCents: 4_000_00,
    });
    expect(await (await guest.get("/api/cart/count")).json()).toEqual({ count: 2 });
  });

  it("caps quantities at stock with a clear message and changes nothing", async () => {
    const guest = t.client();
    const several = await createListing(t.db, { stock: 3 });
    const unique = await createListing(t.db);
    await add(guest, several.id, 2);
    const over = await add(guest, several.id, 2);
    expect(over.status).toBe(409);
    // The client words the refusal by its reason and count (STYLE.md 5), the message is the spec's English.
    expect(await over.json()).toMatchObject({
      code: "CONFLICT",
      reason: "STOCK_LIMIT",
      params: { count: 3 },
      message: "Sorry, only 3 available.",
    });
    await add(guest, unique.id);
    const again = await add(guest, unique.id);
    expect(await again.json()).toMatchObject({
      code: "CONFLICT",
      reason: "STOCK_LIMIT",
      params: { count: 1 },
      message: "Sorry, only 1 available.",
    });
    const tooMany = await setQuantity(guest, several.id, 4);
    expect(tooMany.status).toBe(409);
    expect(quantities(await read(await guest.get("/api/cart")))).toEqual([
      [several.id, 2],
      [unique.id, 1],
    ]);
    const fresh = t.client();
    expect((await add(fresh, unique.id, 2)).status).toBe(409);
    expect(fresh.cookies.has("mizan_cart")).toBe(false);
  });

  it("updates, removes below 1, removes a line and clears", async () => {
    const guest = t.client();
    const first = await createListing(t.db, { stock: 3, priceCents: 1_000_00 });
    const second = await createListing(t.db, { priceCents: 5_000_00 });
    const third = await createListing(t.db);
    await add(guest, first.id);
    await add(guest, second.id);
    await add(guest, third.id);
    const updated = await read(await setQuantity(guest, first.id, 3));
    expect(updated).toMatchObject({ count: 5, subtotalCents: 8_000_00 + third.priceCents });
    expect(quantities(await read(await setQuantity(guest, first.id, 0)))).toEqual([
      [second.id, 1],
      [third.id, 1],
    ]);
    const removed = await read(await guest.call(`/api/cart/lines/${second.id}`, { method: "DELETE" }));
    expect(quantities(removed)).toEqual([[third.id, 1]]);
    const cleared = await read(await guest.call("/api/cart", { method: "DELETE" }));
    expect(cleared).toMatchObject({ lines: [], count: 0, totalCents: 0 });
    const notInCart = await setQuantity(guest, third.id, 1);
    expect(notInCart.status).toBe(404);
    expect(await notInCart.json()).toMatchObject({ code: "NOT_FOUND", reason: "NOT_IN_CART" });
  });

  it("refuses withdrawn, sold and unknown watches", async () => {
    const guest = t.client();
    const withdrawn = await createListing(t.db, { isActive: false });
    const sold = await createListing(t.db, { stock: 0, soldAt: new Date() });
    for (const listing of [withdrawn, sold]) {
      const response = await add(guest, listing.id);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        reason: "WATCH_NO_LONGER_AVAILABLE",
        message: "This watch is no longer available.",
      });
    }
    const unknown = await add(guest, crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "NOT_FOUND", reason: "WATCH_NOT_FOUND" });
    expect(await (await add(guest, "x")).json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("flags a line whose watch became unavailable and leaves it out of the totals", async () => {
    const guest = t.client();
    const kept = await createListing(t.db, { priceCents: 3_000_00 });
    const gone = await createListing(t.db, { priceCents: 7_000_00 });
    await add(guest, kept.id);
    await add(guest, gone.id);
    await t.db.update(listings).set({ stock: 0, soldAt: new Date() }).where(eq(listings.id, gone.id));
    const cart = await read(await guest.get("/api/cart"));
    expect(cart.hasUnavailable).toBe(true);
    expect(cart.lines.map((line) => [line.listingId, line.listing.isAvailable])).toEqual([
      [kept.id, true],
      [gone.id, false],
    ]);
    expect(cart).toMatchObject({ subtotalCents: 3_000_00, totalCents: 3_000_00 });
  });

  it("keeps the price each line was added at and shows every changed line old → new (issue 24)", async () => {
    const guest = t.client();
    const raised = await createListing(t.db, { priceCents: 5_000_00, title: "Raised Line" });
    const lowered = await createListing(t.db, { priceCents: 2_000_00, title: "Lowered Line" });
    const same = await createListing(t.db, { priceCents: 1_000_00 });
    for (const watch of [raised, lowered, same]) await add(guest, watch.id);
    await t.db.update(listings).set({ priceCents: 5_500_00 }).where(eq(listings.id, raised.id));
    await t.db.update(listings).set({ priceCents: 1_800_00 }).where(eq(listings.id, lowered.id));

    const cart = await read(await guest.get("/api/cart"));
    expect(cartPriceChanges(cart)).toEqual([
      { listingId: raised.id, title: "Raised Line", fromCents: 5_000_00, toCents: 5_500_00 },
      { listingId: lowered.id, title: "Lowered Line", fromCents: 2_000_00, toCents: 1_800_00 },
    ]);
    expect(hasPricesToConfirm(cart)).toBe(true);
    expect(cart.totalCents).toBe(8_300_00);
  });

  it("confirms a changed price only at the price the watch has now (issue 24)", async () => {
    const guest = t.client();
    const watch = await createListing(t.db, { priceCents: 5_000_00 });
    await add(guest, watch.id);
    await t.db.update(listings).set({ priceCents: 5_500_00 }).where(eq(listings.id, watch.id));
    const confirm = (priceCents: number) =>
      guest.post("/api/cart/prices", { lines: [{ listingId: watch.id, priceCents }] });

    // A page that saw an older change does not confirm the newer one.
    const stale = await read(await confirm(5_200_00));
    expect(stale.lines[0]?.agreedPriceCents).toBe(5_000_00);
    expect(hasPricesToConfirm(stale)).toBe(true);
    const confirmed = await read(await confirm(5_500_00));
    expect(confirmed.lines[0]?.agreedPriceCents).toBe(5_500_00);
    expect(cartPriceChanges(confirmed)).toEqual([]);
    expect((await guest.post("/api/cart/prices", { lines: [] })).status).toBe(400);
    expect(
      (await guest.post("/api/cart/prices", { lines: [{ listingId: "x", priceCents: 1 }] })).status,
    ).toBe(400);
  });

  it("is read only from its cookie, and reading it writes nothing", async () => {
    const guest = t.client();
    const watch = await createListing(t.db);
    await add(guest, watch.id);
    const token = guest.cookies.get("mizan_cart") as string;
    const cartsBefore = (await t.db.select().from(carts)).length;

    const elsewhere = t.client();
    const byHeader = await elsewhere.call("/api/cart", { headers: { "x-cart-session": token } });
    expect((await read(byHeader)).lines).toEqual([]);
    expect(byHeader.headers.get("set-cookie")).toBeNull();
    expect((await elsewhere.get("/api/cart/count")).headers.get("set-cookie")).toBeNull();
    expect((await t.db.select().from(carts)).length).toBe(cartsBefore);

    elsewhere.cookies.set("mizan_cart", token);
    expect(quantities(await read(await elsewhere.get("/api/cart")))).toEqual([[watch.id, 1]]);
  });

  it("adds the shipping fee setting to a cart with something to pay", async () => {
    await t.db.insert(settings).values({ key: "shipping_fee_cents", value: 25_00 });
    const guest = t.client();
    const watch = await createListing(t.db, { priceCents: 1_000_00 });
    expect(await read(await add(guest, watch.id))).toMatchObject({
      subtotalCents: 1_000_00,
      shippingCents: 25_00,
      totalCents: 1_025_00,
    });
    await t.db.delete(settings).where(eq(settings.key, "shipping_fee_cents"));
  });
});

describe("shopper cart", () => {
  it("merges the guest cart when the shopper signs in, without duplicating lines", async () => {
    const shared = await createListing(t.db, { stock: 3 });
    const guestOnly = await createListing(t.db);
    const user = await t.createUser();
    const elsewhere = t.client("198.51.100.77");
    await elsewhere.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    await add(elsewhere, shared.id, 2);

    // The same shopper, as a guest in another browser, then signs in there.
    const browser = t.client("198.51.100.78");
    await add(browser, shared.id, 2);
    await add(browser, guestOnly.id);
    const token = browser.cookies.get("mizan_cart") as string;
    const signIn = await browser.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);
    expect(browser.cookies.has("mizan_cart")).toBe(false);

    expect(quantities(await read(await browser.get("/api/cart")))).toEqual([
      [shared.id, 3],
      [guestOnly.id, 1],
    ]);
    expect(await t.db.select().from(carts).where(eq(carts.sessionToken, token))).toEqual([]);
    expect(await t.db.select().from(carts).where(eq(carts.userId, user.id))).toHaveLength(1);
  });

  it("never merges on a read; a shopper's write merges a guest cart still in the browser", async () => {
    const watch = await createListing(t.db);
    const other = await createListing(t.db);
    const guest = t.client();
    await add(guest, watch.id);
    const token = guest.cookies.get("mizan_cart") as string;
    const { agent } = await t.signedInClient();
    agent.cookies.set("mizan_cart", token);

    expect((await read(await agent.get("/api/cart"))).lines).toEqual([]);
    expect(await (await agent.get("/api/cart/count")).json()).toEqual({ count: 0 });
    expect(await t.db.select().from(carts).where(eq(carts.sessionToken, token))).toHaveLength(1);

    expect(quantities(await read(await add(agent, other.id)))).toEqual([
      [watch.id, 1],
      [other.id, 1],
    ]);
    expect(agent.cookies.has("mizan_cart")).toBe(false);
  });

  it("keeps the price a guest added a watch at when the cart joins the shopper's (issue 24)", async () => {
    const watch = await createListing(t.db, { priceCents: 3_000_00 });
    const guest = t.client();
    await add(guest, watch.id);
    const token = guest.cookies.get("mizan_cart") as string;
    await t.db.update(listings).set({ priceCents: 3_300_00 }).where(eq(listings.id, watch.id));
    const { agent } = await t.signedInClient();
    agent.cookies.set("mizan_cart", token);
    await add(agent, (await createListing(t.db)).id);
    const cart = await read(await agent.get("/api/cart"));
    expect(cartPriceChanges(cart)).toMatchObject([
      { listingId: watch.id, fromCents: 3_000_00, toCents: 3_300_00 },
    ]);
  });

  it("keeps one shopper's cart invisible to another", async () => {
    const first = await t.signedInClient();
    const second = await t.signedInClient();
    const watch = await createListing(t.db);
    await add(first.agent, watch.id);
    expect((await read(await second.agent.get("/api/cart"))).lines).toEqual([]);
    expect(quantities(await read(await first.agent.get("/api/cart")))).toEqual([[watch.id, 1]]);
  });
});
