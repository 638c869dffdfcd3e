import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  language: text("language").notNull().default("en"),
  /** When the subscriber gave consent to marketing mail (issue 10); kept apart from the row's own age. */
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});
