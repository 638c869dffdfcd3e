import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, minor, updatedAt } from "../../db/columns";
import { listingKey, userKey } from "../../db/foreign-keys";

/** A guest cart has a session token (cookie), a shopper's cart has a user; never both. */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => userKey.id, { onDelete: "cascade" }),
    sessionToken: text("session_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("carts_user_idx").on(t.userId),
    uniqueIndex("carts_session_idx").on(t.sessionToken),
    check("carts_owner_check", sql`(${t.userId} is null) <> (${t.sessionToken} is null)`),
  ],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listingKey.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /**
     * The unit price the shopper agreed to: the price when the line was added, or the new price
     * they confirmed since (issue 24). Checkout refuses while a watch costs more than this.
     */
    agreedPriceCents: minor("agreed_price_cents").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.listingId] }),
    check("cart_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);
