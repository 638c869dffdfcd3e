import { z } from "zod";
import { can, type StaffPermission } from "./staff-roles";

/**
 * Issue 28 — the e-mails a staff member may choose to receive, each about a part of the shop their
 * role opens: a paid order waiting to ship, the shop running short of watches for sale, a message
 * from the contact page, an e-mail the shop could not deliver.
 */
export const staffNotificationKinds = ["newPaidOrder", "lowStock", "contactMessage", "failedEmail"] as const;
export type StaffNotificationKind = (typeof staffNotificationKinds)[number];
export type StaffNotificationChoices = Record<StaffNotificationKind, boolean>;

/** What a role must be allowed to see for the notice to be offered (src/shared/staff-roles.ts). */
export const notificationPermissions: Record<StaffNotificationKind, StaffPermission> = {
  newPaidOrder: "orders",
  lowStock: "listings",
  contactMessage: "messages",
  failedEmail: "mail",
};

/** The notices a role is offered. */
export function offeredNotifications(role: string | null | undefined): StaffNotificationKind[] {
  return staffNotificationKinds.filter((kind) => can(role, notificationPermissions[kind]));
}

/**
 * What someone who never chose receives: an owner every notice, anyone else the new orders and
 * the messages they are to answer; a notice the role is not offered is never on.
 */
export function defaultNotificationChoices(role: string | null | undefined): StaffNotificationChoices {
  const offered = new Set(offeredNotifications(role));
  const wanted = (kind: StaffNotificationKind) =>
    offered.has(kind) && (role === "owner" || kind === "newPaidOrder" || kind === "contactMessage");
  return Object.fromEntries(
    staffNotificationKinds.map((kind) => [kind, wanted(kind)]),
  ) as StaffNotificationChoices;
}

/**
 * Issue 31: a seller's trade-in request is a message to the shop, so it follows the "contactMessage"
 * choice rather than a choice (and a column) of its own, and goes only to those who may open the
 * trade-in queue (decision 031).
 */
export const tradeInNotice = { choice: "contactMessage", permission: "inventory" } as const satisfies {
  choice: StaffNotificationKind;
  permission: StaffPermission;
};

/** The "low stock" notice goes out when a sale leaves fewer watches than this for sale. */
export const lowStockThreshold = 10;

export const staffNotificationsSchema = z.strictObject(
  Object.fromEntries(staffNotificationKinds.map((kind) => [kind, z.boolean()])) as Record<
    StaffNotificationKind,
    z.ZodBoolean
  >,
);

/** GET /api/admin/notifications: the choices of the signed-in staff member, and which they are offered. */
export interface StaffNotificationsDto {
  choices: StaffNotificationChoices;
  offered: StaffNotificationKind[];
}
