import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";
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
