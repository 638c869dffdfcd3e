import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { MailMessage } from "../../providers/mail/mail";
import { emailOutbox } from "./mail-outbox.schema";

/** "stored": kept offline, never to be sent; "pending": handed to SMTP; then "sent" or "failed". */
export type OutboxStatus = "stored" | "pending" | "sent" | "failed";

/** Writes a message to the outbox before anything else happens to it; answers its id. */
export async function recordMail(db: Db, message: MailMessage, status: OutboxStatus): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...message, status })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("The outbox did not record the message");
  return row.id;
}

/** Records the outcome of one delivery attempt. */
export async function markMailDelivery(
  db: Db,
  id: string,
  outcome: { sent: true } | { sent: false; error: string },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set(
      outcome.sent
        ? { status: "sent", sentAt: new Date(), attempts: 1 }
        : { status: "failed", attempts: 1, error: outcome.error },
    )
    .where(eq(emailOutbox.id, id));
}

/** The 50 newest messages, to one address if given (admins read what the shop sent). */
export function listOutboxMessages(db: Db, filter: { to?: string }) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      kind: emailOutbox.kind,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(filter.to ? eq(emailOutbox.to, filter.to) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(50);
}
