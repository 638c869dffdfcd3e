import { and, asc, count, desc, eq, gt, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { AppError } from "../../../shared/errors";
import type {
  MailKind,
  OutboxMessageDto,
  OutboxPageDto,
  OutboxQuery,
  OutboxStatus,
} from "../../../shared/outbox-schemas";
import type { Db } from "../../db/client";
import { afterTimeCursor, decodeTimeCursor, encodeTimeCursor, microsOf } from "../../http/time-cursor";
import type { Mailer, MailMessage } from "../../providers/mail/mail";
import { recordAudit } from "../audit/audit.service";
import { emailOutbox } from "./mail-outbox.schema";

export type { OutboxStatus };

const pageSize = 50;

/** Writes a message to the outbox before anything else happens to it; answers its id. */
export async function recordMail(db: Db, message: MailMessage, status: OutboxStatus): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...message, status })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("The outbox did not record the message");
  return row.id;
}

/** Whether a message of `kind` was written since `since` (a notice that goes out once in a while). */
export async function hasMailOfKindSince(db: Db, kind: MailKind, since: Date): Promise<boolean> {
  const [found] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), gt(emailOutbox.createdAt, since)))
    .limit(1);
  return found !== undefined;
}

/**
 * The e-mails not delivered (metrics, issue 29): handed to SMTP and not sent yet (pending), and
 * refused by it (failed). Mail kept offline ("stored") is never to be sent, so it is neither.
 */
export async function countUnsentMail(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: emailOutbox.status, count: count() })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["pending", "failed"]))
    .groupBy(emailOutbox.status);
  const of = (status: OutboxStatus) => rows.find((row) => row.status === status)?.count ?? 0;
  return { pending: of("pending"), failed: of("failed") };
}

/** Records the outcome of one delivery attempt. */
export async function markMailDelivery(
  db: Db,
  id: string,
  outcome: { sent: true } | { sent: false; error: string },
): Promise<void> {
  const attempts = sql`${emailOutbox.attempts} + 1`;
  await db
    .update(emailOutbox)
    .set(
      outcome.sent
        ? { status: "sent", sentAt: new Date(), attempts, error: null }
        : { status: "failed", attempts, error: outcome.error },
    )
    .where(eq(emailOutbox.id, id));
}

const columns = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  text: emailOutbox.text,
  html: emailOutbox.html,
  headers: emailOutbox.headers,
  kind: emailOutbox.kind,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  error: emailOutbox.error,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

type Row = Pick<typeof emailOutbox.$inferSelect, keyof typeof columns>;

const toDto = ({ headers: _, ...row }: Row): OutboxMessageDto => ({
  ...row,
  status: row.status as OutboxStatus,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

function filters(query: OutboxQuery): (SQL | undefined)[] {
  return [
    query.to ? eq(emailOutbox.to, query.to) : undefined,
    query.q ? ilike(emailOutbox.to, `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) : undefined,
    query.status === "all" ? undefined : eq(emailOutbox.status, query.status),
  ];
}

/**
 * What the shop sent, or kept offline (issue 10): newest first, to one address or a search over
 * addresses, by status, one keyset page at a time (the order of email_outbox_created_idx).
 */
export async function listOutboxMessages(
  db: Db,
  query: OutboxQuery,
): Promise<Omit<OutboxPageDto, "delivery">> {
  const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
  const rows = await db
    .select({ ...columns, micros: microsOf(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(and(...filters(query), cursor && afterTimeCursor(emailOutbox.createdAt, emailOutbox.id, cursor)))
    .orderBy(desc(emailOutbox.createdAt), asc(emailOutbox.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    messages: page.map(({ micros: _, ...row }) => toDto(row)),
    nextCursor: rows.length > pageSize && last ? encodeTimeCursor({ k: last.micros, i: last.id }) : null,
  };
}

const notFound = () => new AppError("NOT_FOUND", "Message not found");

/**
 * Why a message was not claimed for a retry, in the order a caller needs to know it: there is no
 * such message (404), it did not fail (409), or nothing could send it (503).
 */
async function whyNotClaimed(tx: Db, id: string): Promise<AppError> {
  const [found] = await tx
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!found) return notFound();
  if (found.status !== "failed") return new AppError("CONFLICT", "Only a failed message can be sent again");
  return new AppError("SERVICE_UNAVAILABLE", "No SMTP server is configured to send mail");
}

/**
 * Sends a failed message again (issue 10). The message is claimed (failed → pending) and the retry
 * audited in one transaction, so two admins pressing Retry at once send it once; the mailer then
 * records the attempt's outcome. Only SMTP can deliver: offline, nothing is claimed or retried.
 */
export async function retryMail(
  deps: { db: Db; mailer: Mailer },
  actor: { userId: string; ip?: string },
  id: string,
): Promise<OutboxMessageDto> {
  const { db, mailer } = deps;
  const redeliver = mailer.redeliver;
  const claimed = await db.transaction(async (tx) => {
    const [row] = redeliver
      ? await tx
          .update(emailOutbox)
          .set({ status: "pending" })
          .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
          .returning(columns)
      : [];
    if (!row || !redeliver) throw await whyNotClaimed(tx, id);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "mail.retry",
      entityType: "email",
      entityId: id,
      label: row.to,
      before: { status: "failed", attempts: row.attempts, error: row.error },
      after: { status: "pending" },
      ip: actor.ip,
    });
    return { row, redeliver };
  });
  await claimed.redeliver(id, {
    to: claimed.row.to,
    subject: claimed.row.subject,
    text: claimed.row.text,
    html: claimed.row.html ?? undefined,
    headers: claimed.row.headers ?? undefined,
    kind: claimed.row.kind,
  });
  const [row] = await db.select(columns).from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw notFound();
  return toDto(row);
}
