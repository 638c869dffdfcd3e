import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";
import { listingKey, userKey } from "../../db/foreign-keys";

export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => userKey.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listingKey.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index("favorites_user_idx").on(t.userId, t.createdAt.desc()),
    // Issue 30: who keeps a watch whose price dropped or that is back on sale.
    index("favorites_listing_idx").on(t.listingId),
  ],
);
