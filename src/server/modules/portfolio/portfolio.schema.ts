import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type {
  PortfolioInsights,
  PortfolioListing,
  PortfolioRecommendation,
  SavedIdentificationMethod,
} from "../../../shared/portfolio-schemas";
import type { PriceProvenance } from "../../../shared/price-provenance";
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
    /** How the watch was named, so its card says whose confidence it shows (issue 24). */
    identificationMethod: text("identification_method").$type<SavedIdentificationMethod>(),
    source: text("source").notNull(),
    listings: jsonb("listings").$type<PortfolioListing[]>().notNull().default([]),
    insights: jsonb("insights").$type<PortfolioInsights>(),
    recommendation: jsonb("recommendation").$type<PortfolioRecommendation>(),
    searchDate: timestamp("search_date", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("portfolio_user_created_idx").on(t.userId, t.createdAt.desc()),
    check("portfolio_source_check", sql`${t.source} in ('ai_analysis', 'manual_entry')`),
    check(
      "portfolio_identification_method_check",
      sql`${t.identificationMethod} in ('ai', 'catalogue', 'photo_match', 'typed')`,
    ),
  ],
);

/**
 * An item's value history (issue 11): each valuation is a dated price with where it came from; the
 * latest is the item's market price, the first the value it was added with. `source` says what
 * made the valuation (an analysis's save, the owner, the market service); `basis`, `sources`,
 * `sample_size` and `as_of` are the price's provenance (issue 24, src/shared/price-provenance.ts),
 * stored as it was computed and shown as stored.
 */
export const portfolioValuations = pgTable(
  "portfolio_valuations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => portfolioItems.id, { onDelete: "cascade" }),
    priceCents: minor("price_cents").notNull(),
    source: text("source").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    basis: text("basis").notNull(),
    sources: jsonb("sources").$type<PriceProvenance["sources"]>().notNull().default([]),
    sampleSize: integer("sample_size"),
    asOf: timestamp("as_of", { withTimezone: true }),
  },
  (t) => [
    index("portfolio_valuations_item_recorded_idx").on(t.itemId, t.recordedAt),
    check("portfolio_valuations_price_check", sql`${t.priceCents} > 0`),
    check(
      "portfolio_valuations_basis_check",
      sql`${t.basis} in ('median', 'one_asking', 'one_sold', 'entered', 'unrecorded')`,
    ),
    check("portfolio_valuations_sample_size_check", sql`${t.sampleSize} is null or ${t.sampleSize} > 0`),
    check(
      "portfolio_valuations_source_check",
      sql`${t.source} in ('ai_analysis', 'manual_entry', 'owner_estimate', 'market')`,
    ),
  ],
);
