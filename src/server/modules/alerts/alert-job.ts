import { and, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { type AlertChannelChoice, digestHour } from "../../../shared/alerts";
import { isLanguage, type Language } from "../../../shared/i18n";
import { shopDay, shopUtcOffsetMinutes } from "../../../shared/shop-time";
import { getAccountLabels } from "../../auth/users";
import type { ChangeFeed } from "../../db/change-feed";
import { type Db, queryRows } from "../../db/client";
import type { Logger } from "../../logger";
import { currentMailPrices } from "../../providers/mail/mail-prices";
import { getListingSummaries, type ListingSummary } from "../catalog/catalog.service";
import {
  getListingSaleStates,
  type ListingSaleState,
  listListingSaleStates,
} from "../catalog/listing-sale-states";
import { findSearchMatches } from "../catalog/search/listing-matches";
import { listFavoriteOwners } from "../favorites/favorites.service";
import { getDisplayRates } from "../settings/exchange-rates";
import type { AlertChannels } from "./alert-channels";
import { alertLinks, searchPageUrl } from "./alert-links";
import { type AlertWatch, describeSearch, favoriteAlertMessage, savedSearchAlertMessage } from "./alert-mail";
import {
  alertListingStates,
  favoriteAlertSettings,
  favoriteAlerts,
  savedSearches,
  savedSearchMatches,
} from "./alerts.schema";
import { forgetUnconfirmedSearches, readSavedQuery } from "./saved-searches.service";

export interface AlertJobDeps {
  db: Db;
  channels: AlertChannels;
  log: Logger;
  publicUrl: string;
  secret: string;
}

/** A listing first for sale this long ago is no longer new: an edit then finds no search anew. */
const newListingMs = 7 * 86_400_000;
/**
 * A full look (at start, after the feed was lost) matches again the listings first for sale this
 * recently: a pass cut short by a crash, or a write whose notification was lost, left them unmatched.
 */
const lookAgainMs = 60 * 60_000;
/** Listings one statement names: PostgreSQL takes at most 65,535 parameters, and a bulk import lists more. */
const listingsPerStatement = 1_000;
/** Watches one alert or digest shows at most. */
const watchesPerMail = 20;
/** Listings one full look compares at a time. */
const fullLookBatch = 2_000;

type StateRow = typeof alertListingStates.$inferSelect;

const languageOf = (value: string): Language => (isLanguage(value) ? value : "en");

/** A favourite's news in a change of its listing: its price fell while for sale, or it is for sale again. */
function favoriteEventOf(before: StateRow, now: ListingSaleState) {
  if (!now.isForSale) return undefined;
  if (!before.isForSale) return before.listedAt ? ("back-on-sale" as const) : undefined;
  return now.priceCents < before.priceCents ? ("price-drop" as const) : undefined;
}

/**
 * Moves what the job knows of one listing to what it is now, and turns the change into its
 * favourites' alerts, in one transaction. The move is a compare-and-set on the state's version:
 * when several instances heard the same write, one moves it and the others change nothing, so a
 * change becomes alerts once.
 */
async function moveListingState(db: Db, now: ListingSaleState, before: StateRow, at: Date) {
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(alertListingStates)
      .set({
        isForSale: now.isForSale,
        priceCents: now.priceCents,
        listedAt: before.listedAt ?? (now.isForSale ? at : null),
        version: before.version + 1,
        changedAt: at,
      })
      .where(and(eq(alertListingStates.listingId, now.id), eq(alertListingStates.version, before.version)))
      .returning({ version: alertListingStates.version });
    const kind = favoriteEventOf(before, now);
    if (!moved || !kind) return;
    const owners = (await listFavoriteOwners(tx, [now.id])).map((owner) => owner.userId);
    if (owners.length === 0) return;
    const consenting = await tx
      .select({ userId: favoriteAlertSettings.userId })
      .from(favoriteAlertSettings)
      .where(and(inArray(favoriteAlertSettings.userId, owners), eq(favoriteAlertSettings.isOn, true)));
    if (consenting.length === 0) return;
    await tx
      .insert(favoriteAlerts)
      .values(
        consenting.map(({ userId }) => ({
          userId,
          listingId: now.id,
          kind,
          stateVersion: moved.version,
          priceCents: now.priceCents,
          previousPriceCents: before.priceCents,
        })),
      )
      .onConflictDoNothing();
  });
}

/**
 * Compares these listings with what the job knew and moves each that changed. A listing seen for
 * the first time has no history: it is noted (for sale: new, for the saved searches), all of a
 * batch's in one statement, with no favourite news.
 */
async function observeListings(db: Db, current: readonly ListingSaleState[], at: Date) {
  if (current.length === 0) return;
  const known = await db
    .select()
    .from(alertListingStates)
    .where(
      inArray(
        alertListingStates.listingId,
        current.map((listing) => listing.id),
      ),
    );
  const byId = new Map(known.map((row) => [row.listingId, row]));
  const unknown = current.filter((listing) => !byId.has(listing.id));
  if (unknown.length > 0)
    await db
      .insert(alertListingStates)
      .values(
        unknown.map((listing) => ({
          listingId: listing.id,
          isForSale: listing.isForSale,
          priceCents: listing.priceCents,
          listedAt: listing.isForSale ? at : null,
          changedAt: at,
        })),
      )
      .onConflictDoNothing();
  for (const listing of current) {
    const before = byId.get(listing.id);
    if (before && (before.isForSale !== listing.isForSale || before.priceCents !== listing.priceCents))
      await moveListingState(db, listing, before, at);
  }
}

/**
 * Listings compared a batch at a time: every one (at start, and after the change feed was lost), or
 * with `changedSince` those written since then (after a bulk write the feed could not name). The
 * ids of those compared, or none for a full look (its listings are news only once compared).
 */
async function observeListingsInBatches(db: Db, at: Date, changedSince?: Date): Promise<string[]> {
  const seen: string[] = [];
  let after: string | undefined;
  for (;;) {
    const batch = await listListingSaleStates(db, after, fullLookBatch, changedSince);
    await observeListings(db, batch, at);
    if (changedSince) seen.push(...batch.map((listing) => listing.id));
    if (batch.length < fullLookBatch) return seen;
    after = batch.at(-1)?.id;
  }
}

/**
 * Records which confirmed saved searches find these listings, among those first for sale after the
 * search's alerts began and no more than a week ago. Each finding is a row inserted once (its key
 * is the search and the listing), so this may run on every instance, as often as it likes.
 */
async function matchListings(db: Db, listingIds: readonly string[], at: Date) {
  if (listingIds.length === 0) return;
  const searches = await db
    .select({ id: savedSearches.id, query: savedSearches.query, confirmedAt: savedSearches.confirmedAt })
    .from(savedSearches)
    .where(isNotNull(savedSearches.confirmedAt));
  const readable = searches.flatMap((search) => {
    const query = readSavedQuery(search.query);
    return query ? [{ id: search.id, query, confirmedAt: search.confirmedAt as Date }] : [];
  });
  if (readable.length === 0) return;
  const began = new Map(readable.map((search) => [search.id, search.confirmedAt]));
  for (let from = 0; from < listingIds.length; from += listingsPerStatement) {
    const fresh = await db
      .select({ listingId: alertListingStates.listingId, listedAt: alertListingStates.listedAt })
      .from(alertListingStates)
      .where(
        and(
          inArray(alertListingStates.listingId, listingIds.slice(from, from + listingsPerStatement)),
          eq(alertListingStates.isForSale, true),
          gte(alertListingStates.listedAt, new Date(at.getTime() - newListingMs)),
        ),
      );
    if (fresh.length === 0) continue;
    const listedAt = new Map(fresh.map((row) => [row.listingId, row.listedAt as Date]));
    const found = await findSearchMatches(db, readable, [...listedAt.keys()]);
    const rows = [...found].flatMap(([searchId, ids]) =>
      ids
        .filter((id) => (listedAt.get(id)?.getTime() ?? 0) >= (began.get(searchId)?.getTime() ?? Infinity))
        .map((listingId) => ({ searchId, listingId, matchedAt: at })),
    );
    if (rows.length > 0) await db.insert(savedSearchMatches).values(rows).onConflictDoNothing();
  }
}

/** The listings first for sale within the last hour, matched again by every full look. */
async function recentlyListed(db: Db, at: Date): Promise<string[]> {
  const rows = await db
    .select({ id: alertListingStates.listingId })
    .from(alertListingStates)
    .where(
      and(
        eq(alertListingStates.isForSale, true),
        gte(alertListingStates.listedAt, new Date(at.getTime() - lookAgainMs)),
      ),
    );
  return rows.map((row) => row.id);
}

/** A listing as an alert shows it, or undefined when it cannot be bought now. */
function watchOf(summary: ListingSummary | undefined): AlertWatch | undefined {
  if (!summary?.card.isAvailable) return undefined;
  const { card } = summary;
  return {
    slug: card.slug,
    title: card.title,
    priceCents: card.priceCents,
    imageUrl: card.image?.variants[0]?.url ?? card.image?.url ?? null,
  };
}

type Claimed = { search_id: string; listing_id: string };

/** Where each of these searches' alerts go: the account's address, or the guest's. */
async function recipientsOf(db: Db, searchIds: readonly string[]) {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(inArray(savedSearches.id, [...searchIds]));
  const labels = await getAccountLabels(
    db,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { row, email: row.userId ? labels.get(row.userId)?.email : (row.email ?? undefined) },
    ]),
  );
}

/** Sends each search its claimed listings (those still for sale) in one mail: an alert or a digest. */
async function sendSearchAlerts(
  deps: AlertJobDeps,
  claimed: readonly Claimed[],
  isDigest: boolean,
  at: Date,
) {
  if (claimed.length === 0) return 0;
  const { db } = deps;
  const bySearch = new Map<string, string[]>();
  for (const row of claimed)
    bySearch.set(row.search_id, [...(bySearch.get(row.search_id) ?? []), row.listing_id]);
  const [recipients, summaries, rates] = await Promise.all([
    recipientsOf(db, [...bySearch.keys()]),
    getListingSummaries(db, [...new Set(claimed.map((row) => row.listing_id))]),
    getDisplayRates(db, at),
  ]);
  let sent = 0;
  for (const [searchId, listingIds] of bySearch) {
    const recipient = recipients.get(searchId);
    const query = recipient && readSavedQuery(recipient.row.query);
    // A mail's worth; the rest are one press away, on the search's page.
    const watches = listingIds.flatMap((id) => watchOf(summaries.get(id)) ?? []).slice(0, watchesPerMail);
    if (!recipient?.email || !query || watches.length === 0) continue;
    const language = languageOf(recipient.row.language);
    const links = alertLinks(
      deps.publicUrl,
      deps.secret,
      { kind: "search", searchId },
      language,
      recipient.row.userId !== null,
    );
    // Issue 30: prices in the currency the shopper read when saving, at today's rate (else dollars).
    const prices = currentMailPrices(recipient.row.displayCurrency, rates);
    const message = savedSearchAlertMessage({
      to: recipient.email,
      language,
      query,
      searchUrl: searchPageUrl(deps.publicUrl, query, language),
      watches,
      isDigest,
      links,
      publicUrl: deps.publicUrl,
      prices,
    });
    try {
      await deps.channels.deliver(recipient.row.channel as AlertChannelChoice, {
        kind: message.kind === "saved-search-digest" ? "saved-search-digest" : "saved-search-alert",
        language,
        recipient: { userId: recipient.row.userId, email: recipient.email },
        search: describeSearch(query, language, prices),
        watches,
        prices,
        links,
        email: message,
      });
      sent += 1;
    } catch (error) {
      deps.log.error({ err: error, searchId }, "a saved search's alert could not be sent");
    }
  }
  return sent;
}

/**
 * The instant searches' new findings, claimed by one statement that marks them sent: on
 * PostgreSQL a second instance's same statement waits for the first's rows and then finds them
 * sent, so each finding is claimed, and mailed, by one instance once.
 */
async function sendInstantAlerts(deps: AlertJobDeps, at: Date) {
  const claimed = await queryRows<Claimed>(
    deps.db,
    sql`update ${savedSearchMatches} m set sent_at = ${at}
        from ${savedSearches} s
        where m.search_id = s.id and m.sent_at is null and s.frequency = 'instant' and s.confirmed_at is not null
        returning m.search_id::text as search_id, m.listing_id::text as listing_id`,
  );
  return sendSearchAlerts(deps, claimed, false, at);
}

/**
 * The daily digests, once the shop's day has reached `digestHour`: each search with findings is
 * claimed for the day by a conditional write of its digest day (once a day, whichever instance),
 * then its findings by marking them sent.
 */
async function sendDigests(deps: AlertJobDeps, at: Date) {
  const shopHour = new Date(at.getTime() + shopUtcOffsetMinutes * 60_000).getUTCHours();
  if (shopHour < digestHour) return 0;
  const today = shopDay(at);
  const due = await queryRows<{ id: string }>(
    deps.db,
    sql`update ${savedSearches} s set last_digest_on = ${today}
        where s.frequency = 'daily' and s.confirmed_at is not null
          and (s.last_digest_on is null or s.last_digest_on < ${today})
          and exists (select 1 from ${savedSearchMatches} m where m.search_id = s.id and m.sent_at is null)
        returning s.id::text as id`,
  );
  if (due.length === 0) return 0;
  const claimed = await queryRows<Claimed>(
    deps.db,
    sql`update ${savedSearchMatches} set sent_at = ${at}
        where search_id in (${sql.join(
          due.map((row) => sql`${row.id}::uuid`),
          sql`, `,
        )}) and sent_at is null
        returning search_id::text as search_id, listing_id::text as listing_id`,
  );
  return sendSearchAlerts(deps, claimed, true, at);
}

/** Favourites' news, claimed as the findings are, one mail per account with all of its news. */
async function sendFavoriteAlerts(deps: AlertJobDeps, at: Date) {
  const { db } = deps;
  const claimed = await db
    .update(favoriteAlerts)
    .set({ sentAt: at })
    .where(sql`${favoriteAlerts.sentAt} is null`)
    .returning();
  if (claimed.length === 0) return 0;
  const userIds = [...new Set(claimed.map((row) => row.userId))];
  const [settings, labels, summaries, rates] = await Promise.all([
    db.select().from(favoriteAlertSettings).where(inArray(favoriteAlertSettings.userId, userIds)),
    getAccountLabels(db, userIds),
    getListingSummaries(db, [...new Set(claimed.map((row) => row.listingId))]),
    getDisplayRates(db, at),
  ]);
  let sent = 0;
  for (const userId of userIds) {
    const choice = settings.find((row) => row.userId === userId);
    const email = labels.get(userId)?.email;
    if (!choice?.isOn || !email) continue;
    // The latest news of each watch, while it can be bought at the price the news tells.
    const latest = new Map<string, (typeof claimed)[number]>();
    for (const row of claimed.filter((row) => row.userId === userId))
      if ((latest.get(row.listingId)?.stateVersion ?? -1) < row.stateVersion) latest.set(row.listingId, row);
    const watches = [...latest.values()].flatMap((row) => {
      const watch = watchOf(summaries.get(row.listingId));
      if (!watch || watch.priceCents > row.priceCents) return [];
      const kind = row.kind === "price-drop" ? "price-drop" : "back-on-sale";
      return [{ ...watch, event: { kind, previousPriceCents: row.previousPriceCents } } satisfies AlertWatch];
    });
    if (watches.length === 0) continue;
    const language = languageOf(choice.language);
    const links = alertLinks(deps.publicUrl, deps.secret, { kind: "favorites", userId }, language, true);
    const prices = currentMailPrices(choice.displayCurrency, rates);
    try {
      await deps.channels.deliver(choice.channel as AlertChannelChoice, {
        kind: "favorite-alert",
        language,
        recipient: { userId, email },
        watches,
        prices,
        links,
        email: favoriteAlertMessage({
          to: email,
          language,
          watches,
          links: { ...links, manage: links.manage ?? `${deps.publicUrl}/account/alerts` },
          publicUrl: deps.publicUrl,
          prices,
        }),
      });
      sent += 1;
    } catch (error) {
      deps.log.error({ err: error, userId }, "a favourite's alert could not be sent");
    }
  }
  return sent;
}

/**
 * What one pass looks at: the listings heard changed; those and every listing written since a
 * moment (`updated_at`), when a bulk write was heard without its ids; or every listing.
 */
export type AlertPassScope =
  | readonly string[]
  | { listingIds: readonly string[]; changedSince: Date }
  | "all";

/**
 * One pass of the alert job (issue 30): what changed among the listings becomes saved-search
 * findings and favourites' news, each recorded once; then the instant alerts, the favourites'
 * news and the day's digests go out, each claimed by one conditional write before it is sent, so
 * several instances running passes at once send every alert once. Idempotent: a pass run again
 * finds nothing left to do. The mails it sent.
 */
export async function runAlertPass(deps: AlertJobDeps, scope: AlertPassScope, at = new Date()) {
  const { db } = deps;
  let heard: readonly string[] = [];
  if (scope === "all") {
    await observeEveryListing(db, at);
    heard = await recentlyListed(db, at);
  } else {
    const named = "changedSince" in scope ? scope.listingIds : scope;
    await observeListings(db, await getListingSaleStates(db, named), at);
    const written = "changedSince" in scope ? await observeListingsInBatches(db, at, scope.changedSince) : [];
    heard = [...named, ...written];
  }
  await matchListings(db, [...new Set(heard)], at);
  const instant = await sendInstantAlerts(deps, at);
  const favorites = await sendFavoriteAlerts(deps, at);
  const digests = await sendDigests(deps, at);
  await forgetUnconfirmedSearches(db, at);
  return { instant, favorites, digests };
}

/** Every listing compared (at start, and whenever the change feed's epoch changed). */
async function observeEveryListing(db: Db, at: Date) {
  await observeListingsInBatches(db, at);
}

const earliest = (a: Date | undefined, b: Date) => (a && a < b ? a : b);

/**
 * How far before the last look a bulk write's rows are read again: `updated_at` is stamped when a
 * write is made, which may be before a long transaction commits, and by another instance's clock.
 */
const bulkWriteMarginMs = 5 * 60_000;

/**
 * The alert job of one instance: a pass a moment after any instance's listing write is heard (the
 * change feed names the listings; a bulk write it cannot name has the pass read the listings
 * written since this job's last look), and one a minute for the digests and anything a failed pass
 * left. Every listing is compared only at start, once the feed listens, and whenever the change feed's epoch changes (it
 * stopped listening and started again, so a notification may have been lost meanwhile): while the
 * feed is live, PostgreSQL delivers every committed write's notification, so nothing else is missed.
 */
export function scheduleAlertJob(
  deps: AlertJobDeps & { changes: ChangeFeed },
  options: { everyMs?: number; debounceMs?: number } = {},
) {
  const { everyMs = 60_000, debounceMs = 250 } = options;
  let heard = new Set<string>();
  let everything = true;
  /** A bulk write was heard: the listings written since this moment are to be read. */
  let changedSince: Date | undefined;
  /** When the latest pass began: a bulk write heard later was made after it, or while it ran. */
  let lookedAt = new Date();
  let epoch = deps.changes.epoch();
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let soon: ReturnType<typeof setTimeout> | undefined;

  async function pass() {
    const nowEpoch = deps.changes.epoch();
    if (nowEpoch !== epoch) {
      epoch = nowEpoch;
      everything = true;
    }
    lookedAt = new Date();
    const ids = [...heard];
    const scope: AlertPassScope = everything
      ? "all"
      : changedSince
        ? { listingIds: ids, changedSince: new Date(changedSince.getTime() - bulkWriteMarginMs) }
        : ids;
    const since = changedSince;
    everything = false;
    changedSince = undefined;
    heard = new Set();
    try {
      await runAlertPass(deps, scope);
    } catch (error) {
      deps.log.warn({ err: error }, "alert pass failed");
      if (scope === "all") everything = true;
      for (const id of ids) heard.add(id);
      if (since) changedSince = earliest(changedSince, since);
    }
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run();
      }
    });
  }

  const stopListening = deps.changes.onListings((changed) => {
    if (changed === "all") changedSince ??= lookedAt;
    else for (const id of changed) heard.add(id);
    clearTimeout(soon);
    soon = setTimeout(run, debounceMs);
    soon.unref?.();
  });
  const minute = setInterval(run, everyMs);
  minute.unref();
  // The first look waits until the feed listens (or has tried to): one taken before it would be
  // taken again at the first write heard after, every listing twice on every instance, and the
  // second under the shop's load (issue 26: 3 s of PostgreSQL at half a core, searches at a third).
  void deps.changes.caughtUp().then(run, run);
  return () => {
    stopped = true;
    stopListening();
    clearTimeout(soon);
    clearInterval(minute);
  };
}
