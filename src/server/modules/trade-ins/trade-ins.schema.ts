import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tradeInStatuses } from "../../../shared/trade-in-lifecycle";
import type { TradeInEstimate } from "../../../shared/trade-in-offer";
import { createdAt, minor, updatedAt } from "../../db/columns";
import { listingKey, mediaKey, storeInventoryItemKey, userKey } from "../../db/foreign-keys";

/** Issue 31: a seller's request to sell or trade in a watch, and the shop's answers to it. */
export const tradeInRequests = pgTable(
  "trade_in_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status").notNull().default("submitted"),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    reference: text("reference"),
    year: smallint("year"),
    condition: text("condition").notNull(),
    boxPapers: text("box_papers").notNull(),
    /** What the seller asks, in the currency they read prices in (minor units). */
    askingMinor: minor("asking_minor"),
    askingCurrency: text("asking_currency"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** The seller's language: every mail about the request is written in it. */
    language: text("language").notNull().default("en"),
    /** The account that sent it, when signed in. */
    userId: text("user_id").references(() => userKey.id, { onDelete: "set null" }),
    tradeForListingId: uuid("trade_for_listing_id").references(() => listingKey.id, { onDelete: "set null" }),
    /** The listing's title when the seller asked: the request keeps it after the listing goes. */
    tradeForTitle: text("trade_for_title"),
    /** The indicative offer the seller was shown, with its evidence, as it was then. */
    estimate: jsonb("estimate").$type<TradeInEstimate>().notNull(),
    /** The last firm offer or counter-offer, in USD cents or KWD fils. */
    offerMinor: minor("offer_minor"),
    offerCurrency: text("offer_currency"),
    /** The counter's message or the refusal's reason, as mailed to the seller. */
    staffMessage: text("staff_message"),
    /** The store inventory item the bought watch became: one at most (unique). */
    inventoryItemId: uuid("inventory_item_id").references(() => storeInventoryItemKey.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The staff queue reads newest first, within a status or all (keyset pages).
    index("trade_in_requests_created_idx").on(t.createdAt.desc(), t.id),
    index("trade_in_requests_status_created_idx").on(t.status, t.createdAt.desc(), t.id),
    uniqueIndex("trade_in_requests_inventory_item_idx")
      .on(t.inventoryItemId)
      .where(sql`${t.inventoryItemId} is not null`),
    check(
      "trade_in_requests_status_check",
      sql`${t.status} in (${sql.raw(tradeInStatuses.map((status) => `'${status}'`).join(", "))})`,
    ),
    check(
      "trade_in_requests_asking_check",
      sql`(${t.askingMinor} is null) = (${t.askingCurrency} is null) and (${t.askingMinor} is null or ${t.askingMinor} > 0)`,
    ),
    check(
      "trade_in_requests_offer_check",
      sql`(${t.offerMinor} is null) = (${t.offerCurrency} is null) and (${t.offerMinor} is null or ${t.offerMinor} > 0)`,
    ),
  ],
);

/** A request's photos, private to staff (decision 021): an upload belongs to one request at most. */
export const tradeInPhotos = pgTable(
  "trade_in_photos",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => tradeInRequests.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => mediaKey.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.mediaId] }),
    uniqueIndex("trade_in_photos_media_idx").on(t.mediaId),
  ],
);
