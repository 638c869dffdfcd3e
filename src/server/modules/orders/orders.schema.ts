import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orderStatuses } from "../../../shared/orders";
import { createdAt, minor, updatedAt } from "../../db/columns";
import { listingKey, userKey } from "../../db/foreign-keys";

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Feeds the human order number MZ-000123. */
    seq: bigserial("seq", { mode: "number" }).notNull().unique(),
    orderNumber: text("order_number").notNull().unique(),
    status: text("status").notNull().default("pending"),
    userId: text("user_id").references(() => userKey.id, { onDelete: "set null" }),
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
    // The database refuses any status outside the shared transition table's.
    check(
      "orders_status_check",
      sql`${t.status} in (${sql.raw(orderStatuses.map((status) => `'${status}'`).join(", "))})`,
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
    listingId: uuid("listing_id").references(() => listingKey.id, { onDelete: "set null" }),
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
