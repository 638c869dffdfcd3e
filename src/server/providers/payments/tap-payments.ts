import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { type Currency, currencies, toMajor, toMinor } from "../../../shared/money";
import type { StatedAmount } from "../../../shared/orders";
import type { Config } from "../../config";
import {
  type OrderForPayment,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentUrls,
  WebhookRejected,
} from "./payments";

type TapConfig = NonNullable<Config["payments"]["tap"]>;

const requestTimeoutMs = 15_000;

/** The part of a Tap charge we read; the rest is kept as it came, for the event's payload. */
const chargeSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string().min(1),
  amount: z.coerce.number(),
  currency: z.string(),
  metadata: z.looseObject({ order_id: z.string().optional() }).optional(),
  reference: z
    .looseObject({
      transaction: z.string().optional(),
      gateway: z.string().optional(),
      payment: z.string().optional(),
    })
    .optional(),
  transaction: z.looseObject({ url: z.string().optional(), created: z.unknown() }).optional(),
});
type TapCharge = z.infer<typeof chargeSchema>;

/** developers.tap.company/docs/charges — the statuses after which no money will come. */
const failedStatuses = new Set(["DECLINED", "FAILED", "CANCELLED", "ABANDONED", "VOID", "TIMEDOUT"]);

function outcomeOf(status: string): PaymentOutcome {
  if (status === "CAPTURED") return "paid";
  return failedStatuses.has(status) ? "failed" : "none";
}

/** Our own session id, known before Tap answers, so it can ride in the redirect URL. */
const newSessionId = () => `tap_${randomBytes(18).toString("base64url")}`;

/** Tap's amounts are decimal numbers in major units. */
const kwdAmount = (fils: number) => toMajor(fils, "KWD");

const isOurCurrency = (code: string): code is Currency => Object.hasOwn(currencies, code);

/** A currency's decimals; one outside our table is written with two, as most are (as USD). */
const decimalsOf = (code: string) => currencies[isOurCurrency(code) ? code : "USD"].exponent;

/** The money a charge took, in minor units: Tap states it as a decimal number of major units. */
function amountOf(charge: TapCharge): StatedAmount {
  const code = charge.currency.toUpperCase();
  return { currency: code, amountMinor: toMinor(charge.amount, isOurCurrency(code) ? code : "USD") };
}

/**
 * developers.tap.company/docs/webhook — the `hashstring` header: HMAC-SHA256 (hex) keyed by the
 * secret key, over the charge's fields with the amount written to its currency's decimals.
 */
function hashStringOf(charge: TapCharge, secretKey: string): string {
  const fields =
    `x_id${charge.id}x_amount${charge.amount.toFixed(decimalsOf(charge.currency))}x_currency${charge.currency}` +
    `x_gateway_reference${charge.reference?.gateway ?? ""}x_payment_reference${charge.reference?.payment ?? ""}` +
    `x_status${charge.status}x_created${String(charge.transaction?.created ?? "")}`;
  return createHmac("sha256", secretKey).update(fields).digest("hex");
}

function hashMatches(expected: string, given: string | null): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

function eventOf(charge: TapCharge): PaymentEvent {
  return {
    provider: "tap",
    // Tap's deliveries carry no event id: the same charge in the same status is the same event.
    eventId: `${charge.id}:${charge.status}`,
    type: `charge.${charge.status.toLowerCase()}`,
    outcome: outcomeOf(charge.status),
    orderId: charge.metadata?.order_id ?? charge.reference?.transaction,
    paymentReference: charge.id,
    amount: amountOf(charge),
    payload: charge,
  };
}

/** KNET (and cards) through Tap's hosted page, charged in KWD. Tap has no SDK: plain fetch. */
export function createTapPayments(config: TapConfig): PaymentProvider {
  const apiBase = config.apiBase.replace(/\/+$/, "");

  /** One call to Tap, never retried: Tap documents no idempotency key, so a POST sent twice may charge twice. */
  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    let answer: Response;
    try {
      answer = await fetch(`${apiBase}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${config.secretKey}`,
          Accept: "application/json",
          ...(body !== undefined && { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`Tap ${method} ${path} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const text = await answer.text().catch(() => "");
    if (!answer.ok)
      throw new PaymentProviderError(
        `Tap ${method} ${path} answered ${answer.status}: ${text.slice(0, 200)}`,
      );
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new PaymentProviderError(`Tap ${method} ${path} answered no JSON`, { cause: error });
    }
  }

  async function readCharge(chargeId: string): Promise<TapCharge> {
    const parsed = chargeSchema.safeParse(await call("GET", `/v2/charges/${encodeURIComponent(chargeId)}`));
    if (!parsed.success) throw new PaymentProviderError(`Tap answered an unreadable charge ${chargeId}`);
    return parsed.data;
  }

  return {
    id: "tap",
    chargeCurrency: "KWD",

    async createSession(order: OrderForPayment, urls: PaymentUrls) {
      if (!order.charge)
        throw new PaymentProviderError(`Order ${order.orderNumber} has no KWD amount for Tap`);
      const sessionId = newSessionId();
      const answer = await call("POST", "/v2/charges", {
        amount: kwdAmount(order.charge.amountMinor),
        currency: "KWD",
        customer_initiated: true,
        threeDSecure: true,
        save_card: false,
        description: `Mizan order ${order.orderNumber}`,
        metadata: { order_id: order.id },
        reference: { transaction: order.id, order: order.orderNumber },
        receipt: { email: true, sms: false },
        // Tap requires a first name; checkout asks only for the e-mail before payment.
        customer: { first_name: order.email.split("@")[0], email: order.email },
        // The hosted page offers KNET and cards alike.
        source: { id: "src_all" },
        post: { url: urls.webhook },
        redirect: { url: urls.success(sessionId) },
      });
      const parsed = chargeSchema.safeParse(answer);
      const url = parsed.data?.transaction?.url;
      if (!parsed.success || !url)
        throw new PaymentProviderError("Tap answered a charge without a payment page");
      return { sessionId, url, paymentReference: parsed.data.id };
    },

    async readWebhook(rawBody, headers) {
      let delivered: TapCharge;
      try {
        delivered = chargeSchema.parse(JSON.parse(rawBody));
      } catch (error) {
        throw new WebhookRejected("Tap webhook is not a charge", { cause: error });
      }
      if (!hashMatches(hashStringOf(delivered, config.secretKey), headers.get("hashstring")))
        throw new WebhookRejected("Tap webhook hashstring does not verify");
      // The delivery only says which charge changed; what Tap answers now is what counts. A failed
      // read throws, so the route answers 5xx and Tap delivers again.
      return [eventOf(await readCharge(delivered.id))];
    },

    async refund({ paymentReference, amountMinor, currency }) {
      // Tap charges only KWD here; refunding USD cents as fils would give back the wrong amount.
      if (currency !== "KWD") throw new PaymentProviderError(`Tap refunds KWD only, not ${currency}`);
      await call("POST", "/v2/refunds", {
        charge_id: paymentReference,
        amount: kwdAmount(amountMinor),
        currency: "KWD",
        reason: "requested_by_customer",
      });
    },

    async expireSession(_sessionId, paymentReference) {
      // A Tap charge cannot be closed; only its status tells whether the shopper paid after all.
      if (!paymentReference) return "expired";
      const charge = await readCharge(paymentReference);
      return charge.status === "CAPTURED" ? "completed" : "expired";
    },
  };
}
