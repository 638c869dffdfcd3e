import { eq, sql } from "drizzle-orm";
import type { Language } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import {
  isOptOut,
  type WhatsApp,
  WhatsAppError,
  type WhatsAppEvent,
  type WhatsAppMessage,
  type WhatsAppTemplate,
} from "../../providers/whatsapp/whatsapp";
import { whatsappMessages } from "./whatsapp.schema";
import { markNumberOptedOut, reachableNumber } from "./whatsapp-numbers.service";

export interface WhatsAppMessageDeps {
  db: Db;
  whatsapp: WhatsApp;
  log: Logger;
}

/** One template message, its values in the language it is written in. */
export interface WhatsAppNotice {
  template: WhatsAppTemplate;
  values: string[];
  /** What it is about (an order's id), kept with the message for staff. */
  reference?: string;
}

/**
 * Meta refuses a template value with a line break, a tab or more than four spaces in a row, and
 * an empty one: the values go as one line, and a missing one as a dash.
 */
export function templateValue(value: string): string {
  const line = value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  return line === "" ? "-" : line.slice(0, 1000);
}

/** Waits before each new send of a message the Cloud API could not take (decision 027). */
export const whatsAppRetryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
/** Sends of one message at most: the first and one after each wait. */
const maxAttempts = whatsAppRetryDelaysMs.length + 1;
/**
 * A confirmation code is not sent again: it lasts ten minutes and the shopper can ask for another,
 * and its values, the code itself, are not kept.
 */
const notRetried: readonly WhatsAppTemplate[] = ["number_confirmation"];

/** A recorded message being sent: its row, and what the Cloud API is given. */
export interface RecordedSend {
  id: string;
  /** Sends tried before this one. */
  attempts: number;
  message: WhatsAppMessage;
  reference?: string | null;
}

/**
 * One send of a recorded message, its outcome written to its row: accepted with the Cloud API's
 * id, or failed with the error, and when the failure is an outage and sends are left, when it is
 * sent again (its values kept till then). Never throws for the Cloud API's refusal.
 */
export async function attemptSend(deps: WhatsAppMessageDeps, send: RecordedSend, now = new Date()) {
  const { db } = deps;
  const attempts = send.attempts + 1;
  let sent: { id: string };
  try {
    sent = await deps.whatsapp.send(send.message);
  } catch (error) {
    const retry =
      error instanceof WhatsAppError &&
      error.isTransient &&
      attempts < maxAttempts &&
      !notRetried.includes(send.message.template);
    deps.log.error(
      { err: error, template: send.message.template, reference: send.reference, attempts, retry },
      "a WhatsApp message could not be sent",
    );
    await db
      .update(whatsappMessages)
      .set({
        status: "failed",
        error: String(error).slice(0, 500),
        statusAt: new Date(),
        attempts,
        ...(retry
          ? { nextAttemptAt: new Date(now.getTime() + (whatsAppRetryDelaysMs[attempts - 1] ?? 0)) }
          : { nextAttemptAt: null, values: null }),
      })
      .where(eq(whatsappMessages.id, send.id));
    return false;
  }
  await db
    .update(whatsappMessages)
    .set({
      providerId: sent.id,
      status: "accepted",
      statusAt: new Date(),
      error: null,
      attempts,
      values: null,
      nextAttemptAt: null,
    })
    .where(eq(whatsappMessages.id, send.id));
  return true;
}

/**
 * Sends one template message and keeps it: the row is written first (pending, with its values
 * unless they are a code), then holds the Cloud API's id, or the refusal that kept it from going
 * (an outage's to be sent again, attemptSend). Never throws: a message that cannot be sent is
 * logged and recorded as failed, and whatever asked for it (an order's payment, an alert) carries
 * on. Whether it was accepted.
 */
export async function sendRecorded(
  deps: WhatsAppMessageDeps,
  message: { userId: string; to: string; language: Language } & WhatsAppNotice,
): Promise<boolean> {
  const { db } = deps;
  try {
    const values = message.values.map(templateValue);
    const [row] = await db
      .insert(whatsappMessages)
      .values({
        userId: message.userId,
        number: message.to,
        template: message.template,
        language: message.language,
        reference: message.reference ?? null,
        values: notRetried.includes(message.template) ? null : values,
      })
      .returning({ id: whatsappMessages.id });
    if (!row) return false;
    return await attemptSend(deps, {
      id: row.id,
      attempts: 0,
      reference: message.reference,
      message: { to: message.to, template: message.template, language: message.language, values },
    });
  } catch (error) {
    deps.log.error({ err: error, template: message.template }, "a WhatsApp message could not be recorded");
    return false;
  }
}

/** The shop's WhatsApp messages to its shoppers' confirmed numbers (issue 30; services.ts builds it). */
export interface ShopperWhatsApp {
  /** Whether the shop is configured to send at all. */
  readonly isAvailable: boolean;
  /** Whether the account has a number messages may go to: confirmed, not opted out. */
  isReachable(userId: string): Promise<boolean>;
  /**
   * Sends a message to the account's number when it is confirmed and not opted out, composed in
   * the number's language (or `language` when the caller's words are already in one, an alert's).
   * Nothing when there is no such number or the shop has no WhatsApp. Never throws.
   */
  sendToAccount(
    userId: string,
    compose: (language: Language) => WhatsAppNotice | undefined | Promise<WhatsAppNotice | undefined>,
    options?: { language?: Language },
  ): Promise<boolean>;
}

export function createShopperWhatsApp(deps: WhatsAppMessageDeps): ShopperWhatsApp {
  return {
    isAvailable: deps.whatsapp.configured,
    isReachable: async (userId) =>
      deps.whatsapp.configured && (await reachableNumber(deps.db, userId)) !== undefined,
    async sendToAccount(userId, compose, options = {}) {
      if (!deps.whatsapp.configured) return false;
      try {
        const number = await reachableNumber(deps.db, userId);
        if (!number) return false;
        const language = options.language ?? number.language;
        const notice = await compose(language);
        if (!notice) return false;
        return await sendRecorded(deps, { userId, to: number.number, language, ...notice });
      } catch (error) {
        deps.log.error({ err: error, userId }, "a WhatsApp message could not be composed");
        return false;
      }
    },
  };
}

/** A status's place in a message's life: a late or repeated delivery never moves it back. */
const statusRank = sql`case ${whatsappMessages.status} when 'pending' then 0 when 'accepted' then 1 when 'sent' then 2 when 'failed' then 3 when 'delivered' then 3 else 4 end`;
const rankOf = { sent: 2, failed: 3, delivered: 3, read: 4 } as const;

/**
 * What one signed webhook delivery tells: each status is recorded against its message (Meta
 * retries a delivery, and sends them out of order, so a status only moves a message forward),
 * and a reply that asks for no more messages opts its number out at once. How many changed.
 */
export async function applyWhatsAppEvents(db: Db, events: readonly WhatsAppEvent[]): Promise<number> {
  let changed = 0;
  for (const event of events) {
    if (event.kind === "status") {
      const moved = await db
        .update(whatsappMessages)
        .set({ status: event.status, statusAt: event.at })
        .where(
          sql`${whatsappMessages.providerId} = ${event.messageId} and ${statusRank} < ${rankOf[event.status]}`,
        )
        .returning({ id: whatsappMessages.id });
      changed += moved.length;
    } else if (isOptOut(event.text)) {
      changed += await markNumberOptedOut(db, event.from, event.at);
    }
  }
  return changed;
}
