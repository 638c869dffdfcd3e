import { and, count, desc, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  guestSaveSearchSchema,
  saveSearchSchema,
  updateSavedSearchSchema,
} from "../../../shared/alert-schemas";
import { savedSearchQuerySchema } from "../../../shared/alert-schemas";
import {
  type AlertChannelChoice,
  type AlertFrequency,
  type AlertLinkDto,
  type FavoriteAlertSettingsDto,
  type SavedSearchDto,
  type SavedSearchQuery,
  savedSearchKey,
  savedSearchLimits,
} from "../../../shared/alerts";
import { type DisplayCurrency, isDisplayCurrency } from "../../../shared/display-currencies";
import { refusal } from "../../../shared/errors";
import { isLanguage, type Language } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { Mailer } from "../../providers/mail/mail";
import { currentMailPrices } from "../../providers/mail/mail-prices";
import { getDisplayRates } from "../settings/exchange-rates";
import type { AlertChannels } from "./alert-channels";
import { confirmPageUrl, confirmToken, readConfirmToken, readUnsubscribeToken } from "./alert-links";
import { confirmSearchMessage } from "./alert-mail";
import { favoriteAlertSettings, savedSearches } from "./alerts.schema";

export interface AlertServiceDeps {
  db: Db;
  channels: AlertChannels;
  /** A guest's confirmation link goes by e-mail, the address it confirms. */
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  log: Logger;
}

type SaveInput = z.output<typeof saveSearchSchema>;
type GuestSaveInput = z.output<typeof guestSaveSearchSchema>;
type SearchRow = typeof savedSearches.$inferSelect;

/** A guest's confirmation mail goes out again at most this often for one search. */
const confirmationResendMs = 5 * 60_000;

const languageOf = (value: string): Language => (isLanguage(value) ? value : "en");

/** The stored query read back through the schema that wrote it: a value no longer known is dropped. */
export function readSavedQuery(stored: unknown): SavedSearchQuery | null {
  const parsed = savedSearchQuerySchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function toDto(row: SearchRow): SavedSearchDto {
  return {
    id: row.id,
    query: readSavedQuery(row.query) ?? (row.query as SavedSearchQuery),
    channel: row.channel as AlertChannelChoice,
    frequency: row.frequency as AlertFrequency,
    language: languageOf(row.language),
    displayCurrency: isDisplayCurrency(row.displayCurrency) ? row.displayCurrency : "USD",
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => refusal("NOT_FOUND", "SAVED_SEARCH_NOT_FOUND", "Saved search not found");
const linkInvalid = () => refusal("NOT_FOUND", "ALERT_LINK_INVALID", "This link is not valid");

async function assertRoomFor(db: Db, owner: SQL) {
  const [counted] = await db.select({ n: count() }).from(savedSearches).where(owner);
  if ((counted?.n ?? 0) >= savedSearchLimits.perOwner)
    throw refusal(
      "CONFLICT",
      "SAVED_SEARCH_LIMIT",
      `You can keep at most ${savedSearchLimits.perOwner} saved searches`,
      { max: savedSearchLimits.perOwner },
    );
}

/**
 * Issue 30: a signed-in shopper saves the collection's search; saving is their consent, so its
 * alerts begin now. The same search saved again keeps its one row and takes the new choices.
 */
export async function saveSearch(
  deps: Pick<AlertServiceDeps, "db" | "channels">,
  userId: string,
  input: SaveInput,
): Promise<{ search: SavedSearchDto; created: boolean }> {
  const { db } = deps;
  await deps.channels.assertReachable(input.channel, userId);
  const queryKey = savedSearchKey(input.query);
  const choices = {
    channel: input.channel,
    frequency: input.frequency,
    language: input.language,
    displayCurrency: input.displayCurrency,
  };
  const [existing] = await db
    .update(savedSearches)
    .set({ ...choices, query: input.query })
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.queryKey, queryKey)))
    .returning();
  if (existing) return { search: toDto(existing), created: false };
  await assertRoomFor(db, eq(savedSearches.userId, userId));
  const [inserted] = await db
    .insert(savedSearches)
    .values({ userId, query: input.query, queryKey, ...choices, confirmedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { search: toDto(inserted), created: true };
  // Saved meanwhile by the same shopper's other tab: theirs stands.
  const [raced] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.queryKey, queryKey)));
  if (!raced) throw notFound();
  return { search: toDto(raced), created: false };
}

/**
 * A guest's search (issue 30): kept unconfirmed and mailed a link to confirm the address; nothing
 * else is sent there before it is used. The answer is the same whether the address or the search
 * was known, so it tells nobody what another address subscribed to.
 */
export async function saveGuestSearch(deps: AlertServiceDeps, input: GuestSaveInput, now = new Date()) {
  const { db } = deps;
  await deps.channels.assertReachable(input.channel, null);
  const queryKey = savedSearchKey(input.query);
  const owner = and(isNull(savedSearches.userId), eq(savedSearches.email, input.email)) as SQL;
  let [row] = await db
    .select()
    .from(savedSearches)
    .where(and(owner, eq(savedSearches.queryKey, queryKey)));
  if (!row) {
    await assertRoomFor(db, owner);
    [row] = await db
      .insert(savedSearches)
      .values({
        email: input.email,
        query: input.query,
        queryKey,
        channel: input.channel,
        frequency: input.frequency,
        language: input.language,
        displayCurrency: input.displayCurrency,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return;
  }
  if (row.confirmedAt) return;
  // One confirmation mail per few minutes, claimed by a conditional write (two tabs, two instances).
  const [claimed] = await db
    .update(savedSearches)
    .set({ confirmationSentAt: now, language: input.language, displayCurrency: input.displayCurrency })
    .where(
      and(
        eq(savedSearches.id, row.id),
        sql`(${savedSearches.confirmationSentAt} is null or ${savedSearches.confirmationSentAt} < ${new Date(now.getTime() - confirmationResendMs)})`,
      ),
    )
    .returning();
  if (!claimed) return;
  const token = confirmToken(deps.secret, claimed.id, now);
  const query = readSavedQuery(claimed.query) ?? input.query;
  try {
    await deps.mailer.send(
      confirmSearchMessage({
        to: input.email,
        language: input.language,
        query,
        confirmUrl: confirmPageUrl(deps.publicUrl, token, input.language),
        prices: currentMailPrices(input.displayCurrency, await getDisplayRates(db, now)),
      }),
    );
  } catch (error) {
    deps.log.error(
      { err: error, searchId: claimed.id },
      "the alert's confirmation mail could not be written",
    );
  }
}

/** What a guest's confirmation link is about (the page shows it before its button). */
export async function readConfirmLink(deps: Pick<AlertServiceDeps, "db" | "secret">, token: string) {
  const searchId = readConfirmToken(deps.secret, token, new Date());
  if (!searchId) throw linkInvalid();
  const [row] = await deps.db.select().from(savedSearches).where(eq(savedSearches.id, searchId));
  if (!row) throw linkInvalid();
  return { kind: "search", query: readSavedQuery(row.query), isConfirmed: row.confirmedAt !== null } as const;
}

/** The guest confirms the address: the search's alerts begin now (pressing it again changes nothing). */
export async function confirmGuestSearch(deps: Pick<AlertServiceDeps, "db" | "secret">, token: string) {
  const searchId = readConfirmToken(deps.secret, token, new Date());
  if (!searchId) throw linkInvalid();
  await deps.db
    .update(savedSearches)
    .set({ confirmedAt: new Date() })
    .where(and(eq(savedSearches.id, searchId), isNull(savedSearches.confirmedAt)));
  const [row] = await deps.db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(eq(savedSearches.id, searchId));
  if (!row) throw linkInvalid();
  return { confirmed: true as const };
}

/** The shopper's saved searches, newest first. */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearchDto[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toDto);
}

/** Changes how often (and how, in which language) a search of the shopper's tells of new matches. */
export async function updateSavedSearch(
  deps: Pick<AlertServiceDeps, "db" | "channels">,
  userId: string,
  id: string,
  change: z.output<typeof updateSavedSearchSchema>,
): Promise<SavedSearchDto> {
  if (change.channel) await deps.channels.assertReachable(change.channel, userId);
  const [row] = await deps.db
    .update(savedSearches)
    .set(Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)))
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return toDto(row);
}

/** Deletes a search of the shopper's, and with it every alert it would have sent. */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound();
}

/** What an unsubscribe link names, for its page: the search (gone once unsubscribed) or the favourites. */
export async function readUnsubscribeLink(
  deps: Pick<AlertServiceDeps, "db" | "secret">,
  token: string,
): Promise<AlertLinkDto> {
  const subject = readUnsubscribeToken(deps.secret, token);
  if (!subject) throw linkInvalid();
  if (subject.kind === "favorites") {
    const settings = await getFavoriteAlertSettings(deps.db, subject.userId);
    return { kind: "favorites", isOn: settings.isOn };
  }
  const [row] = await deps.db.select().from(savedSearches).where(eq(savedSearches.id, subject.searchId));
  return {
    kind: "search",
    query: row ? readSavedQuery(row.query) : null,
    isConfirmed: Boolean(row?.confirmedAt),
  };
}

/**
 * One-click unsubscribe (RFC 8058, issue 30): the link's search is deleted, or the account's
 * favourite alerts turned off. Idempotent: a link used twice, or by the mail client and then by
 * the shopper, answers the same.
 */
export async function unsubscribe(deps: Pick<AlertServiceDeps, "db" | "secret">, token: string) {
  const subject = readUnsubscribeToken(deps.secret, token);
  if (!subject) throw linkInvalid();
  if (subject.kind === "search") {
    await deps.db.delete(savedSearches).where(eq(savedSearches.id, subject.searchId));
  } else {
    await deps.db
      .update(favoriteAlertSettings)
      .set({ isOn: false })
      .where(eq(favoriteAlertSettings.userId, subject.userId));
  }
  return { unsubscribed: true as const };
}

/** Whether the account asked to hear of its favourites (never, until it does). */
export async function getFavoriteAlertSettings(db: Db, userId: string): Promise<FavoriteAlertSettingsDto> {
  const [row] = await db.select().from(favoriteAlertSettings).where(eq(favoriteAlertSettings.userId, userId));
  return { isOn: row?.isOn ?? false, channel: (row?.channel as AlertChannelChoice | undefined) ?? "email" };
}

/** Turns the favourites' alerts on (the shopper's consent, with its time) or off. */
export async function setFavoriteAlertSettings(
  deps: Pick<AlertServiceDeps, "db" | "channels">,
  userId: string,
  input: { isOn: boolean; channel: AlertChannelChoice; language: Language; displayCurrency: DisplayCurrency },
): Promise<FavoriteAlertSettingsDto> {
  if (input.isOn) await deps.channels.assertReachable(input.channel, userId);
  const values = {
    isOn: input.isOn,
    channel: input.channel,
    language: input.language,
    displayCurrency: input.displayCurrency,
    ...(input.isOn ? { consentedAt: new Date() } : {}),
  };
  await deps.db
    .insert(favoriteAlertSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: favoriteAlertSettings.userId, set: values });
  return { isOn: input.isOn, channel: input.channel };
}

/** Guests' searches never confirmed within the link's days are forgotten. */
export async function forgetUnconfirmedSearches(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - savedSearchLimits.confirmDays * 86_400_000);
  await db
    .delete(savedSearches)
    .where(
      and(
        isNull(savedSearches.userId),
        isNull(savedSearches.confirmedAt),
        lt(savedSearches.createdAt, before),
      ),
    );
}
