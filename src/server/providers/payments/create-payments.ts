import type { PaymentProviderId } from "../../../shared/checkout";
import type { Config } from "../../config";
import type { PaymentProvider } from "./payments";
import { createStripePayments } from "./stripe-payments";
import { createTapPayments } from "./tap-payments";
import { createTestPayments } from "./test-payments";

/** The configured payment providers, in the order the shopper is offered them. */
export interface Payments {
  offered: PaymentProviderId[];
  get(id: string): PaymentProvider | undefined;
}

export function createPayments(config: Pick<Config, "payments">): Payments {
  const { stripe, tap, test } = config.payments;
  const providers = [
    stripe ? createStripePayments(stripe) : undefined,
    tap ? createTapPayments(tap) : undefined,
    test ? createTestPayments() : undefined,
  ].filter((provider): provider is PaymentProvider => provider !== undefined);
  const byId = new Map(providers.map((provider) => [provider.id, provider]));
  return {
    offered: providers.map((provider) => provider.id),
    get: (id) => byId.get(id as PaymentProviderId),
  };
}
