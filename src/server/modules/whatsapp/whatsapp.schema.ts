import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns";
import { userKey } from "../../db/foreign-keys";

/**
 * An account's WhatsApp number (issue 30): one per account, messaged only once `confirmed_at` is
 * set (the shopper typed the code sent to it) and while `opted_out_at` is not (a STOP reply). The
 * code is kept as a hash, with its expiry and the tries left; a new number starts unconfirmed.
 */
export const whatsappNumbers = pgTable(
  "whatsapp_numbers",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => userKey.id, { onDelete: "cascade" }),
    /** International form, digits only (96550001234), as the Cloud API takes it. */
    number: text("number").notNull(),
    /** The language the shopper reads WhatsApp messages in. */
    language: text("language").notNull().default("en"),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    /** Wrong codes typed against the current code; past the limit a new code must be sent. */
    codeAttempts: integer("code_attempts").notNull().default(0),
    /** When the last code was sent: another waits a minute. */
    codeSentAt: timestamp("code_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    optedOutAt: timestamp("opted_out_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A webhook's reply names the number, not the account.
  (t) => [index("whatsapp_numbers_number_idx").on(t.number)],
);

/**
 * Every WhatsApp message the shop sent or tried to: its template and the account's number, the id
 * the Cloud API gave it, and the last state its webhook told (or the error that kept it from
 * going). A message the Cloud API could not take for a while (an outage) keeps its values until it
 * is sent again at `next_attempt_at` (migration 0038); a failed one without it was given up. A
 * confirmation code's values are never kept, nor retried.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => userKey.id, { onDelete: "set null" }),
    number: text("number").notNull(),
    template: text("template").notNull(),
    language: text("language").notNull(),
    /** What the message is about (an order's id, a saved search's), for staff reading the log. */
    reference: text("reference"),
    /** The Cloud API's id (wamid.…), which the webhook's statuses name. */
    providerId: text("provider_id"),
    status: text("status").notNull().default("pending"),
    error: text("error"),
    /** The template's values as sent, kept while the message may be sent again. */
    values: jsonb("values").$type<string[]>(),
    /** Sends tried, the first among them. */
    attempts: integer("attempts").notNull().default(0),
    /** When a failed message is sent again; null when nothing is due. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
    statusAt: timestamp("status_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("whatsapp_messages_provider_id_idx").on(t.providerId),
    index("whatsapp_messages_user_idx").on(t.userId, t.createdAt.desc()),
    // The retry job's look for what is due, on every instance every minute.
    index("whatsapp_messages_due_idx").on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    // The staff's list of undelivered messages, newest first.
    index("whatsapp_messages_failed_idx").on(t.createdAt.desc(), t.id).where(sql`${t.status} = 'failed'`),
    check(
      "whatsapp_messages_status_check",
      sql`${t.status} in ('pending', 'accepted', 'sent', 'delivered', 'read', 'failed')`,
    ),
  ],
);
