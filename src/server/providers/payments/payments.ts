import type { PaymentProviderId } from "../../../shared/checkout";
import type { Language } from "../../../shared/i18n";
import type { StatedAmount } from "../../../shared/orders";

/** What a provider needs of an order to take its payment; amounts are integer minor units. */
export interface OrderForPayment {
  id: string;
  orderNumber: string;
  email: string;
  language: Language;
  lines: { title: string; imageUrl: string | null; unitPriceCents: number; quantity: number }[];
  shippingCents: number;
  totalCents: number;
  /** Set when the provider charges another currency than USD (KNET: KWD in fils). */
  charge: { currency: "KWD"; amountMinor: number } | null;
  /** One per order: a retried create never opens a second session. */
  idempotencyKey: string;
  expiresAt: Date;
}

/** Where the provider sends the shopper back, and where it posts its events. */
export interface PaymentUrls {
  /** Ends in `session_id=` for providers that add the session id themselves (Stripe's template). */
  success: (sessionId: string) => string;
  cancel: string;
  webhook: string;
}

export interface PaymentSession {
  sessionId: string;
  /** The hosted payment page the shopper is sent to. */
  url: string;
  /** The provider's id of the payment, when it is known at creation (a Tap charge). */
  paymentReference?: string;
}

/** What a provider's event means for an order, in the one vocabulary the event handler knows. */
export type PaymentOutcome = "paid" | "failed" | "expired" | "refunded" | "none";

/** One verified provider event; `eventId` is unique per provider, so a replay is seen as one. */
export interface PaymentEvent {
  provider: PaymentProviderId;
  eventId: string;
  type: string;
  outcome: PaymentOutcome;
  /** Our order id when the provider carries it (client_reference_id, metadata, reference.order). */
  orderId?: string;
  sessionId?: string;
  paymentReference?: string;
  /**
   * The money the provider says the payment took (currency code in capitals), checked against the
   * order before the event may mark it paid; absent when the event states none.
   */
  amount?: StatedAmount;
  payload: unknown;
}

/** A webhook that cannot be verified: answered 400, nothing changed. */
export class WebhookRejected extends Error {
  override name = "WebhookRejected";
}

/** A provider that failed to open a session or refund; the shopper sees "Checkout failed". */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}

/** One payment gateway behind one interface (ARCHITECTURE.md: providers are ports). */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** The currency the provider charges in; KWD means the order keeps both amounts. */
  readonly chargeCurrency: "USD" | "KWD";
  createSession(order: OrderForPayment, urls: PaymentUrls): Promise<PaymentSession>;
  /** Verifies one webhook delivery over its raw body and reads it; throws WebhookRejected. */
  readWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent[]>;
  /** Gives the money of a paid order back; throws PaymentProviderError when the provider refuses. */
  refund(payment: { paymentReference: string; amountMinor: number; currency: string }): Promise<void>;
  /**
   * Closes a session whose reservation ran out, so no payment can arrive for a released watch:
   * "completed" when the shopper paid after all (its event is on the way or lost).
   */
  expireSession(sessionId: string, paymentReference: string | null): Promise<"expired" | "completed">;
}
