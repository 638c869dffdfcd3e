import { randomBytes } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import Stripe from "stripe";

/** A Checkout Session as the fake keeps it: the fields our adapter and event handler read. */
export interface FakeStripeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  /** What the session charges, in the currency's minor units: the sum of its line items. */
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  expires_at: number;
}

/** A Stripe-shaped event around any object, ready for `signedDelivery`. */
export interface FakeStripeEvent {
  id: string;
  object: "event";
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A session's total as Stripe computes it: unit amount × quantity over its line items. */
function amountTotalOf(params: Record<string, string>): number {
  let total = 0;
  for (let line = 0; params[`line_items[${line}][quantity]`] !== undefined; line += 1)
    total +=
      Number(params[`line_items[${line}][price_data][unit_amount]`]) *
      Number(params[`line_items[${line}][quantity]`]);
  return total;
}

/** Stripe's error body, which the SDK turns into its typed errors. */
const stripeError = (type: string, message: string, code?: string) => ({ error: { type, message, code } });

/**
 * A local stand-in for the part of Stripe's API the SDK calls for Checkout, on 127.0.0.1, with
 * controls for tests: complete a session, make creation fail, and sign webhook deliveries.
 */
export async function startFakeStripe(options: { webhookSecret?: string } = {}) {
  const webhookSecret = options.webhookSecret ?? "whsec_fake_stripe";
  const sessions = new Map<string, FakeStripeSession>();
  const byIdempotencyKey = new Map<string, FakeStripeSession>();
  /** Every session creation as sent: the flat form fields (`line_items[0][quantity]`) and the key. */
  const sessionCreations: { params: Record<string, string>; idempotencyKey: string | null }[] = [];
  const refunds: { params: Record<string, string> }[] = [];
  const expireCalls: string[] = [];
  let createFailure: 402 | 500 | null = null;
  let refundsRefused = false;
  let url = "";

  const app = new Hono();
  app.post("/v1/checkout/sessions", async (c) => {
    const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const idempotencyKey = c.req.header("idempotency-key") ?? null;
    sessionCreations.push({ params, idempotencyKey });
    if (createFailure === 402)
      return c.json(stripeError("card_error", "Your card was declined.", "card_declined"), 402);
    if (createFailure === 500)
      return c.json(stripeError("api_error", "Something went wrong on Stripe's end."), 500);
    const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (earlier) return c.json(earlier);
    const id = newId("cs_test");
    const metadata = Object.fromEntries(
      Object.entries(params).flatMap(([key, value]) => {
        const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
        return name ? [[name, value]] : [];
      }),
    );
    const session: FakeStripeSession = {
      id,
      object: "checkout.session",
      mode: params.mode ?? "payment",
      url: `${url}/pay/${id}`,
      status: "open",
      payment_status: "unpaid",
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      metadata,
      payment_intent: null,
      amount_total: amountTotalOf(params),
      currency: params["line_items[0][price_data][currency]"] ?? "usd",
      success_url: params.success_url ?? "",
      cancel_url: params.cancel_url ?? "",
      expires_at: Number(params.expires_at ?? nowSeconds() + 86_400),
    };
    sessions.set(id, session);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
    return c.json(session);
  });

  app.get("/v1/checkout/sessions/:id", (c) => {
    const session = sessions.get(c.req.param("id"));
    if (!session)
      return c.json(
        stripeError("invalid_request_error", "No such checkout.session", "resource_missing"),
        404,
      );
    return c.json(session);
  });

  app.post("/v1/checkout/sessions/:id/expire", (c) => {
    const session = sessions.get(c.req.param("id"));
    expireCalls.push(c.req.param("id"));
    if (!session)
      return c.json(
        stripeError("invalid_request_error", "No such checkout.session", "resource_missing"),
        404,
      );
    if (session.status !== "open")
      return c.json(
        stripeError(
          "invalid_request_error",
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of ${session.status}.`,
        ),
        400,
      );
    session.status = "expired";
    return c.json(session);
  });

  app.post("/v1/refunds", async (c) => {
    const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
    refunds.push({ params });
    if (refundsRefused)
      return c.json(
        stripeError("invalid_request_error", "This charge cannot be refunded right now.", "charge_disputed"),
        400,
      );
    const paid = [...sessions.values()].find(
      (s) => s.payment_intent && s.payment_intent === params.payment_intent,
    );
    if (!paid)
      return c.json(
        stripeError(
          "invalid_request_error",
          `No such payment_intent: '${params.payment_intent}'`,
          "resource_missing",
        ),
        400,
      );
    return c.json({
      id: newId("re"),
      object: "refund",
      payment_intent: paid.payment_intent,
      status: "succeeded",
    });
  });

  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`The fake Stripe has no session ${id}`);
    return session;
  };

  const event = (type: string, object: object): FakeStripeEvent => ({
    id: newId("evt"),
    object: "event",
    type,
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { ...object } },
  });

  return {
    /** The base URL, for `STRIPE_API_BASE` / `apiBase`. */
    url,
    webhookSecret,
    sessions,
    sessionCreations,
    refunds,
    expireCalls,

    /** Makes every session creation fail until called with null (500 is retried by the SDK, 402 not). */
    failCreate(status: 402 | 500 | null) {
      createFailure = status;
    },

    /** Refuses every refund until called with false (issue 31: a deposit's refund retried later). */
    refuseRefunds(refused: boolean) {
      refundsRefused = refused;
    },

    /** The shopper pays (or, with `paid: false`, completes with a delayed method still pending). */
    completeSession(id: string, { paid = true }: { paid?: boolean } = {}): FakeStripeSession {
      const session = sessionOf(id);
      session.status = "complete";
      session.payment_status = paid ? "paid" : "unpaid";
      session.payment_intent ??= newId("pi");
      return session;
    },

    /** An event about a session as the fake holds it now (completed, async_payment_*, expired). */
    sessionEvent(
      type:
        | "checkout.session.completed"
        | "checkout.session.async_payment_succeeded"
        | "checkout.session.async_payment_failed"
        | "checkout.session.expired",
      sessionId: string,
    ): FakeStripeEvent {
      return event(type, sessionOf(sessionId));
    },

    /** `charge.refunded` for a completed session's payment; `full: false` is a partial refund. */
    refundEvent(sessionId: string, { full = true }: { full?: boolean } = {}): FakeStripeEvent {
      const session = sessionOf(sessionId);
      return event("charge.refunded", {
        id: newId("ch"),
        object: "charge",
        payment_intent: session.payment_intent,
        amount: session.amount_total,
        currency: session.currency,
        amount_refunded: full ? session.amount_total : Math.floor(session.amount_total / 2),
        refunded: full,
        metadata: session.metadata,
      });
    },

    /** Any event, or any object, as Stripe would post it: the raw body and a signed header. */
    signedDelivery(
      payload: object,
      { timestamp, secret = webhookSecret }: { timestamp?: number; secret?: string } = {},
    ): { body: string; headers: Headers } {
      const body = JSON.stringify(payload);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
      return {
        body,
        headers: new Headers({ "content-type": "application/json", "stripe-signature": signature }),
      };
    },

    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
