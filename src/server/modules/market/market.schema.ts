import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { minor } from "../../db/columns";
import { referenceWatchKey } from "../../db/foreign-keys";

/** A price seen somewhere, with its provenance; analysis never invents a price. */
export const marketObservations = pgTable(
  "market_observations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referenceWatchId: uuid("reference_watch_id").references(() => referenceWatchKey.id, {
      onDelete: "set null",
    }),
    brand: text("brand").notNull(),
    model: text("model"),
    reference: text("reference"),
    source: text("source").notNull(),
    sourceItemId: text("source_item_id"),
    /** A marketplace listing's own title. */
    title: text("title"),
    /** Where an admin saw a price recorded by hand (a dealer's window, an auction, a site). */
    seenAt: text("seen_at"),
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
    check("market_observations_seen_at_check", sql`char_length(${t.seenAt}) <= 200`),
  ],
);
