import { asc, desc, eq } from "drizzle-orm";
import type { UndeliveredWhatsAppDto } from "../../../shared/whatsapp";
import type { Db } from "../../db/client";
import { whatsappMessages } from "./whatsapp.schema";

const pageSize = 100;

/** The number as staff see it: its last four digits. */
const masked = (number: string) => `•••• ${number.slice(-4)}`;

/**
 * The WhatsApp messages not delivered, newest first (the last hundred): waiting to be sent again,
 * given up, or refused. Staff read them beside the undelivered mail.
 */
export async function listUndeliveredWhatsApp(db: Db): Promise<UndeliveredWhatsAppDto[]> {
  const rows = await db
    .select({
      id: whatsappMessages.id,
      number: whatsappMessages.number,
      template: whatsappMessages.template,
      reference: whatsappMessages.reference,
      error: whatsappMessages.error,
      attempts: whatsappMessages.attempts,
      nextAttemptAt: whatsappMessages.nextAttemptAt,
      createdAt: whatsappMessages.createdAt,
    })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.status, "failed"))
    .orderBy(desc(whatsappMessages.createdAt), asc(whatsappMessages.id))
    .limit(pageSize);
  return rows.map((row) => ({
    ...row,
    number: masked(row.number),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
