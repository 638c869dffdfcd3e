import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, minor } from "../../db/columns";

/** The reference catalogue used to identify watches offline and to anchor prices. */
export const referenceWatches = pgTable(
  "reference_watches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    reference: text("reference").notNull(),
    collection: text("collection"),
    aliases: jsonb("aliases").$type<string[]>().notNull().default([]),
    caseSizeMm: integer("case_size_mm"),
    movement: text("movement"),
    caseMaterial: text("case_material"),
    dialColor: text("dial_color"),
    yearFrom: integer("year_from"),
    yearTo: integer("year_to"),
    retailPriceCents: minor("retail_price_cents"),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reference_watches_brand_ref_idx").on(sql`lower(${t.brand})`, sql`lower(${t.reference})`),
  ],
);

/** A price seen somewhere, with its provenance; analysis never invents a price. */
export const marketObservations = pgTable(
  "market_observations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referenceWatchId: uuid("reference_watch_id").references(() => referenceWatches.id, {
      onDelete: "set null",
    }),
    brand: text("brand").notNull(),
    model: text("model"),
    reference: text("reference"),
    source: text("source").notNull(),
    sourceItemId: text("source_item_id"),
    title: text("title"),
    priceCents: minor("price_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    condition: text("condition"),
    url: text("url"),
    kind: text("kind").notNull().default("asking"),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("market_observations_ref_idx").on(sql`lower(${t.reference})`, t.observedAt.desc()),
    index("market_observations_brand_model_idx").on(sql`lower(${t.brand})`, sql`lower(${t.model})`),
    uniqueIndex("market_observations_source_item_idx").on(t.source, t.sourceItemId),
  ],
);
