import { and, count, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { type AppError, refusal } from "../../../shared/errors";
import type { Db } from "../../db/client";
import { listings } from "./catalog.schema";
import { getListingSummaries, watchReserved } from "./catalog.service";
import { listingIsForSale } from "./listing-lifecycle";

/** What an order line keeps of the watch it reserved: the price and words at the moment of sale. */
export interface ReservedListing {
  id: string;
  slug: string;
  title: string;
  brand: string | null;
  model: string | null;
  reference: string | null;
  priceCents: number;
  imageUrl: string | null;
  inventoryId: string | null;
}

/**
 * Takes `quantity` pieces of a watch for a checkout with one conditional write (ARCHITECTURE.md,
 * Decisions: each listing is one physical watch): of two checkouts racing for the last piece the
 * database lets exactly one through, on PGlite and on PostgreSQL with many app instances. Nothing
 * is reserved, and undefined is answered, when the watch is no longer for sale in that number.
 * Taking the last piece marks the watch reserved until `until`, when the checkout lets go of it
 * (issue 24: every other shopper sees it reserved, with that time, instead of sold).
 */
export async function reserveListing(
  tx: Db,
  listingId: string,
  quantity: number,
  until: Date,
): Promise<ReservedListing | undefined> {
  const [row] = await tx
    .update(listings)
    .set({
      stock: sql`${listings.stock} - ${quantity}`,
      reservedUntil: sql`case when ${listings.stock} = ${quantity} then ${until.toISOString()}::timestamptz else ${listings.reservedUntil} end`,
    })
    .where(and(eq(listings.id, listingId), listingIsForSale, gte(listings.stock, quantity)))
    .returning({ id: listings.id, priceCents: listings.priceCents, inventoryId: listings.inventoryId });
  if (!row) return undefined;
  return snapshotOf(tx, row);
}

/** What an order line keeps of a watch: its current words and image, with the price given. */
async function snapshotOf(
  tx: Db,
  row: { id: string; priceCents: number; inventoryId: string | null },
): Promise<ReservedListing> {
  // The card's words fall back to the linked inventory item, as the shopper saw them.
  const card = (await getListingSummaries(tx, [row.id])).get(row.id)?.card;
  return {
    id: row.id,
    slug: card?.slug ?? "",
    title: card?.title ?? "",
    brand: card?.brand ?? null,
    model: card?.model ?? null,
    reference: card?.reference ?? null,
    priceCents: row.priceCents,
    imageUrl: card?.image?.url ?? null,
    inventoryId: row.inventoryId,
  };
}

/**
 * Issue 31: a watch a deposit or an accepted offer already keeps, as its checkout's line snapshots
 * it; nothing is reserved again. Undefined once the watch is sold.
 */
export async function heldListing(tx: Db, listingId: string): Promise<ReservedListing | undefined> {
  const [row] = await tx
    .select({ id: listings.id, priceCents: listings.priceCents, inventoryId: listings.inventoryId })
    .from(listings)
    .where(and(eq(listings.id, listingId), isNull(listings.soldAt)));
  return row ? snapshotOf(tx, row) : undefined;
}

/**
 * Issue 31: a watch a hold keeps shows "Reserved until" the hold's deadline (a paid deposit's days,
 * an accepted offer's 48 hours), as a checkout's does; a sold watch is left as it is.
 */
export async function holdListingUntil(tx: Db, listingId: string, until: Date): Promise<void> {
  await tx
    .update(listings)
    .set({ reservedUntil: until })
    .where(and(eq(listings.id, listingId), isNull(listings.soldAt), eq(listings.stock, 0)));
}

/**
 * Why a checkout could not take a watch, named by its title: reserved by another shopper's
 * checkout (until when), or no longer available ("Sorry, Rolex Submariner is no longer available").
 */
export async function listingUnavailableRefusal(db: Db, listingId: string): Promise<AppError> {
  const card = (await getListingSummaries(db, [listingId])).get(listingId)?.card;
  if (card?.reservedUntil) return watchReserved(card);
  const title = card?.title ?? "";
  return refusal("CONFLICT", "LISTING_UNAVAILABLE", `Sorry, ${title} is no longer available.`, { title });
}

/**
 * Gives back what an unpaid checkout held, so the watch is for sale again and no longer reserved;
 * a watch sold meanwhile is left as it is.
 */
export async function releaseListing(tx: Db, listingId: string, quantity: number): Promise<void> {
  await tx
    .update(listings)
    .set({ stock: sql`${listings.stock} + ${quantity}`, reservedUntil: null })
    .where(and(eq(listings.id, listingId), isNull(listings.soldAt)));
}

/**
 * A paid order's watch: once its last piece is sold it leaves the collection but keeps its page,
 * marked sold (listing-lifecycle.ts). Answers the store inventory item it was linked to, when this
 * call sold it.
 */
export async function markListingSold(
  tx: Db,
  listingId: string,
): Promise<{ inventoryId: string | null } | undefined> {
  const [row] = await tx
    .update(listings)
    .set({ isActive: false, soldAt: sql`now()`, reservedUntil: null })
    .where(and(eq(listings.id, listingId), eq(listings.stock, 0), isNull(listings.soldAt)))
    .returning({ inventoryId: listings.inventoryId });
  return row;
}

/** The store inventory items the given listings sell (an order's shipment and refund follow them). */
export async function storeItemsOfListings(tx: Db, listingIds: readonly string[]): Promise<string[]> {
  if (listingIds.length === 0) return [];
  const rows = await tx
    .select({ inventoryId: listings.inventoryId })
    .from(listings)
    .where(inArray(listings.id, [...listingIds]));
  return rows.flatMap((row) => (row.inventoryId ? [row.inventoryId] : []));
}

/** How many watches are for sale now: the staff's low-stock notice (issue 28). */
export async function countListingsForSale(db: Db): Promise<number> {
  const [row] = await db.select({ forSale: count() }).from(listings).where(listingIsForSale);
  return row?.forSale ?? 0;
}
