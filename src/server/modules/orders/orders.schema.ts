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
import { type OrderEventFlag, type OrderEventNote, orderStatuses } from "../../../shared/orders";
import { createdAt, minor, updatedAt } from "../../db/columns";
import { cartKey, holdKey, listingKey, userKey } from "../../db/foreign-keys";

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
    /** What the provider charges when it is not USD: KNET through Tap charges KWD, in fils. */
    chargeCurrency: text("charge_currency"),
    chargeAmountMinor: minor("charge_amount_minor"),
    paymentProvider: text("payment_provider").notNull(),
    paymentSessionId: text("payment_session_id").unique(),
    /** The provider's id of the money taken (Stripe payment intent, Tap charge), for refunds. */
    paymentReference: text("payment_reference"),
    idempotencyKey: text("idempotency_key").unique(),
    /** The cart the order was bought from, emptied once the order is paid. */
    cartId: uuid("cart_id").references(() => cartKey.id, { onDelete: "set null" }),
    language: text("language").notNull().default("en"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /**
     * When the shopper ticked "remind me" at checkout (issue 30): the one reminder an unpaid
     * checkout may get is sent only with it.
     */
    reminderConsentAt: timestamp("reminder_consent_at", { withTimezone: true }),
    /**
     * The currency the shopper read the shop's prices in when they checked out, and its rate in
     * millionths per US dollar (issue 30): the order's pages and e-mails show its amounts as the
     * shopper saw them, beside what was charged. Null on orders placed before (migration 0034);
     * "USD" with no rate for a shopper who read dollars.
     */
    displayCurrency: text("display_currency"),
    displayRate: integer("display_rate"),
    /**
     * Issue 31: the deposit reservation or accepted offer the order pays (its one line at the agreed
     * price), and the deposit already paid, credited: total = subtotal + shipping − deposit.
     */
    holdId: uuid("hold_id").references(() => holdKey.id, { onDelete: "set null" }),
    depositCents: minor("deposit_cents").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt.desc()),
    index("orders_status_idx").on(t.status, t.createdAt.desc()),
    index("orders_created_idx").on(t.createdAt.desc()),
    index("orders_email_idx").on(sql`lower(${t.email})`),
    // The admin's search by part of an e-mail (issue 10) reads trigrams, not the whole table.
    index("orders_email_trgm_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("orders_payment_reference_idx").on(t.paymentReference),
    // A new checkout's question: which unpaid checkouts of this cart to close first.
    index("orders_pending_cart_idx").on(t.cartId).where(sql`${t.status} = 'pending'`),
    // The sweep's question: which reservations have run out.
    index("orders_pending_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // The reminder sweep's question: the recent checkouts whose shopper asked to be reminded.
    index("orders_reminder_idx").on(t.createdAt).where(sql`${t.reminderConsentAt} is not null`),
    // A hold's checkout question: its unpaid order, if any.
    index("orders_hold_idx").on(t.holdId).where(sql`${t.holdId} is not null`),
    // A converted currency comes with the rate it was read at; dollars (or nothing recorded) without one.
    check(
      "orders_display_rate_check",
      sql`(${t.displayCurrency} is null or ${t.displayCurrency} = 'USD') = (${t.displayRate} is null)`,
    ),
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
    slug: text("slug"),
    brand: text("brand"),
    model: text("model"),
    reference: text("reference"),
    imageUrl: text("image_url"),
    unitPriceCents: minor("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotalCents: minor("line_total_cents").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId), index("order_lines_listing_idx").on(t.listingId)],
);

/** The order's timeline: every change of status, who made it and when. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    /** customer, admin, provider or system. */
    actor: text("actor").notNull(),
    actorUserId: text("actor_user_id").references(() => userKey.id, { onDelete: "set null" }),
    /** Why the shop moved it, as a code (shared/orders.ts `orderEventNotes`) the back office words. */
    note: text("note").$type<OrderEventNote>(),
    /** What the step asks staff to look at (a payment for the wrong amount); never shown to the buyer. */
    flag: jsonb("flag").$type<OrderEventFlag>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
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
    /** Issue 31: the deposit an event was about, when it named no order. */
    holdId: uuid("hold_id").references(() => holdKey.id, { onDelete: "set null" }),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** What the event did: applied, ignored (nothing to change), unmatched (no such order) or mismatch (other money than the order's). */
    outcome: text("outcome"),
  },
  (t) => [uniqueIndex("payment_events_provider_event_idx").on(t.provider, t.providerEventId)],
);

/**
 * The reminder an unpaid checkout got (issue 30): its primary key is the order, so a checkout is
 * reminded once at most, whichever instance's sweep finds it first.
 */
export const checkoutReminders = pgTable("checkout_reminders", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
