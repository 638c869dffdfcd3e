import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  language: text("language").notNull().default("en"),
  createdAt: createdAt(),
});
