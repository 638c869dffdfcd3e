import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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
import type { Specifications } from "../../shared/catalog";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Amounts are integer minor units (USD cents, KWD fils); see src/shared/money.ts. */
const minor = (name: string) => bigint(name, { mode: "number" });

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// ---------------------------------------------------------------- better-auth's tables

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  role: text("role").notNull().default("user"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Fixed-window counters shared by every app instance (sign-in and sign-up limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

// ---------------------------------------------------------------- people

/** spec: storefront §3 — the shopper's profile, created on first sign-in. */
export const customers = pgTable("customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  firstName: text("first_name"),
  lastName: text("last_name"),
  phone: text("phone"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- media

/** One uploaded image, stored once; variants are WebP renditions keyed by width. */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: text("owner_user_id").references(() => user.id, { onDelete: "set null" }),
    storageKey: text("storage_key").notNull().unique(),
    sha256: text("sha256").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    variants: jsonb("variants")
      .$type<{ width: number; key: string; bytes: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [index("media_sha_idx").on(t.sha256)],
);

// ---------------------------------------------------------------- catalogue

export const categories = pgTable("categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

/** The seller's own stock (spec: storefront §3 watch_inventory); amounts in KWD fils. */
export const storeInventoryItems = pgTable(
  "store_inventory_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    reference: text("reference"),
    condition: text("condition"),
    buyingPriceFils: minor("buying_price_fils").notNull(),
    expectedSellingPriceFils: minor("expected_selling_price_fils").notNull().default(0),
    soldPriceFils: minor("sold_price_fils"),
    netProfitFils: minor("net_profit_fils"),
    status: text("status").notNull().default("available"),
    notes: text("notes"),
    saleDate: timestamp("sale_date", { withTimezone: true }),
    dateAdded: timestamp("date_added", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("store_inventory_status_idx").on(t.status),
    index("store_inventory_date_idx").on(t.dateAdded.desc()),
    check("store_inventory_status_check", sql`${t.status} in ('available', 'sold', 'shipped')`),
  ],
);

/** spec: storefront §3 watch_listings — one physical watch per listing (stock defaults to 1). */
export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    priceCents: minor("price_cents").notNull(),
    originalPriceCents: minor("original_price_cents"),
    specifications: jsonb("specifications").$type<Specifications>().notNull().default({}),
    brand: text("brand"),
    model: text("model"),
    reference: text("reference"),
    year: integer("year"),
    inventoryId: uuid("inventory_id").references(() => storeInventoryItems.id, { onDelete: "set null" }),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    stock: integer("stock").notNull().default(1),
    viewsCount: integer("views_count").notNull().default(0),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Full-text search over title, brand, model and reference, accent-insensitive. */
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('simple', mizan_unaccent(coalesce(title, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, '') || ' ' || coalesce(reference, '')))`,
    ),
  },
  (t) => [
    index("listings_active_created_idx").on(t.isActive, t.createdAt.desc(), t.id),
    index("listings_active_price_idx").on(t.isActive, t.priceCents, t.id),
    index("listings_active_title_idx").on(t.isActive, t.title, t.id),
    index("listings_category_idx").on(t.categoryId, t.isActive),
    index("listings_brand_idx").on(sql`lower(${t.brand})`),
    index("listings_featured_idx").on(t.isFeatured, t.isActive),
    index("listings_inventory_idx").on(t.inventoryId),
    index("listings_search_idx").using("gin", t.search),
    index("listings_reference_trgm_idx").using("gin", sql`lower(${t.reference}) gin_trgm_ops`),
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
      .references(() => media.id, { onDelete: "restrict" }),
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

export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index("favorites_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- cart

/** A guest cart has a session token (cookie), a shopper's cart has a user; never both. */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
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
      .references(() => listings.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.listingId] }),
    check("cart_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------- orders and payments

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Feeds the human order number MZ-000123. */
    seq: bigserial("seq", { mode: "number" }).notNull().unique(),
    orderNumber: text("order_number").notNull().unique(),
    status: text("status").notNull().default("pending"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    shippingAddress: jsonb("shipping_address").$type<Record<string, string>>(),
    currency: text("currency").notNull().default("USD"),
    subtotalCents: minor("subtotal_cents").notNull(),
    shippingCents: minor("shipping_cents").notNull().default(0),
    totalCents: minor("total_cents").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    paymentSessionId: text("payment_session_id").unique(),
    idempotencyKey: text("idempotency_key").unique(),
    language: text("language").notNull().default("en"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt.desc()),
    index("orders_status_idx").on(t.status, t.createdAt.desc()),
    index("orders_created_idx").on(t.createdAt.desc()),
    check(
      "orders_status_check",
      sql`${t.status} in ('pending', 'paid', 'shipped', 'delivered', 'cancelled', 'expired', 'refunded')`,
    ),
  ],
);

/** Order lines snapshot what was sold: title, brand, model, image and unit price. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    brand: text("brand"),
    model: text("model"),
    imageUrl: text("image_url"),
    unitPriceCents: minor("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotalCents: minor("line_total_cents").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId), index("order_lines_listing_idx").on(t.listingId)],
);

/** Every provider event is stored once; a replay hits the unique key and changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    providerEventId: text("provider_event_id").notNull(),
    type: text("type").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("payment_events_provider_event_idx").on(t.provider, t.providerEventId)],
);

// ---------------------------------------------------------------- reseller tools

/** A reseller's own stock (spec: reseller-tools §3); amounts in KWD fils. */
export const personalInventoryItems = pgTable(
  "personal_inventory_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    make: text("make").notNull(),
    model: text("model").notNull(),
    reference: text("reference"),
    buyingPriceFils: minor("buying_price_fils").notNull(),
    expectedSellingPriceFils: minor("expected_selling_price_fils").notNull().default(0),
    soldPriceFils: minor("sold_price_fils"),
    shippingCostFils: minor("shipping_cost_fils").notNull().default(0),
    feesFils: minor("fees_fils").notNull().default(0),
    netProfitFils: minor("net_profit_fils"),
    status: text("status").notNull().default("available"),
    imageMediaId: uuid("image_media_id").references(() => media.id, { onDelete: "set null" }),
    notes: text("notes"),
    currency: text("currency").notNull().default("KWD"),
    dateAdded: timestamp("date_added", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("personal_inventory_user_date_idx").on(t.userId, t.dateAdded.desc()),
    check("personal_inventory_status_check", sql`${t.status} in ('available', 'sold', 'shipped')`),
  ],
);

/** A saved analysis (spec: reseller-tools §3 Portfolio item); prices in USD cents. */
export const portfolioItems = pgTable(
  "portfolio_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    reference: text("reference"),
    notes: text("notes"),
    imageMediaId: uuid("image_media_id").references(() => media.id, { onDelete: "set null" }),
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

/** Instagram posts for a listing (spec: storefront §2 Listings), one saved pair per listing. */
export const socialPosts = pgTable(
  "social_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    arabicPost: text("arabic_post").notNull(),
    englishPost: text("english_post").notNull(),
    source: text("source").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("social_posts_listing_idx").on(t.listingId)],
);

// ---------------------------------------------------------------- site

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  language: text("language").notNull().default("en"),
  createdAt: createdAt(),
});

/** Admin-editable settings (exchange rates, shipping fee), one JSON value per key. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/** Every e-mail the product sends; the offline mailer stops here, SMTP delivers from here. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt.desc()), index("email_outbox_to_idx").on(t.to)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    data: jsonb("data"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_created_idx").on(t.createdAt.desc()),
  ],
);
