import { z } from "zod";
import { maxEmailLength } from "./email";
import { text } from "./text";

/** "stored": kept offline, never to be sent; "pending": handed to SMTP; then "sent" or "failed". */
export const outboxStatuses = ["stored", "pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * What each e-mail the shop writes is for, as the outbox keeps it. A mail's kind must be one of
 * these (the mailer's type says so), and the outbox page words each one in both languages (a test
 * holds admin.json to this list), so a new kind of mail cannot reach staff as a raw code.
 */
export const mailKinds = [
  "verify-email",
  "reset-password",
  "existing-account",
  "sign-in-unlock",
  "order-confirmation",
  "order-shipped",
  "order-cancelled",
  "order-refunded",
  "new-order",
  "contact-notification",
  "contact-acknowledgement",
  "staff-invitation",
  "low-stock",
  "email-failed",
  // Issue 30: saved searches, favourites and the abandoned checkout.
  "saved-search-alert",
  "saved-search-digest",
  "saved-search-confirm",
  "favorite-alert",
  "checkout-reminder",
  // Issue 31: a seller's trade-in request, and each answer of the shop's.
  "trade-in-received",
  "trade-in-answer",
  // Issue 31: the staff's notice of a new trade-in request (decision 031).
  "trade-in-notification",
  // Issue 31: a deposit reservation or an offer, to the shopper and to staff.
  "hold-deposit-received",
  "hold-deposit-refunded",
  "hold-offer-received",
  "hold-offer-accepted",
  "hold-offer-countered",
  "hold-offer-declined",
  "hold-lapsed",
  "hold-notification",
] as const;
export type MailKind = (typeof mailKinds)[number];

export function isMailKind(kind: string): kind is MailKind {
  return (mailKinds as readonly string[]).includes(kind);
}

/**
 * The admins' outbox (README: mail; issue 10): one recipient exactly (`to`, what the end-to-end
 * tests read), or part of an address (`q`), by status, one keyset page at a time.
 */
export const outboxQuerySchema = z.object({
  to: text(maxEmailLength).trim().toLowerCase().optional(),
  q: text(maxEmailLength).trim().toLowerCase().optional(),
  status: z.enum(["all", ...outboxStatuses]).default("all"),
  cursor: text(200).optional(),
});
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

export const outboxIdParamSchema = z.object({ id: z.uuid("Message not found") });

export interface OutboxMessageDto {
  id: string;
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part, shown to admins only inside a sandboxed frame (no scripts, no same origin). */
  html: string | null;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  /** The last delivery error, for a failed message. */
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxPageDto {
  messages: OutboxMessageDto[];
  nextCursor: string | null;
  /** How this shop sends mail: "smtp" delivers (and can retry), "outbox" only keeps it. */
  delivery: "smtp" | "outbox";
}
