import { createHmac, randomBytes } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A Tap charge as the fake keeps it (developers.tap.company/reference/charges). */
export interface FakeTapCharge {
  id: string;
  object: "charge";
  status: string;
  amount: number;
  currency: string;
  description?: string;
  metadata?: Record<string, string>;
  reference: { transaction?: string; order?: string; gateway: string; payment: string };
  transaction: { url: string; created: string };
  source?: { id: string };
  redirect?: { url: string };
  post?: { url: string };
  customer?: Record<string, unknown>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/**
 * Tap's webhook hashstring, written here from Tap's documentation on its own (not imported from
 * the adapter), so a mistake in the adapter's copy is caught rather than mirrored.
 */
function hashOf(charge: FakeTapCharge, secretKey: string): string {
  const decimals = charge.currency === "KWD" ? 3 : 2;
  const text = [
    `x_id${charge.id}`,
    `x_amount${charge.amount.toFixed(decimals)}`,
    `x_currency${charge.currency}`,
    `x_gateway_reference${charge.reference.gateway}`,
    `x_payment_reference${charge.reference.payment}`,
    `x_status${charge.status}`,
    `x_created${charge.transaction.created}`,
  ].join("");
  return createHmac("sha256", secretKey).update(text).digest("hex");
}

/**
 * A local stand-in for Tap's charges API on 127.0.0.1, with controls for tests: set a charge's
 * status, make creation fail, and build webhook deliveries (well signed or forged).
 */
export async function startFakeTap(options: { secretKey?: string } = {}) {
  const secretKey = options.secretKey ?? "sk_test_fake_tap";
  const charges = new Map<string, FakeTapCharge>();
  /** Every charge creation as sent: the JSON body and the Authorization header. */
  const chargeCreations: { body: Record<string, unknown>; authorization: string | undefined }[] = [];
  const refunds: { body: Record<string, unknown> }[] = [];
  let createFailure: ContentfulStatusCode | null = null;
  let url = "";

  const app = new Hono();
  app.use(async (c, next) => {
    if (c.req.header("authorization") !== `Bearer ${secretKey}`)
      return c.json({ errors: [{ code: "2107", description: "Authentication failed" }] }, 401);
    await next();
  });

  app.post("/v2/charges", async (c) => {
    const body = await c.req.json<Record<string, unknown>>();
    chargeCreations.push({ body, authorization: c.req.header("authorization") });
    if (createFailure !== null)
      return c.json({ errors: [{ code: "1108", description: "Gateway unavailable" }] }, createFailure);
    const id = newId("chg_TS");
    const sent = body as Partial<FakeTapCharge>;
    const charge: FakeTapCharge = {
      id,
      object: "charge",
      status: "INITIATED",
      amount: Number(sent.amount),
      currency: String(sent.currency),
      description: sent.description,
      metadata: sent.metadata,
      reference: { ...sent.reference, gateway: newId("gw"), payment: newId("pay") },
      transaction: { url: `${url}/pay/${id}`, created: String(Date.now()) },
      source: sent.source,
      redirect: sent.redirect,
      post: sent.post,
      customer: sent.customer,
    };
    charges.set(id, charge);
    return c.json(charge);
  });

  app.get("/v2/charges/:id", (c) => {
    const charge = charges.get(c.req.param("id"));
    if (!charge) return c.json({ errors: [{ code: "1115", description: "Charge not found" }] }, 404);
    return c.json(charge);
  });

  app.post("/v2/refunds", async (c) => {
    const body = await c.req.json<Record<string, unknown>>();
    refunds.push({ body });
    if (!charges.has(String(body.charge_id)))
      return c.json({ errors: [{ code: "1115", description: "Charge not found" }] }, 400);
    return c.json({ id: newId("re"), object: "refund", status: "PENDING", ...body });
  });

  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const chargeOf = (id: string) => {
    const charge = charges.get(id);
    if (!charge) throw new Error(`The fake Tap has no charge ${id}`);
    return charge;
  };

  const deliveryOf = (charge: FakeTapCharge, key: string) => ({
    body: JSON.stringify(charge),
    headers: new Headers({ "content-type": "application/json", hashstring: hashOf(charge, key) }),
  });

  return {
    /** The base URL, for `TAP_API_BASE` / `apiBase`. */
    url,
    secretKey,
    charges,
    chargeCreations,
    refunds,

    /** Makes every charge creation answer this status until called with null. */
    failCreate(status: ContentfulStatusCode | null) {
      createFailure = status;
    },

    /** What Tap will answer for the charge from now on (CAPTURED, DECLINED, ABANDONED, ...). */
    setStatus(chargeId: string, status: string) {
      chargeOf(chargeId).status = status;
    },

    /** The money Tap will say the charge took from now on (a charge tampered with on the way). */
    setAmount(chargeId: string, amount: number, currency = chargeOf(chargeId).currency) {
      Object.assign(chargeOf(chargeId), { amount, currency });
    },

    /**
     * Tap's webhook for a charge, with a correct hashstring. `status` and `amount` let the
     * delivery claim another status or amount than the fake answers on a re-read (a forged or
     * stale claim, well signed).
     */
    delivery(
      chargeId: string,
      { status, amount }: { status?: string; amount?: number } = {},
    ): { body: string; headers: Headers } {
      const charge = chargeOf(chargeId);
      return deliveryOf(
        { ...charge, status: status ?? charge.status, amount: amount ?? charge.amount },
        secretKey,
      );
    },

    /** The same delivery signed with another key: its hashstring cannot verify. */
    forgedDelivery(
      chargeId: string,
      { status }: { status?: string } = {},
    ): { body: string; headers: Headers } {
      const charge = chargeOf(chargeId);
      return deliveryOf({ ...charge, status: status ?? charge.status }, "sk_test_not_the_secret");
    },

    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakeTap = Awaited<ReturnType<typeof startFakeTap>>;
