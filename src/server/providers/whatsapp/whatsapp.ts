/**
 * WhatsApp messages to shoppers (issue 30) through Meta's Cloud API: outside a conversation the
 * shopper opened, only templates approved in the shop's WhatsApp Business account may be sent,
 * so every message is one of these, in the shopper's language, with its values in order.
 */
export const whatsAppTemplates = [
  "number_confirmation",
  "order_confirmed",
  "order_shipped",
  "search_alert",
  "favourite_alert",
  "checkout_reminder",
] as const;
export type WhatsAppTemplate = (typeof whatsAppTemplates)[number];

export interface WhatsAppMessage {
  /** The number in international form, digits only (96550001234). */
  to: string;
  template: WhatsAppTemplate;
  language: "en" | "ar";
  /** The template's body values, {{1}}, {{2}}, … in order. */
  values: string[];
}

/** What the webhook tells: a message's delivery, or a shopper's own words (a STOP among them). */
export type WhatsAppEvent =
  | {
      kind: "status";
      messageId: string;
      status: "sent" | "delivered" | "read" | "failed";
      to: string;
      at: Date;
    }
  | { kind: "reply"; from: string; text: string; at: Date };

export interface WhatsApp {
  /** Without configuration nothing is sent, and the shop offers e-mail alone. */
  readonly configured: boolean;
  /** Sends one template message; answers the message's id, which its statuses name. */
  send(message: WhatsAppMessage): Promise<{ id: string }>;
  /** The webhook's subscription handshake: the challenge to answer, or undefined to refuse. */
  verifySubscription(query: { mode?: string; token?: string; challenge?: string }): string | undefined;
  /** The events of a webhook delivery whose signature holds; undefined when it does not. */
  readEvents(rawBody: string, signature: string | undefined): WhatsAppEvent[] | undefined;
}

/**
 * A send the Cloud API refused or could not take; `code` is Meta's error code when it gave one.
 * `isTransient` when the same message may go later (an outage: 5xx, 429, no answer); Meta's 4xx
 * refusals (a number not on WhatsApp, a template not approved) would be refused again.
 */
export class WhatsAppError extends Error {
  override name = "WhatsAppError";
  constructor(
    message: string,
    readonly code?: number,
    readonly isTransient = false,
  ) {
    super(message);
  }
}

/** Whether a shopper's reply asks for no more messages (Meta's own opt-out words, both languages). */
export function isOptOut(text: string): boolean {
  return /^\s*(stop|unsubscribe|إيقاف|ايقاف|الغاء|إلغاء)\s*$/i.test(text);
}
