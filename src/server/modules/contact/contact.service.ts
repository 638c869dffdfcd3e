import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type {
  ContactMessageDto,
  ContactMessageWrite,
  ContactStatus,
  ContactTopic,
  InboxPageDto,
  InboxQuery,
} from "../../../shared/contact-schemas";
import { AppError } from "../../../shared/errors";
import type { Db } from "../../db/client";
import { afterTimeCursor, decodeTimeCursor, encodeTimeCursor, microsOf } from "../../http/time-cursor";
import { recordAudit } from "../audit/audit.service";
import { getStoreInfo } from "../settings/settings.service";
import { notifyStaff, type StaffNoticeDeps } from "../staff/staff-notifications";
import { contactMessages } from "./contact.schema";
import { contactAcknowledgementMessage, contactNotificationMessage } from "./contact-mail";

const pageSize = 30;

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  topic: contactMessages.topic,
  subject: contactMessages.subject,
  message: contactMessages.message,
  watchReference: contactMessages.watchReference,
  language: contactMessages.language,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
  updatedAt: contactMessages.updatedAt,
};

type Row = Pick<typeof contactMessages.$inferSelect, keyof typeof columns>;

const toDto = (row: Row): ContactMessageDto => ({
  ...row,
  topic: row.topic as ContactTopic,
  status: row.status as ContactStatus,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Issue 13: a message from the contact page is stored for the inbox, then the staff who chose it
 * are told (else the shop's contact address) and the sender gets a receipt in their language (both
 * through the outbox, so neither is lost when SMTP is down). A honeypot answer is dropped by the
 * route, never here.
 */
export async function receiveContactMessage(
  deps: StaffNoticeDeps & { publicUrl: string },
  input: Omit<ContactMessageWrite, "website">,
): Promise<{ id: string }> {
  const { db, mailer, publicUrl } = deps;
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      topic: input.topic,
      subject: input.subject ?? null,
      message: input.message,
      watchReference: input.watchReference ?? null,
      language: input.language,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("The contact message was not stored");
  const mailed = { ...input, id: row.id };
  const { contactEmail } = await getStoreInfo(db);
  await notifyStaff(
    deps,
    "contactMessage",
    (to) => contactNotificationMessage(mailed, to, publicUrl),
    contactEmail,
  );
  await mailer.send(contactAcknowledgementMessage(mailed, publicUrl));
  return { id: row.id };
}

function statusFilter(status: InboxQuery["status"]): SQL | undefined {
  if (status === "all") return undefined;
  if (status === "open") return inArray(contactMessages.status, ["unread", "read"]);
  return eq(contactMessages.status, status);
}

/** The admin inbox: newest first, by status, one keyset page at a time, with the unread count. */
export async function listContactMessages(db: Db, query: InboxQuery): Promise<InboxPageDto> {
  const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
  const [rows, [unread]] = await Promise.all([
    db
      .select({ ...columns, micros: microsOf(contactMessages.createdAt) })
      .from(contactMessages)
      .where(
        and(
          statusFilter(query.status),
          cursor && afterTimeCursor(contactMessages.createdAt, contactMessages.id, cursor),
        ),
      )
      .orderBy(desc(contactMessages.createdAt), asc(contactMessages.id))
      .limit(pageSize + 1),
    db.select({ total: count() }).from(contactMessages).where(eq(contactMessages.status, "unread")),
  ]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    messages: page.map(({ micros: _, ...row }) => toDto(row)),
    nextCursor: rows.length > pageSize && last ? encodeTimeCursor({ k: last.micros, i: last.id }) : null,
    unread: unread?.total ?? 0,
  };
}

const notFound = () => new AppError("NOT_FOUND", "Message not found");

export async function getContactMessage(db: Db, id: string): Promise<ContactMessageDto> {
  const [row] = await db.select(columns).from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound();
  return toDto(row);
}

/**
 * Moves a message to another status (read on opening, handled, archived, or back) and audits the
 * change in the same transaction; setting the status it already has changes and records nothing.
 */
export async function setContactMessageStatus(
  db: Db,
  actor: { userId: string; ip?: string },
  id: string,
  status: ContactStatus,
): Promise<ContactMessageDto> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: contactMessages.status, name: contactMessages.name })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    if (!current) throw notFound();
    if (current.status !== status) {
      await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: "contact_message.status",
        entityType: "contact_message",
        entityId: id,
        label: current.name,
        before: { status: current.status },
        after: { status },
        ip: actor.ip,
      });
    }
    return getContactMessage(tx, id);
  });
}
