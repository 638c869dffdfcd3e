import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { minor, updatedAt } from "../../db/columns";
import { mediaKey, userKey } from "../../db/foreign-keys";

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
    shippingCostFils: minor("shipping_cost_fils").notNull().default(0),
    feesFils: minor("fees_fils").notNull().default(0),
    netProfitFils: minor("net_profit_fils"),
    status: text("status").notNull().default("available"),
    imageMediaId: uuid("image_media_id").references(() => mediaKey.id, { onDelete: "set null" }),
    notes: text("notes"),
    saleDate: timestamp("sale_date", { withTimezone: true }),
    dateAdded: timestamp("date_added", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("store_inventory_status_idx").on(t.status),
    index("store_inventory_date_idx").on(t.dateAdded.desc()),
    // The dashboard's revenue and profit by month read only sold items, by sale date.
    // The admin's search by any word of make, model, reference or notes (inventory-query.ts).
    index("store_inventory_search_trgm_idx").using(
      "gin",
      sql`(${t.make} || ' ' || ${t.model} || ' ' || coalesce(${t.reference}, '') || ' ' || coalesce(${t.notes}, '')) gin_trgm_ops`,
    ),
    // The dashboard cache's question "has any item changed?", answered from the index.
    index("store_inventory_updated_idx").on(t.updatedAt),
    index("store_inventory_sale_date_idx").on(t.saleDate).where(sql`${t.saleDate} is not null`),
    check("store_inventory_status_check", sql`${t.status} in ('available', 'sold', 'shipped')`),
  ],
);

/** A reseller's own stock (spec: reseller-tools §3); amounts in KWD fils. */
export const personalInventoryItems = pgTable(
  "personal_inventory_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => userKey.id, { onDelete: "cascade" }),
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
    imageMediaId: uuid("image_media_id").references(() => mediaKey.id, { onDelete: "set null" }),
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
