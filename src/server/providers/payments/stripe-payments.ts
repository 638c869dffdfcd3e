import Stripe from "stripe";
import type { Config } from "../../config";
import {
  type OrderForPayment,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentUrls,
  WebhookRejected,
} from "./payments";
import { normalizeStripeEvent } from "./stripe-events";

type StripeConfig = NonNullable<Config["payments"]["stripe"]>;

/** How old a signed delivery may be before it is taken for a replay (Stripe's own default). */
const webhookToleranceSeconds = 300;

/** The SDK's host, port and protocol for another base URL than Stripe's (the local fake in tests). */
function connectionOf(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

const isAbsoluteHttpUrl = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

function lineItemsOf(order: OrderForPayment): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const items: Stripe.Checkout.SessionCreateParams.LineItem[] = order.lines.map((line) => ({
    quantity: line.quantity,
    price_data: {
      currency: "usd",
      unit_amount: line.unitPriceCents,
      // Stripe fetches images itself, so a relative path (the disk store's /media/…) would be refused.
      product_data: {
        name: line.title,
        ...(isAbsoluteHttpUrl(line.imageUrl) && { images: [line.imageUrl] }),
      },
    },
  }));
  if (order.shippingCents > 0)
    items.push({
      quantity: 1,
      price_data: { currency: "usd", unit_amount: order.shippingCents, product_data: { name: "Shipping" } },
    });
  return items;
}

/**
 * Stripe takes an expiry at least 30 minutes after the session's creation, which comes a moment
 * after the order's: the session may outlive the reservation by a minute, since the sweep closes it
 * at Stripe before it releases the watch.
 */
function sessionExpiry(reservedUntil: Date): Date {
  return new Date(Math.max(reservedUntil.getTime(), Date.now() + 31 * 60_000));
}

function providerError(action: string, error: unknown): PaymentProviderError {
  const reason = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`Stripe could not ${action}: ${reason}`, { cause: error });
}

/** Stripe Checkout: a hosted page per order, charged in USD. */
export function createStripePayments(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...connectionOf(config.apiBase),
    maxNetworkRetries: 1,
    timeout: 15_000,
  });

  return {
    id: "stripe",
    chargeCurrency: "USD",

    async createSession(order, urls: PaymentUrls) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: lineItemsOf(order),
            customer_email: order.email,
            client_reference_id: order.id,
            metadata: { order_id: order.id },
            // Copied onto the charge, so a refund made in Stripe's dashboard still names the order.
            payment_intent_data: { metadata: { order_id: order.id } },
            // Stripe puts the session id in place of the template when it sends the shopper back.
            success_url: urls.success("{CHECKOUT_SESSION_ID}"),
            cancel_url: urls.cancel,
            expires_at: Math.floor(sessionExpiry(order.expiresAt).getTime() / 1000),
            // Checkout has no Arabic; "auto" follows the shopper's browser rather than forcing English.
            locale: order.language === "en" ? "en" : "auto",
          },
          { idempotencyKey: order.idempotencyKey },
        );
        if (!session.url) throw new Error(`session ${session.id} has no hosted page`);
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        throw providerError("open a checkout session", error);
      }
    },

    async readWebhook(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new WebhookRejected("Stripe webhook without a stripe-signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          webhookToleranceSeconds,
        );
      } catch (error) {
        throw new WebhookRejected("Stripe webhook signature does not verify", { cause: error });
      }
      return [normalizeStripeEvent(event)];
    },

    async refund({ paymentReference }) {
      try {
        await stripe.refunds.create({ payment_intent: paymentReference });
      } catch (error) {
        throw providerError("refund", error);
      }
    },

    async expireSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return "expired";
      } catch (error) {
        // Only an open session can be expired: one the shopper paid, or one already expired, is
        // refused, and its own status says which.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw providerError("expire", error);
        const session = await stripe.checkout.sessions.retrieve(sessionId).catch((cause: unknown) => {
          throw providerError("read the session", cause);
        });
        if (session.status === "complete") return "completed";
        if (session.status === "expired") return "expired";
        throw providerError("expire", error);
      }
    },
  };
}
