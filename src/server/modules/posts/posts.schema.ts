import { pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns";
import { listingKey, userKey } from "../../db/foreign-keys";

/** Instagram posts for a listing (spec: storefront §2 Listings), one saved pair per listing. */
export const socialPosts = pgTable(
  "social_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listingKey.id, { onDelete: "cascade" }),
    arabicPost: text("arabic_post").notNull(),
    englishPost: text("english_post").notNull(),
    source: text("source").notNull(),
    createdBy: text("created_by").references(() => userKey.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("social_posts_listing_idx").on(t.listingId)],
);
