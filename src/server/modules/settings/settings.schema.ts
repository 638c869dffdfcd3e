import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "../../db/columns";
import { userKey } from "../../db/foreign-keys";

/** Admin-editable settings (exchange rates, shipping fee), one JSON value per key. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedBy: text("updated_by").references(() => userKey.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});
