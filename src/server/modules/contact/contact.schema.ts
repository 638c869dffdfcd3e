import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns";

/** Issue 13: what shoppers write on the contact page, read and handled in the admin inbox. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    watchReference: text("watch_reference"),
    /** The sender's language: the acknowledgement is written in it, and a reply should be too. */
    language: text("language").notNull().default("en"),
    status: text("status").notNull().default("unread"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The inbox reads newest first within a status (keyset pages), and counts the unread.
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt.desc(), t.id),
    index("contact_messages_status_created_idx").on(t.status, t.createdAt.desc(), t.id),
  ],
);
