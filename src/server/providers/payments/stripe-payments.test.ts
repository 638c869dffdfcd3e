import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "../../test/fake-stripe";
import {
  type OrderForPayment,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentUrls,
  WebhookRejected,
} from "./payments";
import { normalizeStripeEvent } from "./stripe-events";
import { createStripePayments } from "./stripe-payments";

let fake: FakeStripe;
let stripe: PaymentProvider;
beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripePayments({
    secretKey: "sk_test_mizan",
    webhookSecret: fake.webhookSecret,
    apiBase: fake.url,
  });
});
afterAll(() => fake.close());

function orderFor(overrides: Partial<OrderForPayment> = {}): OrderForPayment {
  const id = crypto.randomUUID();
  return {
    id,
    orderNumber: "MZ-10042",
    email: "sara@example.com",
    language: "en",
    lines: [
      {
        title: "Rolex Submariner 126610LN",
        imageUrl: "https://cdn.mizan.test/submariner.jpg",
        unitPriceCents: 1_250_000,
        quantity: 1,
      },
    ],
    shippingCents: 5_000,
    totalCents: 1_255_000,
    charge: null,
    idempotencyKey: `checkout-${id}`,
    expiresAt: new Date(Date.now() + 30 * 60_000),
    ...overrides,
  };
}

const urls: PaymentUrls = {
  success: (sessionId) => `https://mizan.test/checkout/success?session_id=${sessionId}`,
  cancel: "https://mizan.test/cart",
  webhook: "https://mizan.test/api/payments/stripe/webhook",
};

/** Opens a session through the provider and pays it in the fake. */
async function paidSession(order = orderFor()) {
  const { sessionId } = await stripe.createSession(order, urls);
  return { order, sessionId, session: fake.completeSession(sessionId) };
}

const read = (delivery: { body: string; headers: Headers }) =>
  stripe.readWebhook(delivery.body, delivery.headers);

describe("Stripe sessions", () => {
  it("opens a Checkout Session with every field and answers the hosted page", async () => {
    const order = orderFor();
    const session = await stripe.createSession(order, urls);

    const created = fake.sessionCreations.at(-1);
    expect(created?.idempotencyKey).toBe(order.idempotencyKey);
    expect(created?.params).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "1250000",
      "line_items[0][price_data][product_data][name]": "Rolex Submariner 126610LN",
      "line_items[0][price_data][product_data][images][0]": "https://cdn.mizan.test/submariner.jpg",
      "line_items[1][price_data][unit_amount]": "5000",
      "line_items[1][price_data][product_data][name]": "Shipping",
      customer_email: "sara@example.com",
      client_reference_id: order.id,
      "metadata[order_id]": order.id,
      "payment_intent_data[metadata][order_id]": order.id,
      success_url: "https://mizan.test/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://mizan.test/cart",
      locale: "en",
    });
    // Stripe refuses an expiry under 30 minutes from the session's creation: never before that.
    const expiresAt = Number(created?.params.expires_at) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(order.expiresAt.getTime() - 1000);
    expect(expiresAt - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/pay/${session.sessionId}`);
  });

  it("leaves out relative images and free shipping, and lets Stripe pick the language for Arabic", async () => {
    const order = orderFor({
      language: "ar",
      shippingCents: 0,
      lines: [
        {
          title: "Omega Speedmaster",
          imageUrl: "/media/speedmaster.jpg",
          unitPriceCents: 700_000,
          quantity: 1,
        },
      ],
    });
    await stripe.createSession(order, urls);

    const params: Record<string, string> = fake.sessionCreations.at(-1)?.params ?? {};
    expect(Object.keys(params).filter((key) => key.includes("[images]"))).toEqual([]);
    expect(Object.keys(params).filter((key) => key.startsWith("line_items[1]"))).toEqual([]);
    expect(params.locale).toBe("auto");
  });

  it("opens one session for one order, however often checkout is retried", async () => {
    const order = orderFor();
    const first = await stripe.createSession(order, urls);
    const again = await stripe.createSession(order, urls);
    expect(again.sessionId).toBe(first.sessionId);
  });

  it.each([402, 500] as const)(
    "throws PaymentProviderError, keeping the cause, when Stripe answers %i",
    async (status) => {
      fake.failCreate(status);
      try {
        const failure = await stripe.createSession(orderFor(), urls).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(PaymentProviderError);
        expect((failure as PaymentProviderError).cause).toMatchObject({ statusCode: status });
      } finally {
        fake.failCreate(null);
      }
    },
  );
});

describe("Stripe webhooks", () => {
  it("reads a signed checkout.session.completed as paid, with the order, session, payment and amount", async () => {
    const { order, sessionId, session } = await paidSession();
    const event = fake.sessionEvent("checkout.session.completed", sessionId);

    expect(await read(fake.signedDelivery(event))).toEqual([
      {
        provider: "stripe",
        eventId: event.id,
        type: "checkout.session.completed",
        outcome: "paid",
        orderId: order.id,
        sessionId,
        paymentReference: session.payment_intent,
        // The session's own total (the lines and shipping), for the handler to hold against the order.
        amount: { currency: "USD", amountMinor: order.totalCents },
        payload: event,
      },
    ]);
  });

  it("reads a session completed with a delayed payment as nothing yet, then its async result", async () => {
    const { sessionId } = await stripe.createSession(orderFor(), urls);
    fake.completeSession(sessionId, { paid: false });
    const outcomeOf = async (type: Parameters<FakeStripe["sessionEvent"]>[0]) =>
      (await read(fake.signedDelivery(fake.sessionEvent(type, sessionId))))[0]?.outcome;

    expect(await outcomeOf("checkout.session.completed")).toBe("none");
    expect(await outcomeOf("checkout.session.async_payment_succeeded")).toBe("paid");
    expect(await outcomeOf("checkout.session.async_payment_failed")).toBe("failed");
  });

  it("reads checkout.session.expired as expired", async () => {
    const order = orderFor();
    const { sessionId } = await stripe.createSession(order, urls);
    const [event] = await read(fake.signedDelivery(fake.sessionEvent("checkout.session.expired", sessionId)));
    expect(event).toMatchObject({ outcome: "expired", orderId: order.id, sessionId });
  });

  it("reads charge.refunded as refunded only when the whole charge was given back", async () => {
    const { order, sessionId, session } = await paidSession();
    const [full] = await read(fake.signedDelivery(fake.refundEvent(sessionId)));
    expect(full).toMatchObject({
      type: "charge.refunded",
      outcome: "refunded",
      orderId: order.id,
      paymentReference: session.payment_intent,
      amount: { currency: "USD", amountMinor: order.totalCents },
    });
    const [partial] = await read(fake.signedDelivery(fake.refundEvent(sessionId, { full: false })));
    expect(partial?.outcome).toBe("none");
  });

  it("rejects a forged signature, a changed body, a missing header and a stale delivery", async () => {
    const { sessionId } = await paidSession();
    const event = fake.sessionEvent("checkout.session.completed", sessionId);

    const forged = fake.signedDelivery(event, { secret: "whsec_someone_else" });
    await expect(read(forged)).rejects.toBeInstanceOf(WebhookRejected);

    const signed = fake.signedDelivery(event);
    const changed = signed.body.replace(sessionId, "cs_test_other");
    await expect(stripe.readWebhook(changed, signed.headers)).rejects.toBeInstanceOf(WebhookRejected);

    await expect(stripe.readWebhook(signed.body, new Headers())).rejects.toBeInstanceOf(WebhookRejected);

    const stale = fake.signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    await expect(read(stale)).rejects.toBeInstanceOf(WebhookRejected);
  });
});

describe("Stripe refunds and expiry", () => {
  it("refunds a paid session's PaymentIntent", async () => {
    const { session } = await paidSession();
    await stripe.refund({
      paymentReference: session.payment_intent as string,
      amountMinor: 1_255_000,
      currency: "USD",
    });
    expect(fake.refunds.at(-1)?.params).toEqual({ payment_intent: session.payment_intent });
  });

  it("throws PaymentProviderError when Stripe refuses the refund", async () => {
    await expect(
      stripe.refund({ paymentReference: "pi_unknown", amountMinor: 100, currency: "USD" }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("expires an open session, and says so again for one already expired", async () => {
    const { sessionId } = await stripe.createSession(orderFor(), urls);
    expect(await stripe.expireSession(sessionId, null)).toBe("expired");
    expect(fake.sessions.get(sessionId)?.status).toBe("expired");
    expect(await stripe.expireSession(sessionId, null)).toBe("expired");
    expect(fake.expireCalls.filter((id) => id === sessionId)).toHaveLength(2);
  });

  it("answers completed for a session the shopper paid before it could be expired", async () => {
    const { sessionId, session } = await paidSession();
    expect(await stripe.expireSession(sessionId, session.payment_intent)).toBe("completed");
  });

  it("throws PaymentProviderError for a session Stripe does not know", async () => {
    await expect(stripe.expireSession("cs_test_unknown", null)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe("normalizeStripeEvent", () => {
  const eventOf = (type: string, object: Record<string, unknown>) =>
    ({ id: "evt_1", object: "event", type, data: { object } }) as unknown as Stripe.Event;

  it("takes the order from metadata when the session has no client_reference_id, and an expanded PaymentIntent's id", () => {
    const event = eventOf("checkout.session.completed", {
      id: "cs_1",
      client_reference_id: null,
      metadata: { order_id: "order-1" },
      payment_status: "no_payment_required",
      payment_intent: { id: "pi_1", object: "payment_intent" },
    });
    expect(normalizeStripeEvent(event)).toMatchObject({
      outcome: "paid",
      orderId: "order-1",
      sessionId: "cs_1",
      paymentReference: "pi_1",
    });
  });

  it("reads any other event as nothing to do", () => {
    expect(normalizeStripeEvent(eventOf("payment_intent.created", { id: "pi_1" }))).toEqual({
      provider: "stripe",
      eventId: "evt_1",
      type: "payment_intent.created",
      outcome: "none",
      payload: eventOf("payment_intent.created", { id: "pi_1" }),
    });
  });
});
