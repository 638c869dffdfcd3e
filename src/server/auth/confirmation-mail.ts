import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "./auth.schema";

/** A shopper gets at most one confirmation e-mail in this long (issue 13: 2 within 1.5 s before). */
export const confirmationMailIntervalMs = 5 * 60 * 1000;

/**
 * Claims the account's next confirmation e-mail: true, and the time recorded, when none went out in
 * the last interval. One conditional UPDATE, so two sign-ins at the same moment send one e-mail.
 */
export async function claimConfirmationMail(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const claimed = await db
    .update(user)
    .set({ confirmationMailSentAt: now })
    .where(
      and(
        eq(user.id, userId),
        or(
          isNull(user.confirmationMailSentAt),
          lt(user.confirmationMailSentAt, new Date(now.getTime() - confirmationMailIntervalMs)),
        ),
      ),
    )
    .returning({ id: user.id });
  return claimed.length > 0;
}

/** When the last confirmation e-mail to this address went out, if one did. */
export async function lastConfirmationMailAt(db: Db, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ sentAt: user.confirmationMailSentAt })
    .from(user)
    .where(eq(user.email, email));
  return row?.sentAt ?? null;
}
