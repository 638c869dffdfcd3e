import { randomBytes } from "node:crypto";
import { type PaymentProvider, WebhookRejected } from "./payments";

/** The path of the built-in hosted page (modules/orders/test-checkout.routes.ts serves it). */
export const testCheckoutPath = (sessionId: string) => `/pay/test/${sessionId}`;

/**
 * The built-in TEST provider, so `npm start` sells offline: its hosted page is ours, marked TEST
 * MODE, and its Pay button produces the events a Stripe payment produces, fed through the same
 * handler. No money moves; the configuration refuses it in production unless asked for by name.
 */
export function createTestPayments(): PaymentProvider {
  return {
    id: "test",
    chargeCurrency: "USD",
    async createSession() {
      const sessionId = `test_cs_${randomBytes(18).toString("base64url")}`;
      // On the shop's own origin, whatever name the shopper reached it by (cookies stay with it).
      return { sessionId, url: testCheckoutPath(sessionId) };
    },
    async readWebhook() {
      // Its events come from its own page, in-process; nothing outside may post them.
      throw new WebhookRejected("The TEST provider takes no webhooks");
    },
    async refund() {},
    async expireSession() {
      return "expired";
    },
  };
}
