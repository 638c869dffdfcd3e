import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeTap, startFakeTap } from "../../test/fake-tap";
import {
  type OrderForPayment,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentUrls,
  WebhookRejected,
} from "./payments";
import { createTapPayments } from "./tap-payments";

let fake: FakeTap;
let tap: PaymentProvider;
beforeAll(async () => {
  fake = await startFakeTap();
  tap = createTapPayments({ secretKey: fake.secretKey, apiBase: fake.url });
});
afterAll(() => fake.close());

function orderFor(overrides: Partial<OrderForPayment> = {}): OrderForPayment {
  const id = crypto.randomUUID();
  return {
    id,
    orderNumber: "MZ-10043",
    email: "fahad.k@example.com",
    language: "ar",
    lines: [{ title: "Tudor Black Bay 58", imageUrl: null, unitPriceCents: 400_000, quantity: 1 }],
    shippingCents: 0,
    totalCents: 400_000,
    charge: { currency: "KWD", amountMinor: 1_240_005 },
    idempotencyKey: `checkout-${id}`,
    expiresAt: new Date(Date.now() + 30 * 60_000),
    ...overrides,
  };
}

const urls: PaymentUrls = {
  success: (sessionId) => `https://mizan.test/checkout/success?session_id=${sessionId}`,
  cancel: "https://mizan.test/cart",
  webhook: "https://mizan.test/api/payments/tap/webhook",
};

const read = (delivery: { body: string; headers: Headers }) =>
  tap.readWebhook(delivery.body, delivery.headers);

describe("Tap charges", () => {
  it("opens a KWD charge on Tap's hosted page and answers its page and charge id", async () => {
    const order = orderFor();
    const session = await tap.createSession(order, urls);

    const created = fake.chargeCreations.at(-1);
    expect(created?.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(created?.body).toEqual({
      amount: 1240.005,
      currency: "KWD",
      customer_initiated: true,
      threeDSecure: true,
      save_card: false,
      description: "Mizan order MZ-10043",
      metadata: { order_id: order.id },
      reference: { transaction: order.id, order: "MZ-10043" },
      receipt: { email: true, sms: false },
      customer: { first_name: "fahad.k", email: "fahad.k@example.com" },
      source: { id: "src_all" },
      post: { url: "https://mizan.test/api/payments/tap/webhook" },
      redirect: { url: `https://mizan.test/checkout/success?session_id=${session.sessionId}` },
    });
    expect(session.sessionId).toMatch(/^tap_[A-Za-z0-9_-]{24}$/);
    expect(session.paymentReference).toMatch(/^chg_TS_/);
    expect(session.url).toBe(`${fake.url}/pay/${session.paymentReference}`);
  });

  it("refuses an order without a KWD amount, before calling Tap", async () => {
    const before = fake.chargeCreations.length;
    await expect(tap.createSession(orderFor({ charge: null }), urls)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect(fake.chargeCreations).toHaveLength(before);
  });

  it("throws PaymentProviderError when Tap refuses, once, without retrying the charge", async () => {
    fake.failCreate(502);
    try {
      const before = fake.chargeCreations.length;
      await expect(tap.createSession(orderFor(), urls)).rejects.toBeInstanceOf(PaymentProviderError);
      expect(fake.chargeCreations).toHaveLength(before + 1);
    } finally {
      fake.failCreate(null);
    }
  });

  it("throws PaymentProviderError when Tap cannot be reached", async () => {
    const unreachable = createTapPayments({ secretKey: fake.secretKey, apiBase: "http://127.0.0.1:1" });
    await expect(unreachable.createSession(orderFor(), urls)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe("Tap webhooks", () => {
  it("reads a well-signed delivery from the charge as Tap answers it now: CAPTURED is paid", async () => {
    const order = orderFor();
    const { paymentReference } = await tap.createSession(order, urls);
    const chargeId = paymentReference as string;
    fake.setStatus(chargeId, "CAPTURED");

    expect(await read(fake.delivery(chargeId))).toEqual([
      {
        provider: "tap",
        eventId: `${chargeId}:CAPTURED`,
        type: "charge.captured",
        outcome: "paid",
        orderId: order.id,
        paymentReference: chargeId,
        // Tap's 1240.005 KWD in fils, for the handler to hold against the order's charge.
        amount: { currency: "KWD", amountMinor: 1_240_005 },
        payload: fake.charges.get(chargeId),
      },
    ]);
  });

  it("acts on the re-read charge, not on what a delivery claims", async () => {
    const { paymentReference } = await tap.createSession(orderFor(), urls);
    const chargeId = paymentReference as string;

    const [claimed] = await read(fake.delivery(chargeId, { status: "CAPTURED" }));
    expect(claimed).toMatchObject({ eventId: `${chargeId}:INITIATED`, outcome: "none" });

    fake.setStatus(chargeId, "DECLINED");
    const [declined] = await read(fake.delivery(chargeId, { status: "CAPTURED" }));
    expect(declined).toMatchObject({
      eventId: `${chargeId}:DECLINED`,
      type: "charge.declined",
      outcome: "failed",
    });
  });

  it.each(["FAILED", "CANCELLED", "ABANDONED", "VOID", "TIMEDOUT"])("reads %s as failed", async (status) => {
    const { paymentReference } = await tap.createSession(orderFor(), urls);
    fake.setStatus(paymentReference as string, status);
    expect((await read(fake.delivery(paymentReference as string)))[0]?.outcome).toBe("failed");
  });

  it("rejects a forged hashstring, a missing one, a changed amount and a body that is no charge", async () => {
    const { paymentReference } = await tap.createSession(orderFor(), urls);
    const chargeId = paymentReference as string;
    fake.setStatus(chargeId, "CAPTURED");

    await expect(read(fake.forgedDelivery(chargeId))).rejects.toBeInstanceOf(WebhookRejected);
    const good = fake.delivery(chargeId);
    await expect(tap.readWebhook(good.body, new Headers())).rejects.toBeInstanceOf(WebhookRejected);
    const changed = good.body.replace('"amount":1240.005', '"amount":1.005');
    expect(changed).not.toBe(good.body);
    await expect(tap.readWebhook(changed, good.headers)).rejects.toBeInstanceOf(WebhookRejected);
    await expect(tap.readWebhook("not json", good.headers)).rejects.toBeInstanceOf(WebhookRejected);
  });

  it("throws PaymentProviderError, for Tap to deliver again, when the charge cannot be re-read", async () => {
    const { paymentReference } = await tap.createSession(orderFor(), urls);
    const delivery = fake.delivery(paymentReference as string);
    fake.charges.delete(paymentReference as string);
    await expect(read(delivery)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe("Tap refunds and expiry", () => {
  it("refunds the charge in KWD with three decimals", async () => {
    const { paymentReference } = await tap.createSession(orderFor(), urls);
    await tap.refund({
      paymentReference: paymentReference as string,
      amountMinor: 1_240_005,
      currency: "KWD",
    });
    expect(fake.refunds.at(-1)?.body).toEqual({
      charge_id: paymentReference,
      amount: 1240.005,
      currency: "KWD",
      reason: "requested_by_customer",
    });
  });

  it("refuses to refund another currency than KWD, and throws when Tap refuses", async () => {
    const { paymentReference } = await tap.createSession(orderFor(), urls);
    const before = fake.refunds.length;
    await expect(
      tap.refund({ paymentReference: paymentReference as string, amountMinor: 400_000, currency: "USD" }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.refunds).toHaveLength(before);
    await expect(
      tap.refund({ paymentReference: "chg_unknown", amountMinor: 1_000, currency: "KWD" }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("answers completed for a captured charge and expired for any other", async () => {
    const paid = await tap.createSession(orderFor(), urls);
    fake.setStatus(paid.paymentReference as string, "CAPTURED");
    expect(await tap.expireSession(paid.sessionId, paid.paymentReference as string)).toBe("completed");

    const open = await tap.createSession(orderFor(), urls);
    expect(await tap.expireSession(open.sessionId, open.paymentReference as string)).toBe("expired");
    expect(await tap.expireSession("tap_never_charged", null)).toBe("expired");
  });
});
