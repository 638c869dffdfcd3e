import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { storeItemStatuses } from "../../../shared/store-item-lifecycle";
import { minor, updatedAt } from "../../db/columns";
import { mediaKey, orderKey, userKey } from "../../db/foreign-keys";

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
    // The database refuses any status outside the shared transition table's (store-item-lifecycle.ts).
    check(
      "store_inventory_status_check",
      sql`${t.status} in (${sql.raw(storeItemStatuses.map((status) => `'${status}'`).join(", "))})`,
    ),
  ],
);

/**
 * The shop's sales history (issue 24): one row per watch sold, through an order (one per order
 * line, its store item when the listing has one) or recorded by staff in the shop. A sale is never
 * overwritten: a refund marks it refunded and the next sale is a row of its own. Revenue and profit
 * are sums over the kept rows (src/shared/revenue.ts), in KWD fixed when the sale was made.
 */
export const storeSales = pgTable(
  "store_sales",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id").references(() => storeInventoryItems.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orderKey.id, { onDelete: "set null" }),
    priceFils: minor("price_fils").notNull(),
    /** The shipping the buyer paid for this watch (an order's shipping is on its first line). */
    shippingPaidFils: minor("shipping_paid_fils").notNull().default(0),
    /** Revenue less the item's costs when the sale was made; null for a watch with no store item. */
    netProfitFils: minor("net_profit_fils"),
    soldAt: timestamp("sold_at", { withTimezone: true }).notNull(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("store_sales_item_idx").on(t.itemId, t.soldAt.desc()),
    index("store_sales_order_idx").on(t.orderId),
    // The figures read the kept sales by month.
    index("store_sales_kept_sold_at_idx").on(t.soldAt).where(sql`${t.refundedAt} is null`),
    // The dashboard cache's question "has any sale changed?", answered from the index.
    index("store_sales_updated_idx").on(t.updatedAt),
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
