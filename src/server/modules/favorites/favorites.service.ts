import { and, desc, eq, inArray } from "drizzle-orm";
import type { ListingCardDto } from "../../../shared/catalog-api";
import { refusal } from "../../../shared/errors";
import type { Db } from "../../db/client";
import { getListingSummaries, isListingLive, watchNotFound } from "../catalog/catalog.service";
import { favorites } from "./favorites.schema";

async function favoriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ listingId: favorites.listingId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  return rows.map((row) => row.listingId);
}

/** The shopper's favourites, newest first; a withdrawn watch is left out, a sold one says so. */
export async function listFavorites(db: Db, userId: string): Promise<ListingCardDto[]> {
  const ids = await favoriteIds(db, userId);
  const summaries = await getListingSummaries(db, ids);
  return ids.flatMap((id) => {
    const summary = summaries.get(id);
    return summary?.isVisible ? [summary.card] : [];
  });
}

/** Ids of every favourite, for the heart on each card. */
export function listFavoriteIds(db: Db, userId: string): Promise<string[]> {
  return favoriteIds(db, userId);
}

/**
 * Keeps a watch among the shopper's favourites; true when it was not one yet. Adding it again is
 * not an error (issue 13): the shopper wanted it kept and it is, however often the heart was
 * pressed or a request was sent twice.
 */
export async function addFavorite(db: Db, userId: string, listingId: string): Promise<boolean> {
  if (!(await isListingLive(db, listingId))) throw watchNotFound();
  const inserted = await db
    .insert(favorites)
    .values({ userId, listingId })
    .onConflictDoNothing()
    .returning({ listingId: favorites.listingId });
  return inserted.length > 0;
}

export async function removeFavorite(db: Db, userId: string, listingId: string): Promise<void> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
    .returning({ listingId: favorites.listingId });
  if (removed.length === 0)
    throw refusal("NOT_FOUND", "NOT_IN_FAVORITES", "This watch is not in your favorites.");
}

/** Who keeps each of these watches among their favourites (issue 30: their price and return alerts). */
export async function listFavoriteOwners(
  db: Db,
  listingIds: readonly string[],
): Promise<{ userId: string; listingId: string }[]> {
  if (listingIds.length === 0) return [];
  return db
    .select({ userId: favorites.userId, listingId: favorites.listingId })
    .from(favorites)
    .where(inArray(favorites.listingId, [...listingIds]));
}
