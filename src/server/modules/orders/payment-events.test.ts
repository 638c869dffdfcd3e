import { randomUUID } from "node:crypto";
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../../shared/errors";
import type { AdminOrderDto } from "../../../shared/orders";
import { emailOutbox, listings, orderEvents, orders, paymentEvents } from "../../db/schema";
import { fillCart, postCheckout, readCheckout, type ShopClient } from "../../test/checkout-flow";
import { createListing } from "../../test/factories";
import { type FakeStripe, type FakeStripeEvent, startFakeStripe } from "../../test/fake-stripe";
import { type FakeTap, startFakeTap } from "../../test/fake-tap";
import { createTestApp, type TestApp } from "../../test/test-app";

// issue 8, Reliability: every provider event is applied once, whatever the order, the number of
// deliveries or the forger; through the real Stripe SDK and Tap's API on local fakes.
let t: TestApp;
let stripe: FakeStripe;
let tap: FakeTap;
beforeAll(async () => {
  [stripe, tap] = await Promise.all([startFakeStripe(), startFakeTap()]);
  t = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_x",
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    TAP_SECRET_KEY: tap.secretKey,
    TAP_API_BASE: tap.url,
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), tap.close()]);
});

/** A guest buys a new watch through `provider`; answers the pending order as the database holds it. */
async function checkoutNewWatch(
  provider: "stripe" | "tap",
  listing: Partial<typeof listings.$inferInsert> = {},
) {
  const watch = await createListing(t.db, listing);
  const guest = t.client();
  const total = await fillCart(guest, watch.id);
  const email = `buyer-${randomUUID()}@example.com`;
  const answer = await readCheckout(
    await postCheckout(guest, { email, expectedTotalCents: total, provider }),
  );
  expect(answer.status).toBe(201);
  const order = await orderByNumber(answer.started?.orderNumber ?? "");
  expect(order.status).toBe("pending");
  return { watch, guest, email, url: answer.started?.url ?? "", order };
}

async function orderByNumber(orderNumber: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new Error(`no order ${orderNumber}`);
  return order;
}

const orderNow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const listingNow = async (id: string) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0];

async function countRows(query: Promise<{ n: number }[]>) {
  return (await query)[0]?.n ?? 0;
}
const storedEvents = (provider: string, eventId: string) =>
  countRows(
    t.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.providerEventId, eventId))),
  );
const mailsTo = (email: string) =>
  countRows(t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, email)));

async function timeline(orderId: string) {
  const steps = await t.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
  return steps.map((step) => `${step.fromStatus}->${step.toStatus}`);
}

/** Posts one delivery to the provider's webhook, as the provider would; answers status and body. */
async function deliver(provider: "stripe" | "tap", delivery: { body: string; headers: Headers }) {
  const response = await t.app.request(`/api/payments/${provider}/webhook`, {
    method: "POST",
    body: delivery.body,
    headers: delivery.headers,
  });
  return { status: response.status, body: (await response.json()) as { outcomes?: string[] } & ErrorBody };
}

const sendStripe = (event: FakeStripeEvent) => deliver("stripe", stripe.signedDelivery(event));

/** The Stripe session id the order's checkout opened. */
const sessionOf = (order: { paymentSessionId: string | null }) => order.paymentSessionId ?? "";
/** The Tap charge a checkout opened, by the id its order keeps for it. */
const chargeOf = (order: { paymentReference: string | null }) => order.paymentReference ?? "";

describe("Stripe events, through the real SDK against the fake Stripe", () => {
  it("opens the fake's page with the order's lines, and pays once however often the event comes", async () => {
    const { watch, email, url, order } = await checkoutNewWatch("stripe", {
      title: "Omega Speedmaster 310.30.42",
      priceCents: 7_250_00,
    });
    expect(url.startsWith(stripe.url)).toBe(true);
    const sent = stripe.sessionCreations.find((creation) => creation.params.client_reference_id === order.id);
    expect(sent?.params).toMatchObject({
      "line_items[0][price_data][product_data][name]": "Omega Speedmaster 310.30.42",
      "line_items[0][price_data][unit_amount]": "725000",
      "line_items[0][quantity]": "1",
      customer_email: email,
    });

    stripe.completeSession(sessionOf(order));
    const completed = stripe.signedDelivery(
      stripe.sessionEvent("checkout.session.completed", sessionOf(order)),
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver("stripe", completed)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.flatMap((answer) => answer.body.outcomes).sort()).toEqual([
      "applied",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
    ]);

    expect((await orderNow(order.id))?.status).toBe("paid");
    expect(await storedEvents("stripe", JSON.parse(completed.body).id)).toBe(1);
    expect(await timeline(order.id)).toEqual(["null->pending", "pending->paid"]);
    const listing = await listingNow(watch.id);
    expect(listing).toMatchObject({ stock: 0, isActive: false });
    expect(listing?.soldAt).not.toBeNull();
    expect(await mailsTo(email)).toBe(1);
    expect((await t.lastMailTo(email))?.subject).toContain(order.orderNumber);
  });

  it("ignores an expiry that arrives after the payment", async () => {
    const { watch, order } = await checkoutNewWatch("stripe");
    stripe.completeSession(sessionOf(order));
    expect(
      (await sendStripe(stripe.sessionEvent("checkout.session.completed", sessionOf(order)))).status,
    ).toBe(200);
    const late = await sendStripe(stripe.sessionEvent("checkout.session.expired", sessionOf(order)));
    expect(late).toMatchObject({ status: 200, body: { outcomes: ["ignored"] } });
    expect((await orderNow(order.id))?.status).toBe("paid");
    expect((await listingNow(watch.id))?.stock).toBe(0);
    expect(await timeline(order.id)).toEqual(["null->pending", "pending->paid"]);
  });

  it("refunds an order whose refund overtook its payment, and the late payment changes nothing", async () => {
    const { watch, email, order } = await checkoutNewWatch("stripe");
    stripe.completeSession(sessionOf(order));
    const completed = stripe.sessionEvent("checkout.session.completed", sessionOf(order));
    expect((await sendStripe(stripe.refundEvent(sessionOf(order)))).body.outcomes).toEqual(["applied"]);
    expect((await sendStripe(completed)).body.outcomes).toEqual(["ignored"]);
    expect((await orderNow(order.id))?.status).toBe("refunded");
    expect(await timeline(order.id)).toEqual(["null->pending", "pending->paid", "paid->refunded"]);
    expect((await listingNow(watch.id))?.stock).toBe(0);
    // The shopper is not told "thank you for your order" about money already given back: only
    // of the refund.
    expect(await mailsTo(email)).toBe(1);
    expect((await t.lastMailTo(email))?.kind).toBe("order-refunded");
  });

  it("cancels an order whose delayed payment failed and puts the watch back on sale", async () => {
    const { watch, order } = await checkoutNewWatch("stripe");
    stripe.completeSession(sessionOf(order), { paid: false });
    const unpaid = await sendStripe(stripe.sessionEvent("checkout.session.completed", sessionOf(order)));
    expect(unpaid.body.outcomes).toEqual(["ignored"]);
    expect((await orderNow(order.id))?.status).toBe("pending");
    const failed = await sendStripe(
      stripe.sessionEvent("checkout.session.async_payment_failed", sessionOf(order)),
    );
    expect(failed.body.outcomes).toEqual(["applied"]);
    expect((await orderNow(order.id))?.status).toBe("cancelled");
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1, isActive: true, soldAt: null });
    const nextBuyer = t.client();
    expect(await fillCart(nextBuyer, watch.id)).toBe(watch.priceCents);
  });

  it("refuses a forged signature and a stale delivery, writing nothing", async () => {
    const { watch, order } = await checkoutNewWatch("stripe");
    stripe.completeSession(sessionOf(order));
    const event = stripe.sessionEvent("checkout.session.completed", sessionOf(order));
    const forged = stripe.signedDelivery(event, { secret: "whsec_not_the_shops" });
    const stale = stripe.signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const unsigned = {
      body: JSON.stringify(event),
      headers: new Headers({ "content-type": "application/json" }),
    };
    for (const delivery of [forged, stale, unsigned]) {
      const answer = await deliver("stripe", delivery);
      expect(answer).toMatchObject({ status: 400, body: { reason: "WEBHOOK_REJECTED" } });
    }
    expect(await storedEvents("stripe", event.id)).toBe(0);
    expect(await orderNow(order.id)).toMatchObject({ status: "pending", paymentReference: null });
    expect((await listingNow(watch.id))?.stock).toBe(0);
    // The same event, signed as Stripe signs it, is taken.
    expect((await sendStripe(event)).body.outcomes).toEqual(["applied"]);
  });

  it("keeps an event for an order it does not know, answers 200 and changes nothing", async () => {
    const { order } = await checkoutNewWatch("stripe");
    stripe.completeSession(sessionOf(order));
    const stranger = randomUUID();
    const event = stripe.sessionEvent("checkout.session.completed", sessionOf(order));
    event.data.object = {
      ...event.data.object,
      id: `cs_test_${randomUUID().replaceAll("-", "")}`,
      client_reference_id: stranger,
      metadata: { order_id: stranger },
    };
    const answer = await sendStripe(event);
    expect(answer).toMatchObject({ status: 200, body: { outcomes: ["unmatched"] } });
    const [stored] = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, event.id));
    expect(stored).toMatchObject({ outcome: "unmatched", orderId: null });
    expect((await orderNow(order.id))?.status).toBe("pending");
  });

  it("answers 502 when Stripe fails to open the session, and the watch is for sale again", async () => {
    const watch = await createListing(t.db);
    const guest = t.client();
    const total = await fillCart(guest, watch.id);
    const email = `unlucky-${randomUUID()}@example.com`;
    stripe.failCreate(500);
    try {
      const answer = await readCheckout(await postCheckout(guest, { email, expectedTotalCents: total }));
      expect(answer).toMatchObject({ status: 502, refused: { code: "PAYMENT_FAILED" } });
    } finally {
      stripe.failCreate(null);
    }
    const [order] = await t.db.select().from(orders).where(eq(orders.email, email));
    expect(order?.status).toBe("cancelled");
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1, isActive: true });
    expect((await postCheckout(guest, { email, expectedTotalCents: total })).status).toBe(201);
  });
});

describe("Tap (KNET) events against the fake Tap", () => {
  const storedTapEvents = (chargeId: string) =>
    countRows(
      t.db
        .select({ n: count() })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, "tap"), like(paymentEvents.providerEventId, `${chargeId}:%`))),
    );

  it("charges KWD, pays on a verified CAPTURED charge, and a replay changes nothing", async () => {
    // 10,000.00 USD at 0.31 = 3,100.000 KWD (free shipping by default).
    const { watch, email, url, order } = await checkoutNewWatch("tap", { priceCents: 10_000_00 });
    expect(url.startsWith(tap.url)).toBe(true);
    expect(order).toMatchObject({
      chargeCurrency: "KWD",
      chargeAmountMinor: 3_100_000,
      totalCents: 10_000_00,
    });
    const charge = tap.charges.get(chargeOf(order));
    expect(charge).toMatchObject({ amount: 3100, currency: "KWD", metadata: { order_id: order.id } });

    tap.setStatus(chargeOf(order), "CAPTURED");
    const delivery = tap.delivery(chargeOf(order));
    expect((await deliver("tap", delivery)).body.outcomes).toEqual(["applied"]);
    expect((await deliver("tap", delivery)).body.outcomes).toEqual(["duplicate"]);
    expect((await orderNow(order.id))?.status).toBe("paid");
    expect(await timeline(order.id)).toEqual(["null->pending", "pending->paid"]);
    expect(await storedTapEvents(chargeOf(order))).toBe(1);
    expect(await mailsTo(email)).toBe(1);
    expect((await listingNow(watch.id))?.stock).toBe(0);
  });

  it("refuses a forged hashstring, writing nothing", async () => {
    const { watch, order } = await checkoutNewWatch("tap");
    tap.setStatus(chargeOf(order), "CAPTURED");
    const answer = await deliver("tap", tap.forgedDelivery(chargeOf(order)));
    expect(answer).toMatchObject({ status: 400, body: { reason: "WEBHOOK_REJECTED" } });
    expect(await storedTapEvents(chargeOf(order))).toBe(0);
    expect((await orderNow(order.id))?.status).toBe("pending");
    expect((await listingNow(watch.id))?.stock).toBe(0);
  });

  it("believes Tap's own answer over a delivery that claims CAPTURED", async () => {
    const { watch, order } = await checkoutNewWatch("tap");
    // Still INITIATED at Tap: nothing happens yet.
    const early = await deliver("tap", tap.delivery(chargeOf(order), { status: "CAPTURED" }));
    expect(early).toMatchObject({ status: 200, body: { outcomes: ["ignored"] } });
    expect((await orderNow(order.id))?.status).toBe("pending");
    // DECLINED at Tap: the order is cancelled and the watch goes back on sale.
    tap.setStatus(chargeOf(order), "DECLINED");
    const declined = await deliver("tap", tap.delivery(chargeOf(order), { status: "CAPTURED" }));
    expect(declined.body.outcomes).toEqual(["applied"]);
    expect((await orderNow(order.id))?.status).toBe("cancelled");
    expect((await listingNow(watch.id))?.stock).toBe(1);
  });
});

describe("an event for another amount than its order's (issue 25)", () => {
  /** What staff read of the order: its status and the flagged steps of its timeline. */
  async function staffView(orderId: string) {
    const { agent } = await t.signedInClient({ role: "owner" });
    const order = (await (await agent.get(`/api/admin/orders/${orderId}`)).json()) as AdminOrderDto;
    return { status: order.status, flags: order.timeline.flatMap((step) => (step.flag ? [step.flag] : [])) };
  }

  it("keeps a $4,750 order unpaid when a well-signed Stripe event says 1 cent was taken, and flags it", async () => {
    const { watch, email, order } = await checkoutNewWatch("stripe", { priceCents: 4_750_00 });
    const session = stripe.completeSession(sessionOf(order));
    expect(session).toMatchObject({ amount_total: 4_750_00, currency: "usd" });
    const event = stripe.sessionEvent("checkout.session.completed", sessionOf(order));
    event.data.object = { ...event.data.object, amount_total: 1 };
    // Signed with the shop's secret by the SDK's own helper: the signature is not what is wrong.
    const answer = await sendStripe(event);
    expect(answer).toMatchObject({ status: 200, body: { outcomes: ["mismatch"] } });

    expect((await orderNow(order.id))?.status).toBe("pending");
    expect((await listingNow(watch.id))?.soldAt).toBeNull();
    expect(await mailsTo(email)).toBe(0);
    const [stored] = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, event.id));
    expect(stored).toMatchObject({ outcome: "mismatch", orderId: order.id });
    expect(await staffView(order.id)).toEqual({
      status: "pending",
      flags: [
        {
          code: "PAYMENT_MISMATCH",
          expected: { currency: "USD", amountMinor: 4_750_00 },
          received: { currency: "USD", amountMinor: 1 },
          reference: session.payment_intent,
        },
      ],
    });
    // The same session in another currency is no payment of this order either.
    const euros = stripe.sessionEvent("checkout.session.completed", sessionOf(order));
    euros.data.object = { ...euros.data.object, currency: "eur" };
    expect((await sendStripe(euros)).body.outcomes).toEqual(["mismatch"]);
    expect((await orderNow(order.id))?.status).toBe("pending");

    // The event Stripe really sends for this session still pays it.
    const paid = await sendStripe(stripe.sessionEvent("checkout.session.completed", sessionOf(order)));
    expect(paid.body.outcomes).toEqual(["applied"]);
    expect((await orderNow(order.id))?.status).toBe("paid");
  });

  it("flags a payment that arrives after its order was cancelled, for staff to refund or fulfil, in codes not sentences", async () => {
    const { order } = await checkoutNewWatch("stripe");
    await t.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    stripe.completeSession(sessionOf(order));
    const answer = await sendStripe(stripe.sessionEvent("checkout.session.completed", sessionOf(order)));
    expect(answer.status).toBe(200);
    const seen = await staffView(order.id);
    expect(seen.status).toBe("cancelled");
    expect(seen.flags).toEqual([{ code: "LATE_PAYMENT", reference: expect.any(String) }]);
    const notes = await t.db
      .select({ note: orderEvents.note })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(notes.every(({ note }) => note === null || /^[a-z_]+$/.test(note))).toBe(true);
  });

  it("keeps an order unpaid when a refund of a smaller charge arrives before its payment", async () => {
    const { order } = await checkoutNewWatch("stripe", { priceCents: 4_750_00 });
    stripe.completeSession(sessionOf(order));
    const refund = stripe.refundEvent(sessionOf(order));
    refund.data.object = { ...refund.data.object, amount: 100 };
    expect((await sendStripe(refund)).body.outcomes).toEqual(["mismatch"]);
    expect((await orderNow(order.id))?.status).toBe("pending");
    expect((await staffView(order.id)).flags).toHaveLength(1);
  });

  it("believes the amount of Tap's re-read charge, not the delivery's", async () => {
    // 4,750.00 USD at 0.31 = 1,472.500 KWD.
    const { watch, order } = await checkoutNewWatch("tap", { priceCents: 4_750_00 });
    expect(tap.charges.get(chargeOf(order))?.amount).toBe(1472.5);
    tap.setStatus(chargeOf(order), "CAPTURED");
    tap.setAmount(chargeOf(order), 1);
    const answer = await deliver("tap", tap.delivery(chargeOf(order), { amount: 1472.5 }));
    expect(answer).toMatchObject({ status: 200, body: { outcomes: ["mismatch"] } });
    expect((await orderNow(order.id))?.status).toBe("pending");
    expect((await listingNow(watch.id))?.soldAt).toBeNull();
    expect((await staffView(order.id)).flags).toEqual([
      {
        code: "PAYMENT_MISMATCH",
        expected: { currency: "KWD", amountMinor: 1_472_500 },
        received: { currency: "KWD", amountMinor: 1_000 },
        reference: chargeOf(order),
      },
    ]);
  });

  it("shows the buyer no staff flag on their own timeline", async () => {
    const buyer = await t.signedInClient();
    const watch = await createListing(t.db, { priceCents: 4_750_00 });
    const total = await fillCart(buyer.agent, watch.id);
    const started = await readCheckout(
      await postCheckout(buyer.agent, {
        email: buyer.user.email,
        expectedTotalCents: total,
        provider: "stripe",
      }),
    );
    const order = await orderByNumber(started.started?.orderNumber ?? "");
    stripe.completeSession(sessionOf(order));
    const event = stripe.sessionEvent("checkout.session.completed", sessionOf(order));
    event.data.object = { ...event.data.object, amount_total: 1 };
    expect((await sendStripe(event)).body.outcomes).toEqual(["mismatch"]);
    expect((await staffView(order.id)).flags).toHaveLength(1);
    const own = await buyer.agent.get(`/api/me/orders/${order.orderNumber}`);
    const seen = (await own.json()) as { timeline?: { flag?: unknown }[] };
    expect(JSON.stringify(seen)).not.toContain("PAYMENT_MISMATCH");
  });
});

describe("staff order transitions", () => {
  const transition = (client: ShopClient, orderId: string, to: string) =>
    client.post(`/api/admin/orders/${orderId}/transitions`, { to });

  async function paidStripeOrder() {
    const bought = await checkoutNewWatch("stripe");
    stripe.completeSession(sessionOf(bought.order));
    await sendStripe(stripe.sessionEvent("checkout.session.completed", sessionOf(bought.order)));
    return { ...bought, order: (await orderNow(bought.order.id)) ?? bought.order };
  }

  it("refunds a paid order at the provider that took it, in its currency", async () => {
    const { agent } = await t.signedInClient({ role: "owner" });
    const { order } = await paidStripeOrder();
    const refunded = await transition(agent, order.id, "refunded");
    expect(refunded.status).toBe(200);
    expect(await refunded.json()).toMatchObject({ status: "refunded" });
    expect(stripe.refunds.map((refund) => refund.params.payment_intent)).toContain(order.paymentReference);
    expect((await orderNow(order.id))?.status).toBe("refunded");

    const kuwaiti = await checkoutNewWatch("tap", { priceCents: 2_000_00 });
    tap.setStatus(chargeOf(kuwaiti.order), "CAPTURED");
    await deliver("tap", tap.delivery(chargeOf(kuwaiti.order)));
    expect((await transition(agent, kuwaiti.order.id, "refunded")).status).toBe(200);
    // 2,000.00 USD at 0.31 = 620.000 KWD, given back in KWD.
    expect(tap.refunds.map((refund) => refund.body)).toContainEqual(
      expect.objectContaining({ charge_id: chargeOf(kuwaiti.order), amount: 620, currency: "KWD" }),
    );
    expect((await orderNow(kuwaiti.order.id))?.status).toBe("refunded");
  });

  it("refuses a step the lifecycle does not allow with 409, changing nothing", async () => {
    const { agent } = await t.signedInClient({ role: "owner" });
    const { watch, order } = await checkoutNewWatch("stripe");
    const refused = await transition(agent, order.id, "delivered");
    expect(refused.status).toBe(409);
    expect((await refused.json()) as ErrorBody).toMatchObject({ reason: "ILLEGAL_TRANSITION" });
    expect((await transition(agent, order.id, "refunded")).status).toBe(409);
    expect((await orderNow(order.id))?.status).toBe("pending");
    expect((await listingNow(watch.id))?.stock).toBe(0);
  });

  it("lets no customer or anonymous caller move an order", async () => {
    const { order } = await paidStripeOrder();
    const refundsBefore = stripe.refunds.length;
    const customer = (await t.signedInClient()).agent;
    expect((await transition(customer, order.id, "refunded")).status).toBe(403);
    expect((await transition(t.client(), order.id, "refunded")).status).toBe(401);
    expect((await orderNow(order.id))?.status).toBe("paid");
    expect(stripe.refunds).toHaveLength(refundsBefore);
  });
});
