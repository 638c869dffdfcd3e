import type { Language } from "./i18n";

/**
 * Issue 30: a shopper's WhatsApp number. The shop messages it only once the shopper typed the
 * code it sent there, and never after they answered STOP.
 */
export const whatsAppNumberLimits = {
  /** The code's digits. */
  codeLength: 6,
  /** How long a code works. */
  codeMinutes: 10,
  /** Wrong codes typed before the code stops working and a new one must be sent. */
  attempts: 5,
  /** The wait between two codes to one account. */
  resendSeconds: 60,
  /** Codes one account, or one number, may be sent in an hour (a stranger's number is not a target). */
  codesPerHour: 5,
} as const;

/** Where a number stands: waiting for its code, confirmed, or opted out by a STOP reply. */
export const whatsAppNumberStates = ["pending", "confirmed", "opted-out"] as const;
export type WhatsAppNumberState = (typeof whatsAppNumberStates)[number];

/** The account's number as its alerts page shows it (GET /api/me/whatsapp). */
export interface WhatsAppNumberDto {
  /** International form with its plus: +96550001234. */
  number: string;
  state: WhatsAppNumberState;
  language: Language;
  /** While pending: when the code sent stops working, and when another may be sent. */
  codeExpiresAt: string | null;
  resendAt: string | null;
}

/** GET /api/me/whatsapp: whether the shop sends WhatsApp messages, and the account's number. */
export interface WhatsAppSettingsDto {
  isAvailable: boolean;
  number: WhatsAppNumberDto | null;
}

/** Whether messages may go to this number: confirmed and not opted out. */
export const isReachable = (number: WhatsAppNumberDto | null | undefined): boolean =>
  number?.state === "confirmed";

/** What a message not sent again is marked with when its number was opted out or unconfirmed. */
export const whatsAppUnreachableError = "WHATSAPP_NUMBER_UNREACHABLE";

/** A WhatsApp message the shop could not deliver, as staff see it beside the mail outbox. */
export interface UndeliveredWhatsAppDto {
  id: string;
  /** Masked but its last four digits (•••• 1234): staff need to tell messages apart, not the number. */
  number: string;
  template: string;
  /** What it is about (an order's id). */
  reference: string | null;
  /** The Cloud API's last refusal, or `whatsAppUnreachableError`. */
  error: string | null;
  attempts: number;
  /** When it is sent again; null once given up. */
  nextAttemptAt: string | null;
  createdAt: string;
}
