import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartDto } from "../../../shared/cart";
import type { ListingDetailDto, ListingPageDto } from "../../../shared/catalog-api";
import type { CheckoutStarted } from "../../../shared/checkout";
import type { ErrorBody } from "../../../shared/errors";
import { listings, orders } from "../../db/schema";
import { createLogger } from "../../logger";
import { fillCart, postCheckout, pressOnTestPage } from "../../test/checkout-flow";
import { createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { sweepExpiredReservations } from "./reservation-sweep";

/**
 * Issue 24: a watch held by another shopper's checkout is reserved, not sold. Every other shopper
 * sees it reserved, with the moment the hold ends, in its page, the collection and the cart, and
 * is refused in those words; it is for sale again once that checkout is cancelled or runs out.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<TestApp["client"]>;

async function holdInCheckout(watchId: string) {
  const first = t.client();
  const total = await fillCart(first, watchId);
  const started = await postCheckout(first, { email: "first@example.com", expectedTotalCents: total });
  expect(started.status).toBe(201);
  const { url, orderNumber } = (await started.json()) as CheckoutStarted;
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return { first, url, orderNumber, until: order?.expiresAt?.toISOString() ?? "missing" };
}

const watchPage = async (client: Client, slug: string) =>
  (await (await client.get(`/api/listings/${slug}`)).json()) as ListingDetailDto;

async function collectionCard(client: Client, q: string, id: string) {
  const page = (await (
    await client.get(`/api/listings?q=${encodeURIComponent(q)}`)
  ).json()) as ListingPageDto;
  return page.items.find((item) => item.id === id);
}

describe("a watch in someone's checkout (issue 24)", () => {
  it("is reserved until the hold ends for everyone else, stays in the collection, and refuses a second buyer in those words", async () => {
    const watch = await createListing(t.db, { title: "Tudor Black Bay Reserved", reference: "M79230N-0001" });
    const second = t.client();
    await fillCart(second, watch.id);
    const { until } = await holdInCheckout(watch.id);

    expect(await watchPage(second, watch.slug)).toMatchObject({
      isAvailable: false,
      reservedUntil: until,
      soldAt: null,
    });
    expect(await collectionCard(second, "Black Bay Reserved", watch.id)).toMatchObject({
      isAvailable: false,
      reservedUntil: until,
    });
    expect(await collectionCard(second, "M79230N", watch.id)).toMatchObject({ reservedUntil: until });
    const cart = (await (await second.get("/api/cart")).json()) as CartDto;
    expect(cart.lines[0]?.listing).toMatchObject({ isAvailable: false, reservedUntil: until });
    expect(cart.hasUnavailable).toBe(true);

    const refusal = { reason: "LISTING_RESERVED", params: { title: "Tudor Black Bay Reserved", until } };
    const lost = await postCheckout(second, { email: "second@example.com", expectedTotalCents: 0 });
    expect(lost.status).toBe(409);
    expect((await lost.json()) as ErrorBody).toMatchObject(refusal);
    const third = t.client();
    const added = await third.post("/api/cart/lines", { listingId: watch.id, quantity: 1 });
    expect(added.status).toBe(409);
    expect((await added.json()) as ErrorBody).toMatchObject(refusal);
  });

  it('is the holder\'s own to buy in their cart, never "reserved by another shopper", and a new checkout takes over', async () => {
    const watch = await createListing(t.db, { title: "Cartier Santos Own Hold", priceCents: 700_000 });
    const { first, orderNumber } = await holdInCheckout(watch.id);

    const cart = (await (await first.get("/api/cart")).json()) as CartDto;
    expect(cart.lines[0]).toMatchObject({
      inYourCheckout: true,
      listing: { isAvailable: true, reservedUntil: null },
    });
    expect(cart).toMatchObject({ hasUnavailable: false, subtotalCents: 700_000 });
    // Everyone else still sees it held.
    expect(await watchPage(t.client(), watch.slug)).toMatchObject({ isAvailable: false });

    // Pressing Pay again closes the unfinished checkout and opens a new one for the same watch.
    const again = await postCheckout(first, {
      email: "first@example.com",
      expectedTotalCents: cart.totalCents,
    });
    expect(again.status).toBe(201);
    const [left] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(left?.status).toBe("cancelled");
    const { orderNumber: next } = (await again.json()) as CheckoutStarted;
    const [taken] = await t.db.select().from(orders).where(eq(orders.orderNumber, next));
    expect(taken?.status).toBe("pending");
  });

  it("is back on sale, for the collection and the second buyer, once that checkout is cancelled", async () => {
    const watch = await createListing(t.db, { title: "Omega Aqua Terra Reserved" });
    const second = t.client();
    await fillCart(second, watch.id);
    const { first, url } = await holdInCheckout(watch.id);
    await pressOnTestPage(first, url, "cancel");
    expect((await first.post("/api/checkout/cancel")).status).toBe(200);

    expect(await watchPage(second, watch.slug)).toMatchObject({ isAvailable: true, reservedUntil: null });
    expect(await collectionCard(second, "Aqua Terra Reserved", watch.id)).toMatchObject({
      isAvailable: true,
      reservedUntil: null,
    });
    const started = await postCheckout(second, {
      email: "second@example.com",
      expectedTotalCents: watch.priceCents,
    });
    expect(started.status).toBe(201);
  });

  it("is back on sale when the hold runs out unpaid, and sold (not reserved) once paid", async () => {
    const expiring = await createListing(t.db, { title: "Cartier Santos Expiring" });
    await holdInCheckout(expiring.id);
    const deps = { db: t.db, payments: t.services.payments, log: createLogger("silent") };
    await sweepExpiredReservations(deps, new Date(Date.now() + 31 * 60_000));
    expect(await watchPage(t.client(), expiring.slug)).toMatchObject({
      isAvailable: true,
      reservedUntil: null,
    });

    const paid = await createListing(t.db, { title: "Cartier Tank Paid" });
    const { first, url } = await holdInCheckout(paid.id);
    expect((await pressOnTestPage(first, url, "pay")).status).toBe(303);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, paid.id));
    expect(row).toMatchObject({ stock: 0, reservedUntil: null });
    expect(row?.soldAt).not.toBeNull();
    expect(await watchPage(t.client(), paid.slug)).toMatchObject({ isAvailable: false, reservedUntil: null });
    expect(await collectionCard(t.client(), "Tank Paid", paid.id)).toBeUndefined();
  });

  it("is refused as no longer available, not reserved, once it is sold", async () => {
    const watch = await createListing(t.db, { title: "Rolex Explorer Gone" });
    const second = t.client();
    await fillCart(second, watch.id);
    const { first, url } = await holdInCheckout(watch.id);
    await pressOnTestPage(first, url, "pay");
    const lost = await postCheckout(second, { email: "second@example.com", expectedTotalCents: 0 });
    expect(lost.status).toBe(409);
    expect((await lost.json()) as ErrorBody).toMatchObject({
      reason: "LISTING_UNAVAILABLE",
      params: { title: "Rolex Explorer Gone" },
    });
  });
});
