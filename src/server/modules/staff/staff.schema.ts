import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns";
import { userKey } from "../../db/foreign-keys";

/**
 * Issue 28: an owner's invitation to join the staff. The link carries a random token; only its
 * SHA-256 is kept, so a copy of the database opens no invitation.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    /** The language the e-mail was written in, and the invitation page opens in. */
    language: text("language").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => userKey.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_invitations_email_idx").on(t.email)],
);

/**
 * Issue 28: which notices a staff member chose to receive by e-mail; without a row, their role's
 * defaults (src/shared/staff-notifications.ts).
 */
export const staffNotificationPreferences = pgTable("staff_notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => userKey.id, { onDelete: "cascade" }),
  newPaidOrder: boolean("new_paid_order").notNull(),
  lowStock: boolean("low_stock").notNull(),
  contactMessage: boolean("contact_message").notNull(),
  failedEmail: boolean("failed_email").notNull(),
  updatedAt: updatedAt(),
});
