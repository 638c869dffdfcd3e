import type Stripe from "stripe";
import type { StatedAmount } from "../../../shared/orders";
import type { PaymentEvent, PaymentOutcome } from "./payments";

/** A PaymentIntent's id, whether the event carries it as an id or expanded. */
function intentId(intent: string | Stripe.PaymentIntent | null): string | undefined {
  if (!intent) return undefined;
  return typeof intent === "string" ? intent : intent.id;
}

/** Stripe's amounts are already in minor units; its currency codes are in lower case. */
function statedAmount(amountMinor: number | null, currency: string | null): StatedAmount | undefined {
  return amountMinor === null || !currency ? undefined : { currency: currency.toUpperCase(), amountMinor };
}

function sessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session, outcome: PaymentOutcome) {
  return {
    provider: "stripe",
    eventId: event.id,
    type: event.type,
    outcome,
    orderId: session.client_reference_id ?? session.metadata?.order_id ?? undefined,
    sessionId: session.id,
    paymentReference: intentId(session.payment_intent),
    amount: statedAmount(session.amount_total, session.currency),
    payload: event,
  } satisfies PaymentEvent;
}

/**
 * Reads a verified Stripe event in the event handler's vocabulary. Pure and free of the SDK client
 * (types only), because the built-in TEST provider feeds it Stripe-shaped events of its own.
 */
export function normalizeStripeEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      // A delayed method (a bank debit) completes the session unpaid; its money comes with
      // async_payment_succeeded, or never.
      const settled = session.payment_status === "paid" || session.payment_status === "no_payment_required";
      return sessionEvent(event, session, settled ? "paid" : "none");
    }
    case "checkout.session.async_payment_succeeded":
      return sessionEvent(event, event.data.object, "paid");
    case "checkout.session.async_payment_failed":
      return sessionEvent(event, event.data.object, "failed");
    case "checkout.session.expired":
      return sessionEvent(event, event.data.object, "expired");
    case "charge.refunded": {
      const charge = event.data.object;
      return {
        provider: "stripe",
        eventId: event.id,
        type: event.type,
        // A partial refund leaves the order paid: only money given back in full refunds it.
        outcome: charge.refunded ? "refunded" : "none",
        orderId: charge.metadata?.order_id,
        paymentReference: intentId(charge.payment_intent),
        amount: statedAmount(charge.amount, charge.currency),
        payload: event,
      };
    }
    default:
      return { provider: "stripe", eventId: event.id, type: event.type, outcome: "none", payload: event };
  }
}
