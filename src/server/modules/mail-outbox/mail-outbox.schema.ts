import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";

/** Every e-mail the product sends; the offline mailer stops here, SMTP delivers from here. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Headers of the message's own (List-Unsubscribe, issue 30), sent again with it on a retry. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_created_idx").on(t.createdAt.desc()),
    index("email_outbox_to_idx").on(t.to),
    // The metrics count the undelivered mail at every scrape; sent mail is kept and never counted.
    index("email_outbox_undelivered_idx").on(t.status).where(sql`${t.status} in ('pending', 'failed')`),
  ],
);
