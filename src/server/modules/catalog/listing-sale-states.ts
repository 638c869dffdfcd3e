import { and, asc, gt, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listings } from "./catalog.schema";
import { listingIsForSale } from "./listing-lifecycle";

/** Whether a listing can be bought now, and at what price: what the alerts compare (issue 30). */
export interface ListingSaleState {
  id: string;
  isForSale: boolean;
  priceCents: number;
}

const columns = {
  id: listings.id,
  isForSale: sql<boolean>`(${listingIsForSale})`.mapWith(Boolean),
  priceCents: listings.priceCents,
};

/** The sale state of each of these listings (a deleted one is absent). */
export async function getListingSaleStates(db: Db, ids: readonly string[]): Promise<ListingSaleState[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(listings)
    .where(inArray(listings.id, [...ids]));
}

/**
 * Every listing's sale state, `limit` at a time in id order after `afterId` (the job's full look);
 * with `changedSince`, only the listings written since then (`updated_at`, on listings_updated_idx).
 */
export async function listListingSaleStates(
  db: Db,
  afterId: string | undefined,
  limit: number,
  changedSince?: Date,
): Promise<ListingSaleState[]> {
  return db
    .select(columns)
    .from(listings)
    .where(
      and(
        afterId ? (gt(listings.id, afterId) as SQL) : undefined,
        changedSince ? gte(listings.updatedAt, changedSince) : undefined,
      ),
    )
    .orderBy(asc(listings.id))
    .limit(limit);
}
