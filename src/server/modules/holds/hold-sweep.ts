import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { HoldEventNote, HoldStatus } from "../../../shared/holds";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { Mailer } from "../../providers/mail/mail";
import type { Payments } from "../../providers/payments/create-payments";
import { getListingSummaries } from "../catalog/catalog.service";
import { holdHasPendingOrder } from "../orders/checkout.service";
import { endHold, type HoldRow, lockHoldById } from "./hold-lifecycle";
import { announceHoldChange } from "./hold-notices";
import { closeDepositSession, lapseUnpaidDeposit, refundDeposit } from "./hold-payments";
import { watchHolds } from "./holds.schema";

/** How many run-out holds of each status one pass handles; the next pass takes the rest. */
const batchSize = 100;
/** A refund the provider refused is tried again after this long, not at every pass. */
const refundRetryMs = 10 * 60_000;

export interface HoldSweepDeps {
  db: Db;
  payments: Payments;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
}

const system = (note: HoldEventNote) => ({ actor: "system" as const, note });

/** The holds in `status` whose step ran out before `before`, oldest first. */
function due(db: Db, status: HoldStatus, before: Date, column: "expiresAt" | "updatedAt" = "expiresAt") {
  return db
    .select()
    .from(watchHolds)
    .where(and(eq(watchHolds.status, status), lt(watchHolds[column], before)))
    .orderBy(asc(watchHolds[column]))
    .limit(batchSize);
}

/** An offer's step that ran out (no answer, a counter not taken, a checkout not paid), still so once locked. */
async function lapseOffer(db: Db, hold: HoldRow, note: HoldEventNote, now: Date) {
  return db.transaction(async (tx) => {
    const locked = await lockHoldById(tx, hold.id);
    if (!locked || locked.status !== hold.status || !locked.expiresAt || locked.expiresAt >= now)
      return undefined;
    return endHold(tx, locked, "lapsed", system(note));
  });
}

type Ended = { hold: HoldRow; status: HoldStatus; watchGone?: boolean };

/** Offers still being talked about, on watches sold or withdrawn meanwhile: lapsed, the watch gone. */
async function lapseOffersOnGoneWatches(db: Db): Promise<Ended[]> {
  const talking = ["offered", "countered"] as const;
  const rows = await db
    .selectDistinct({ listingId: watchHolds.listingId })
    .from(watchHolds)
    .where(inArray(watchHolds.status, [...talking]));
  const ids = rows.flatMap((row) => (row.listingId ? [row.listingId] : []));
  const cards = await getListingSummaries(db, ids);
  // A watch in someone's checkout may come back: only one no longer listed at all is gone.
  const gone = ids.filter((id) => {
    const card = cards.get(id)?.card;
    return !card || (!card.isAvailable && !card.reservedUntil);
  });
  if (gone.length === 0) return [];
  const offers = await db
    .select()
    .from(watchHolds)
    .where(and(inArray(watchHolds.listingId, gone), inArray(watchHolds.status, [...talking])));
  const ended: Ended[] = [];
  for (const offer of offers) {
    const lapsed = await db.transaction(async (tx) => {
      const locked = await lockHoldById(tx, offer.id);
      return locked?.status === offer.status
        ? endHold(tx, locked, "lapsed", system("watch_gone"))
        : undefined;
    });
    if (lapsed) ended.push({ hold: lapsed, status: "lapsed", watchGone: true });
  }
  return ended;
}

/**
 * Issue 31: ends the holds whose time ran out, even when no event or click ever comes. Safe with
 * any number of instances sweeping at once: every move is a conditional write on a locked hold. A
 * hold whose checkout is under way is left until that checkout ends (its order's own sweep).
 *  - an unpaid deposit: its page closed at the provider (one paid at the last moment is left for
 *    its event), then lapsed and the watch released;
 *  - a paid deposit past its days: refunded through the provider, or refund_due when it refuses
 *    (the watch released either way), tried again later;
 *  - an accepted offer not paid in 48 hours, a counter not taken, an offer not answered, an offer
 *    on a watch sold or withdrawn meanwhile: lapsed.
 */
export async function sweepHolds(deps: HoldSweepDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const ended: Ended[] = await lapseOffersOnGoneWatches(db);
  for (const hold of await due(db, "awaiting_deposit", now)) {
    if (!(await closeDepositSession(deps, hold))) continue;
    const lapsed = await lapseUnpaidDeposit(db, hold.id, system("deposit_expired"));
    if (lapsed) ended.push({ hold: lapsed, status: "lapsed" });
  }
  const refundable = [
    ...(await due(db, "held", now)).map((hold) => ({ hold, note: "hold_ran_out" as const })),
    ...(await due(db, "refund_due", new Date(now.getTime() - refundRetryMs), "updatedAt")).map((hold) => ({
      hold,
      note: "refund_failed" as const,
    })),
  ];
  for (const { hold, note } of refundable) {
    if (await holdHasPendingOrder(db, hold.id)) continue;
    const refunded = await refundDeposit(deps, hold.id, system(note));
    if (refunded) ended.push({ hold: refunded, status: refunded.status as HoldStatus });
  }
  const offers = [
    ["accepted", "checkout_ran_out"],
    ["countered", "counter_ran_out"],
    ["offered", "no_answer"],
  ] as const;
  for (const [status, note] of offers) {
    for (const hold of await due(db, status, now)) {
      if (status === "accepted" && (await holdHasPendingOrder(db, hold.id))) continue;
      const lapsed = await lapseOffer(db, hold, note, now);
      if (lapsed) ended.push({ hold: lapsed, status: "lapsed" });
    }
  }
  for (const { hold, status, watchGone } of ended) {
    if (status !== "refund_due") await announceHoldChange(deps, hold.id, status, { watchGone });
  }
  if (ended.length > 0) deps.log.info({ ended: ended.length }, "ended run-out holds");
  return ended.length;
}

/** Runs the sweep every minute in this instance, beside the checkouts' own; the timer never keeps the process alive. */
export function scheduleHoldSweep(deps: HoldSweepDeps, everyMs = 60_000) {
  const run = () => sweepHolds(deps).catch((error) => deps.log.warn({ err: error }, "hold sweep failed"));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
