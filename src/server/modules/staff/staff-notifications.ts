import { eq, inArray } from "drizzle-orm";
import { isLanguage } from "../../../shared/i18n";
import {
  defaultNotificationChoices,
  notificationPermissions,
  offeredNotifications,
  type StaffNotificationChoices,
  type StaffNotificationKind,
  type StaffNotificationsDto,
  staffNotificationKinds,
} from "../../../shared/staff-notifications";
import { can, type StaffPermission } from "../../../shared/staff-roles";
import { listStaffAccounts } from "../../auth/users";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { FailedMail, Mailer, MailMessage } from "../../providers/mail/mail";
import { hasMailOfKindSince } from "../mail-outbox/mail-outbox.service";
import { staffNotificationPreferences } from "./staff.schema";
import { failedEmailMessage, type NoticeRecipient } from "./staff-mail";

export type { NoticeRecipient };

export interface StaffNoticeDeps {
  db: Db;
  mailer: Mailer;
  log: Logger;
}

const choicesOf = (row: typeof staffNotificationPreferences.$inferSelect): StaffNotificationChoices =>
  Object.fromEntries(staffNotificationKinds.map((kind) => [kind, row[kind]])) as StaffNotificationChoices;

/** Choices with every notice the role is not offered turned off. */
function offeredOnly(choices: StaffNotificationChoices, role: string): StaffNotificationChoices {
  const offered = offeredNotifications(role);
  return Object.fromEntries(
    staffNotificationKinds.map((kind) => [kind, choices[kind] && offered.includes(kind)]),
  ) as StaffNotificationChoices;
}

/** A staff member's choices as the My account page shows them: stored, else their role's defaults. */
export async function readNotificationChoices(
  db: Db,
  member: { id: string; role: string },
): Promise<StaffNotificationsDto> {
  const [row] = await db
    .select()
    .from(staffNotificationPreferences)
    .where(eq(staffNotificationPreferences.userId, member.id));
  // A notice the role no longer opens (a salesperson once a manager) is off, whatever was stored.
  const chosen = row ? choicesOf(row) : defaultNotificationChoices(member.role);
  return { choices: offeredOnly(chosen, member.role), offered: offeredNotifications(member.role) };
}

export async function saveNotificationChoices(
  db: Db,
  member: { id: string; role: string },
  input: StaffNotificationChoices,
): Promise<StaffNotificationsDto> {
  const values = offeredOnly(input, member.role);
  await db
    .insert(staffNotificationPreferences)
    .values({ userId: member.id, ...values })
    .onConflictDoUpdate({
      target: staffNotificationPreferences.userId,
      set: { ...values, updatedAt: new Date() },
    });
  return readNotificationChoices(db, member);
}

/**
 * The staff members who receive `kind`: on the staff, not suspended, allowed to see it (and to open
 * `alsoAllowed`, for a notice that rides on another's choice), and chose it.
 */
export async function noticeRecipients(
  db: Db,
  kind: StaffNotificationKind,
  alsoAllowed?: StaffPermission,
): Promise<NoticeRecipient[]> {
  const staff = (await listStaffAccounts(db)).filter(
    (member) =>
      !member.banned &&
      can(member.role, notificationPermissions[kind]) &&
      (!alsoAllowed || can(member.role, alsoAllowed)),
  );
  if (staff.length === 0) return [];
  const stored = await db
    .select()
    .from(staffNotificationPreferences)
    .where(
      inArray(
        staffNotificationPreferences.userId,
        staff.map((member) => member.id),
      ),
    );
  const byId = new Map(stored.map((row) => [row.userId, choicesOf(row)]));
  return staff
    .filter((member) => (byId.get(member.id) ?? defaultNotificationChoices(member.role))[kind])
    .map((member) => ({
      email: member.email,
      language: isLanguage(member.language) ? member.language : "en",
      chosen: true,
    }));
}

/**
 * Sends a notice to every staff member who chose it, each in their own language; with nobody, to
 * `fallback` (the shop's contact address) in English, so a paid order or a message is never
 * announced to no one. A notice that cannot be written is logged: it never fails what it announces.
 * `alsoAllowed` narrows it to those who may act on it (a trade-in request: the trade-in queue).
 */
export async function notifyStaff(
  deps: StaffNoticeDeps,
  kind: StaffNotificationKind,
  compose: (recipient: NoticeRecipient) => MailMessage,
  fallback?: string,
  alsoAllowed?: StaffPermission,
): Promise<void> {
  try {
    const recipients = await noticeRecipients(deps.db, kind, alsoAllowed);
    const to =
      recipients.length > 0
        ? recipients
        : fallback
          ? [{ email: fallback, language: "en" as const, chosen: false }]
          : [];
    for (const recipient of to) await deps.mailer.send(compose(recipient));
  } catch (error) {
    deps.log.error({ err: error, kind }, "a staff notice could not be written");
  }
}

/** A notice of an undelivered e-mail goes out once an hour at most: an SMTP outage fails them all. */
const failedEmailQuietMs = 60 * 60 * 1000;

/** Whether an undelivered-mail notice went out within the hour (then this failure is not announced). */
export async function failedEmailRecentlyAnnounced(db: Db): Promise<boolean> {
  return hasMailOfKindSince(db, "email-failed", new Date(Date.now() - failedEmailQuietMs));
}

/**
 * Issue 28: an e-mail the mail server refused, told to the staff who chose it, at most once an
 * hour; a failure of the notice itself is never announced again.
 */
export async function announceFailedEmail(
  deps: StaffNoticeDeps & { publicUrl: string },
  failed: FailedMail,
): Promise<void> {
  if (failed.kind === "email-failed") return;
  try {
    if (await failedEmailRecentlyAnnounced(deps.db)) return;
  } catch (error) {
    deps.log.error({ err: error }, "the undelivered e-mail could not be announced");
    return;
  }
  await notifyStaff(deps, "failedEmail", (to) =>
    failedEmailMessage(to, { ...failed, publicUrl: deps.publicUrl }),
  );
}
