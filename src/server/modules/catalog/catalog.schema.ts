import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Specifications } from "../../../shared/catalog";
import { createdAt, minor, tsvector, updatedAt } from "../../db/columns";
import { mediaKey, storeInventoryItemKey } from "../../db/foreign-keys";

export const categories = pgTable("categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

/** spec: storefront §3 watch_listings — one physical watch per listing (stock defaults to 1). */
export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    /** The Arabic description (issue 9); the Arabic watch page falls back to the English one. */
    descriptionAr: text("description_ar"),
    priceCents: minor("price_cents").notNull(),
    originalPriceCents: minor("original_price_cents"),
    specifications: jsonb("specifications").$type<Specifications>().notNull().default({}),
    /**
     * The free-text specification values in Arabic, by the same keys (issue 24): written by staff,
     * the AI writer or the dictionary; a key without one shows the English value, isolated.
     */
    specificationsAr: jsonb("specifications_ar").$type<Record<string, string>>().notNull().default({}),
    /** Staff confirmed the photographs show this very watch: only then do its texts promise so. */
    photosOfThisWatch: boolean("photos_of_this_watch").notNull().default(false),
    brand: text("brand"),
    model: text("model"),
    reference: text("reference"),
    year: integer("year"),
    inventoryId: uuid("inventory_id").references(() => storeInventoryItemKey.id, { onDelete: "set null" }),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    stock: integer("stock").notNull().default(1),
    viewsCount: integer("views_count").notNull().default(0),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    /**
     * When the pending checkout that took the last piece lets go (issue 24): set with stock 0 by
     * that checkout, cleared when a piece comes back or the watch is sold. Reserved, not sold.
     */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The collection's facets (issue 13), read once per write from the free-text specifications so
    // counting them over the catalogue reads plain columns, not every row's JSON.
    /** The specification's condition as its option value ("Very Good" reads very-good). */
    conditionKey: text("condition_key").generatedAlwaysAs(
      sql`nullif(lower(regexp_replace(btrim(specifications->>'condition'), '[[:space:]]+', '-', 'g')), '')`,
    ),
    boxPapers: text("box_papers").generatedAlwaysAs(sql`nullif(btrim(specifications->>'boxPapers'), '')`),
    /** The case's first measure in whole millimetres ("40.8mm" reads 41). */
    caseSizeMm: integer("case_size_mm").generatedAlwaysAs(
      sql`round(substring(specifications->>'caseSize' from '[0-9]{1,3}(?:[.][0-9]+)?')::numeric)::integer`,
    ),
    /** The case material as one of `caseMaterials` (src/shared/catalog-api.ts), first match wins. */
    caseMaterial: text("case_material").generatedAlwaysAs(sql`case
      when nullif(btrim(specifications->>'caseMaterial'), '') is null then null
      when lower(specifications->>'caseMaterial') ~ 'platinum' then 'platinum'
      when lower(specifications->>'caseMaterial') ~ '(gold|rolesor)' and lower(specifications->>'caseMaterial') ~ 'steel' then 'gold-steel'
      when lower(specifications->>'caseMaterial') ~ '(rose|everose|sedna|red|pink|king) gold' then 'rose-gold'
      when lower(specifications->>'caseMaterial') ~ 'white gold' then 'white-gold'
      when lower(specifications->>'caseMaterial') ~ 'gold' then 'yellow-gold'
      when lower(specifications->>'caseMaterial') ~ 'titanium' then 'titanium'
      when lower(specifications->>'caseMaterial') ~ 'steel' then 'steel'
      when lower(specifications->>'caseMaterial') ~ 'ceramic' then 'ceramic'
      when lower(specifications->>'caseMaterial') ~ 'bronze' then 'bronze'
      when lower(specifications->>'caseMaterial') ~ 'carbon' then 'carbon'
      else 'other' end`),
    /**
     * The words of title, brand, model and reference as the search reads them (listing-words.ts),
     * space-separated; null until written (migration 0026).
     */
    searchWords: text("search_words"),
    /** Those words as lexemes, exactly as written: the SQL search's GIN index. */
    search: tsvector("search").generatedAlwaysAs(
      sql`array_to_tsvector(string_to_array(coalesce(search_words, ''), ' '))`,
    ),
  },
  (t) => [
    index("listings_active_created_idx").on(t.isActive, t.createdAt.desc(), t.id),
    // The admin table's "all" status (issue 9): newest first over every listing, keyset by id.
    index("listings_created_idx").on(t.createdAt.desc(), t.id),
    index("listings_active_price_idx").on(t.isActive, t.priceCents, t.id),
    // By code point whatever the database's collation, as the in-memory index sorts names.
    index("listings_active_title_idx").on(t.isActive, sql`${t.title} collate "C"`, t.id),
    index("listings_category_idx").on(t.categoryId, t.isActive),
    index("listings_brand_idx").on(sql`lower(${t.brand})`),
    // The few listings that take their brand from their inventory item: the brand list reads them
    // through this instead of every listing.
    index("listings_brandless_inventory_idx").on(t.inventoryId).where(sql`coalesce(${t.brand}, '') = ''`),
    index("listings_featured_idx").on(t.isFeatured, t.isActive),
    index("listings_inventory_idx").on(t.inventoryId),
    // One stock item, one live listing (issue 24): at most one listing for sale or reserved (live,
    // listing-lifecycle.ts) per store item, whoever writes it. Migration 0018 withdrew the extras.
    uniqueIndex("listings_one_live_per_item_idx")
      .on(t.inventoryId)
      .where(sql`${t.inventoryId} is not null and ${t.isActive} and ${t.soldAt} is null`),
    // The dashboard's top listings by views, and its cache's question "has any listing changed?".
    index("listings_views_idx").on(t.viewsCount.desc(), t.id),
    index("listings_updated_idx").on(t.updatedAt),
    index("listings_search_idx").using("gin", t.search),
    // Search inside a reference whatever its punctuation (issue 13: "3103042" finds 310.30.42…);
    // spelled exactly as referenceKeyExpr in catalog.service.ts so the search can use it.
    index("listings_reference_key_trgm_idx").using(
      "gin",
      sql`(regexp_replace(lower(${t.reference}), '[^a-z0-9]', '', 'g')) gin_trgm_ops`,
    ),
    check("listings_stock_check", sql`${t.stock} >= 0`),
    check("listings_price_check", sql`${t.priceCents} >= 0`),
  ],
);

/** Ordered images of a listing. */
export const listingImages = pgTable(
  "listing_images",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => mediaKey.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.position] }),
    index("listing_images_media_idx").on(t.mediaId),
  ],
);

/** One row per visitor per listing per day, so a view is counted once a day. */
export const listingViews = pgTable(
  "listing_views",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.visitor, t.day] })],
);
