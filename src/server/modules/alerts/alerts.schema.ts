import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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
import type { SavedSearchQuery } from "../../../shared/alerts";
import { createdAt, minor, updatedAt } from "../../db/columns";
import { listingKey, userKey } from "../../db/foreign-keys";

const channelCheck = (column: AnyPgColumn) => sql`${column} in ('email', 'whatsapp', 'both')`;

/**
 * A shopper's saved collection search (issue 30). An account's has `user_id` (its mail goes to the
 * account's address); a guest's has `email` and is alerted only once `confirmed_at` is set by the
 * link mailed to that address. Consent is the row itself: deleting it (the manage page, the
 * one-click unsubscribe) ends every alert of it.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => userKey.id, { onDelete: "cascade" }),
    email: text("email"),
    language: text("language").notNull().default("en"),
    /** The currency the shopper read prices in when saving it: its alerts' prices (issue 30, migration 0035). */
    displayCurrency: text("display_currency").notNull().default("USD"),
    query: jsonb("query").$type<SavedSearchQuery>().notNull(),
    /** The query as the collection's URL writes it, without the sort (shared/alerts.ts savedSearchKey). */
    queryKey: text("query_key").notNull(),
    channel: text("channel").notNull().default("email"),
    frequency: text("frequency").notNull().default("instant"),
    /** When alerts began: at saving for an account, at the confirmation link for a guest. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When the guest's confirmation link was last mailed: at most one every few minutes. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** The shop's day (Kuwait) of the last daily digest: one a day, whichever instance sends it. */
    lastDigestOn: date("last_digest_on", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("saved_searches_user_query_idx").on(t.userId, t.queryKey).where(sql`${t.userId} is not null`),
    uniqueIndex("saved_searches_guest_query_idx").on(t.email, t.queryKey).where(sql`${t.userId} is null`),
    index("saved_searches_user_idx").on(t.userId, t.createdAt.desc()),
    // The alert job's question: the searches alerts are sent for.
    index("saved_searches_confirmed_idx").on(t.confirmedAt).where(sql`${t.confirmedAt} is not null`),
    check("saved_searches_owner_check", sql`(${t.userId} is null) <> (${t.email} is null)`),
    check("saved_searches_channel_check", channelCheck(t.channel)),
    check("saved_searches_frequency_check", sql`${t.frequency} in ('instant', 'daily')`),
  ],
);

/**
 * Each listing a saved search found, once: the primary key makes a second finding (another
 * instance, a replayed change) a no-op, and `sent_at` is claimed by one conditional write before
 * anything is sent, so an alert goes out once however many instances run the job.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    searchId: uuid("search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listingKey.id, { onDelete: "cascade" }),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.listingId] }),
    index("saved_search_matches_unsent_idx").on(t.searchId).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * What the alert job last knew of each listing: whether it was for sale and at what price, and
 * when it was first for sale. A write is compared with it to tell a new listing, a price drop and
 * a return to sale; moving it is a compare-and-set on `version`, so one instance alone turns a
 * change into alerts.
 */
export const alertListingStates = pgTable(
  "alert_listing_states",
  {
    listingId: uuid("listing_id")
      .primaryKey()
      .references(() => listingKey.id, { onDelete: "cascade" }),
    isForSale: boolean("is_for_sale").notNull(),
    priceCents: minor("price_cents").notNull(),
    /** First heard for sale: a saved search is told of listings first for sale after it began. */
    listedAt: timestamp("listed_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The job's second look at the listings of the last hour (a pass cut short finds them again).
  (t) => [index("alert_listing_states_listed_idx").on(t.listedAt).where(sql`${t.isForSale}`)],
);

/** An account's consent to alerts about its favourites (off unless turned on; issue 30). */
export const favoriteAlertSettings = pgTable(
  "favorite_alert_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => userKey.id, { onDelete: "cascade" }),
    isOn: boolean("is_on").notNull().default(false),
    channel: text("channel").notNull().default("email"),
    language: text("language").notNull().default("en"),
    /** The currency the shopper read prices in when choosing: their alerts' prices (issue 30, migration 0035). */
    displayCurrency: text("display_currency").notNull().default("USD"),
    /** When the shopper last turned the alerts on. */
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [check("favorite_alert_settings_channel_check", channelCheck(t.channel))],
);

/**
 * A favourite's price drop or return to sale, for its owner: one row per owner and change of the
 * listing's state (`state_version`, unique), claimed by `sent_at` before it is sent.
 */
export const favoriteAlerts = pgTable(
  "favorite_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => userKey.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listingKey.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    stateVersion: integer("state_version").notNull(),
    priceCents: minor("price_cents").notNull(),
    previousPriceCents: minor("previous_price_cents"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("favorite_alerts_event_idx").on(t.userId, t.listingId, t.stateVersion),
    index("favorite_alerts_unsent_idx").on(t.userId).where(sql`${t.sentAt} is null`),
    check("favorite_alerts_kind_check", sql`${t.kind} in ('price-drop', 'back-on-sale')`),
  ],
);
