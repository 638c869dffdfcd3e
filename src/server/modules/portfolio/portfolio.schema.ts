import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, minor, updatedAt } from "../../db/columns";
import { mediaKey, userKey } from "../../db/foreign-keys";

/** A saved analysis (spec: reseller-tools §3 Portfolio item); prices in USD cents. */
export const portfolioItems = pgTable(
  "portfolio_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => userKey.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    reference: text("reference"),
    notes: text("notes"),
    imageMediaId: uuid("image_media_id").references(() => mediaKey.id, { onDelete: "set null" }),
    marketPriceCents: minor("market_price_cents"),
    lowPriceCents: minor("low_price_cents"),
    highPriceCents: minor("high_price_cents"),
    confidence: integer("confidence"),
    source: text("source").notNull(),
    listings: jsonb("listings").$type<unknown[]>().notNull().default([]),
    insights: jsonb("insights").$type<Record<string, unknown>>(),
    recommendation: jsonb("recommendation").$type<Record<string, unknown>>(),
    searchDate: timestamp("search_date", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("portfolio_user_created_idx").on(t.userId, t.createdAt.desc()),
    check("portfolio_source_check", sql`${t.source} in ('ai_analysis', 'manual_entry')`),
  ],
);
