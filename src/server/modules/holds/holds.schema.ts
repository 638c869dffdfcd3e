import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { holdKinds, holdStatuses, openOfferStatuses } from "../../../shared/holds";
import { createdAt, minor, updatedAt } from "../../db/columns";
import { listingKey, orderKey, userKey } from "../../db/foreign-keys";

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * Issue 31: a deposit reservation or an offer on one watch (src/shared/holds.ts is its lifecycle).
 * The token is the shopper's secret link; the listing's title and price are kept as they were
 * when the hold began, so its page and mails read the same after the listing changes.
 */
export const watchHolds = pgTable(
  "watch_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().unique(),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    listingId: uuid("listing_id").references(() => listingKey.id, { onDelete: "set null" }),
    listingTitle: text("listing_title").notNull(),
    listingPriceCents: minor("listing_price_cents").notNull(),
    userId: text("user_id").references(() => userKey.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    language: text("language").notNull().default("en"),
    displayCurrency: text("display_currency"),
    displayRate: integer("display_rate"),
    offerCents: minor("offer_cents"),
    counterCents: minor("counter_cents"),
    /** What a checkout with the link charges for the watch: the price at reserve time, or the agreed offer. */
    agreedPriceCents: minor("agreed_price_cents"),
    depositCents: minor("deposit_cents"),
    /** What the provider charges for the deposit when it is not USD (KNET: KWD in fils). */
    chargeCurrency: text("charge_currency"),
    chargeAmountMinor: minor("charge_amount_minor"),
    paymentProvider: text("payment_provider"),
    paymentSessionId: text("payment_session_id").unique(),
    paymentReference: text("payment_reference"),
    /** Why the provider last refused to give the deposit back (the sweep tries again). */
    refundError: text("refund_error"),
    /** The current step's deadline: the deposit's payment, the hold, the answer, the counter, the checkout. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    orderId: uuid("order_id").references(() => orderKey.id, { onDelete: "set null" }),
    /** The shopper's message with an offer. */
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("watch_holds_created_idx").on(t.createdAt.desc(), t.id),
    index("watch_holds_status_created_idx").on(t.status, t.createdAt.desc(), t.id),
    // The sweep's question: which holds' steps have run out.
    index("watch_holds_status_expiry_idx").on(t.status, t.expiresAt),
    index("watch_holds_listing_idx").on(t.listingId),
    index("watch_holds_payment_reference_idx").on(t.paymentReference),
    // One open offer per e-mail and watch, whatever races the shopper's double click.
    uniqueIndex("watch_holds_open_offer_idx")
      .on(t.listingId, sql`lower(${t.email})`)
      .where(sql`${t.kind} = 'offer' and ${t.status} in (${listOf(openOfferStatuses)})`),
    check("watch_holds_kind_check", sql`${t.kind} in (${listOf(holdKinds)})`),
    check("watch_holds_status_check", sql`${t.status} in (${listOf(holdStatuses)})`),
    check(
      "watch_holds_display_rate_check",
      sql`(${t.displayCurrency} is null or ${t.displayCurrency} = 'USD') = (${t.displayRate} is null)`,
    ),
  ],
);

/** A hold's timeline: every step, who took it, why (a code, or staff's decline reason) and its amount. */
export const holdEvents = pgTable(
  "hold_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    holdId: uuid("hold_id")
      .notNull()
      .references(() => watchHolds.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actor: text("actor").notNull(),
    actorUserId: text("actor_user_id").references(() => userKey.id, { onDelete: "set null" }),
    note: text("note"),
    amountCents: minor("amount_cents"),
    createdAt: createdAt(),
  },
  (t) => [index("hold_events_hold_idx").on(t.holdId, t.id)],
);
