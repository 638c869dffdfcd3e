import { Hono } from "hono";
import { z } from "zod";
import { paymentProviderIds } from "../../../shared/checkout";
import { refusal } from "../../../shared/errors";
import type { AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import type { Payments } from "../../providers/payments/create-payments";
import { WebhookRejected } from "../../providers/payments/payments";
import { handlePaymentEvent, type PaymentEventDeps } from "./payment-events.service";

const providerParamSchema = z.object({ provider: z.enum(paymentProviderIds) });

/**
 * Provider webhooks, verified over the raw body by the provider's own rules: anything that cannot
 * be verified answers 400 and changes nothing; an event for no order we know is kept and answered
 * 200, so the provider stops retrying it. (Exempt from the same-origin rule: see same-origin.ts.)
 */
export function paymentWebhookRoutes(deps: Omit<PaymentEventDeps, "log"> & { payments: Payments }) {
  return new Hono<AppEnv>().post("/:provider/webhook", validate("param", providerParamSchema), async (c) => {
    const provider = deps.payments.get(c.req.valid("param").provider);
    if (!provider)
      throw refusal("NOT_FOUND", "PROVIDER_NOT_AVAILABLE", "This payment provider is not configured");
    const raw = await c.req.text();
    let events: Awaited<ReturnType<typeof provider.readWebhook>>;
    try {
      events = await provider.readWebhook(raw, c.req.raw.headers);
    } catch (error) {
      if (!(error instanceof WebhookRejected)) throw error;
      c.var.logger.warn({ provider: provider.id, reason: error.message }, "payment webhook rejected");
      throw refusal("VALIDATION_ERROR", "WEBHOOK_REJECTED", "The event could not be verified");
    }
    const outcomes = [];
    for (const event of events)
      outcomes.push(await handlePaymentEvent({ ...deps, log: c.var.logger }, event));
    return c.json({ received: true, outcomes });
  });
}
