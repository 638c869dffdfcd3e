import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, minor } from "../../db/columns";

/**
 * The reference catalogue used to identify watches offline and to anchor prices (issue 12). Rows
 * come from the bundled data file (source "catalogue") or from an admin's import ("admin"); a row an
 * admin edited has `edited_at` set, and the start-up load never overwrites it.
 */
export const referenceWatches = pgTable(
  "reference_watches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    reference: text("reference").notNull(),
    collection: text("collection"),
    aliases: jsonb("aliases").$type<string[]>().notNull().default([]),
    /** Millimetres to one decimal (40.8); for a shaped case, its longer side. */
    caseSizeMm: numeric("case_size_mm", { precision: 4, scale: 1, mode: "number" }),
    movement: text("movement"),
    caseMaterial: text("case_material"),
    dialColor: text("dial_color"),
    yearFrom: integer("year_from"),
    yearTo: integer("year_to"),
    retailPriceCents: minor("retail_price_cents"),
    description: text("description"),
    source: text("source").notNull().default("catalogue"),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** The brand as compared: "Rolex" and "ROLEX" are one brand. */
    brandKey: text("brand_key").generatedAlwaysAs(sql`lower(brand)`),
    /** The reference as compared: case, dots, dashes, slashes and spaces ignored ("5711/1A-010" → "57111a010"). */
    referenceKey: text("reference_key").generatedAlwaysAs(
      sql`lower(regexp_replace(reference, '[^a-zA-Z0-9]', '', 'g'))`,
    ),
    /** Brand, collection, model, reference and aliases in one accent-free lower-case text, for search. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`mizan_unaccent(lower(brand || ' ' || coalesce(collection, '') || ' ' || model || ' ' || reference || ' ' || aliases::text))`,
    ),
  },
  (t) => [
    uniqueIndex("reference_watches_brand_ref_key_idx").on(t.brandKey, t.referenceKey),
    // "126610" finds 126610LN and 126610LV: a prefix read of the compared reference.
    index("reference_watches_ref_prefix_idx").on(t.referenceKey.op("text_pattern_ops")),
    index("reference_watches_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);
