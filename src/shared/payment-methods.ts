import type { PaymentProviderId } from "./checkout";

/** The payment marks the storefront can show, in the order it shows them. */
export const paymentMethodIds = ["knet", "visa", "mastercard", "amex", "apple-pay"] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

/**
 * What each provider's hosted page accepts: Stripe Checkout cards and wallets; Tap's `src_all`
 * KNET, cards and Apple Pay; the TEST page stands in for a card payment (README, TEST mode).
 */
const methodsOf: Record<PaymentProviderId, readonly PaymentMethodId[]> = {
  stripe: ["visa", "mastercard", "amex", "apple-pay"],
  tap: ["knet", "visa", "mastercard", "apple-pay"],
  test: ["visa", "mastercard", "amex"],
};

/** The methods the offered providers accept together, each once, in the marks' order. */
export function paymentMethodsOf(providers: readonly PaymentProviderId[]): PaymentMethodId[] {
  const accepted = new Set(providers.flatMap((provider) => methodsOf[provider]));
  return paymentMethodIds.filter((method) => accepted.has(method));
}
