import { and, eq, type SQL } from "drizzle-orm";
import { refusal } from "../../../shared/errors";
import { canMoveHold, type HoldActor, type HoldStatus, isHolding } from "../../../shared/holds";
import type { Db } from "../../db/client";
import {
  holdListingUntil,
  listingUnavailableRefusal,
  type ReservedListing,
  releaseListing,
  reserveListing,
  storeItemsOfListings,
} from "../catalog/listing-stock";
import { releaseStoreItem, reserveStoreItem } from "../inventory/inventory.service";
import { holdEvents, watchHolds } from "./holds.schema";

export type HoldRow = typeof watchHolds.$inferSelect;

/** Who took a step, why (a code of `holdEventNotes`, or staff's decline reason) and its amount. */
export interface HoldStep {
  actor: HoldActor;
  userId?: string | null;
  note?: string | null;
  amountCents?: number | null;
}

type HoldChanges = Partial<
  Pick<
    HoldRow,
    | "expiresAt"
    | "counterCents"
    | "agreedPriceCents"
    | "paymentReference"
    | "refundError"
    | "orderId"
    | "paymentSessionId"
  >
>;

/** The hold, locked for the rest of the transaction, so two steps on it are taken one by one. */
export async function lockHold(tx: Db, where: SQL): Promise<HoldRow | undefined> {
  const [row] = await tx.select().from(watchHolds).where(where).for("update");
  return row;
}

export const lockHoldById = (tx: Db, id: string) => lockHold(tx, eq(watchHolds.id, id));

/**
 * Moves a hold from its status to `to` by the shared transition table with one conditional write
 * (the single place a hold's status changes), and records the step on its timeline. Answers the
 * moved hold, or undefined when it was no longer where the caller read it: another instance, event
 * or click got there first, and nothing is changed twice.
 */
export async function moveHold(
  tx: Db,
  hold: Pick<HoldRow, "id" | "status">,
  to: HoldStatus,
  step: HoldStep,
  changes: HoldChanges = {},
): Promise<HoldRow | undefined> {
  const from = hold.status as HoldStatus;
  if (!canMoveHold(from, to)) return undefined;
  const [moved] = await tx
    .update(watchHolds)
    .set({ status: to, ...changes })
    .where(and(eq(watchHolds.id, hold.id), eq(watchHolds.status, from)))
    .returning();
  if (!moved) return undefined;
  await recordHoldStep(tx, hold.id, from, to, step);
  return moved;
}

/** A step on the timeline; a note of what happened without a move (a late payment) repeats the status. */
export async function recordHoldStep(
  tx: Db,
  holdId: string,
  from: HoldStatus | null,
  to: HoldStatus,
  step: HoldStep,
): Promise<void> {
  await tx.insert(holdEvents).values({
    holdId,
    fromStatus: from,
    toStatus: to,
    actor: step.actor,
    actorUserId: step.userId ?? null,
    note: step.note ?? null,
    amountCents: step.amountCents ?? null,
  });
}

/**
 * Takes the watch for a hold until `until`, as a checkout takes it (one conditional write, its store
 * item with it), in the caller's transaction: refused as a checkout is refused when the watch is
 * reserved by another or no longer for sale, so a watch is never promised twice.
 */
export async function reserveWatch(tx: Db, listingId: string, until: Date): Promise<ReservedListing> {
  const listing = await reserveListing(tx, listingId, 1, until);
  if (!listing) throw await listingUnavailableRefusal(tx, listingId);
  if (listing.inventoryId && !(await reserveStoreItem(tx, listing.inventoryId)))
    throw refusal("CONFLICT", "LISTING_UNAVAILABLE", `Sorry, ${listing.title} is no longer available.`, {
      title: listing.title,
    });
  return listing;
}

/**
 * Gives a hold's watch back to the shop as releasePendingOrder does an order's: for sale again (a
 * watch sold meanwhile is left as it is) and its store item available.
 */
async function releaseHeldWatch(tx: Db, listingId: string | null): Promise<void> {
  if (!listingId) return;
  await releaseListing(tx, listingId, 1);
  for (const itemId of await storeItemsOfListings(tx, [listingId])) await releaseStoreItem(tx, itemId);
}

/**
 * Ends a hold (lapsed, withdrawn, declined, refunded, refund_due): moved, and the watch released
 * when it was the hold's, in the caller's transaction.
 */
export async function endHold(
  tx: Db,
  hold: Pick<HoldRow, "id" | "status" | "listingId">,
  to: Exclude<HoldStatus, "held" | "accepted" | "countered" | "converted">,
  step: HoldStep,
  changes: HoldChanges = {},
): Promise<HoldRow | undefined> {
  const moved = await moveHold(tx, hold, to, step, { expiresAt: null, ...changes });
  if (moved && isHolding(hold.status as HoldStatus)) await releaseHeldWatch(tx, hold.listingId);
  return moved;
}

/**
 * An unpaid order of a hold was let go (expired, cancelled, failed): it never took the watch, so
 * the watch stays with the hold while the hold still keeps it, shown reserved until its deadline.
 */
export async function keepWatchWithHold(tx: Db, holdId: string): Promise<void> {
  const [hold] = await tx.select().from(watchHolds).where(eq(watchHolds.id, holdId));
  if (hold?.listingId && hold.expiresAt && isHolding(hold.status as HoldStatus))
    await holdListingUntil(tx, hold.listingId, hold.expiresAt);
}

/** The order that paid a hold's balance or offer price was paid: the hold is converted with it. */
export async function convertHold(tx: Db, holdId: string, orderId: string): Promise<HoldRow | undefined> {
  const hold = await lockHoldById(tx, holdId);
  if (!hold) return undefined;
  return moveHold(tx, hold, "converted", { actor: "provider" }, { orderId, expiresAt: null });
}
