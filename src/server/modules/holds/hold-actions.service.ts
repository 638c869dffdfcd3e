import { AppError, refusal } from "../../../shared/errors";
import type { AdminHoldDto, HoldDto, OfferSentDto, OfferWrite } from "../../../shared/hold-schemas";
import {
  COUNTER_VALID_HOURS,
  dayMs,
  type HoldStatus,
  hourMs,
  isCounterInRange,
  OFFER_ANSWER_DAYS,
  OFFER_CHECKOUT_HOURS,
  offerRefusal,
  openOfferStatuses,
} from "../../../shared/holds";
import type { SessionUser } from "../../../shared/session";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import type { PurchaseLane } from "../../http/purchase-lane";
import type { Logger } from "../../logger";
import type { Mailer } from "../../providers/mail/mail";
import type { Payments } from "../../providers/payments/create-payments";
import { recordAudit } from "../audit/audit.service";
import { getListingSummaries } from "../catalog/catalog.service";
import { listingUnavailableRefusal } from "../catalog/listing-stock";
import {
  cancelPendingHoldCheckouts,
  displayedAtCheckout,
  holdHasPendingOrder,
} from "../orders/checkout.service";
import { getHoldSettings } from "../settings/settings.service";
import {
  endHold,
  type HoldRow,
  type HoldStep,
  lockHoldById,
  moveHold,
  recordHoldStep,
  reserveWatch,
} from "./hold-lifecycle";
import { announceHoldChange } from "./hold-notices";
import { closeDepositSession, lapseUnpaidDeposit, newHoldToken, refundDeposit } from "./hold-payments";
import { watchHolds } from "./holds.schema";
import {
  findHold,
  findHoldByToken,
  getAdminHold,
  getHoldForShopper,
  holdNotFound,
  holdStateChanged,
} from "./holds.service";

export interface HoldActionDeps {
  db: Db;
  lane: PurchaseLane;
  payments: Payments;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
}

const openOfferRefusal = () =>
  refusal(
    "CONFLICT",
    "OFFER_ALREADY_OPEN",
    "You already have an open offer on this watch. Check your e-mail for its link.",
  );

/**
 * POST /api/listings/:id/offers (issue 31): an offer on a watch for sale now, between half its price
 * and its price, one open per e-mail and watch (the database's unique index settles a double
 * click). The watch is not held until staff accept. The shopper and the staff are mailed.
 */
export async function createOffer(
  deps: HoldActionDeps,
  listingId: string,
  input: Omit<OfferWrite, "website">,
  user: SessionUser | null,
): Promise<OfferSentDto> {
  const { db } = deps;
  const terms = await getHoldSettings(db);
  if (!terms.offersEnabled)
    throw refusal("CONFLICT", "OFFERS_OFF", "The shop is not taking offers at the moment.");
  const card = (await getListingSummaries(db, [listingId])).get(listingId)?.card;
  if (!card?.isAvailable || card.reservedUntil) throw await listingUnavailableRefusal(db, listingId);
  const refused = offerRefusal(input.amountCents, card.priceCents);
  if (refused === "OFFER_TOO_LOW")
    throw refusal("VALIDATION_ERROR", refused, "An offer must be at least half of the watch's price.");
  if (refused === "OFFER_NOT_BELOW_PRICE")
    throw refusal("VALIDATION_ERROR", refused, "An offer must be below the watch's price.");
  const displayed = await displayedAtCheckout(db, input.displayCurrency);
  const hold = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(watchHolds)
        .values({
          token: newHoldToken(),
          kind: "offer",
          status: "offered",
          listingId,
          listingTitle: card.title,
          listingPriceCents: card.priceCents,
          userId: user?.id ?? null,
          email: input.email,
          name: input.name,
          phone: input.phone ?? null,
          language: input.language,
          ...displayed,
          offerCents: input.amountCents,
          note: input.note ?? null,
          expiresAt: new Date(Date.now() + OFFER_ANSWER_DAYS * dayMs),
        })
        .returning();
      if (!row) throw new AppError("INTERNAL_ERROR", "The offer could not be written");
      await recordHoldStep(tx, row.id, null, "offered", {
        actor: "customer",
        userId: user?.id,
        amountCents: input.amountCents,
      });
      return row;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, "watch_holds_open_offer_idx")) throw openOfferRefusal();
      throw error;
    });
  await announceHoldChange(deps, hold.id, "offered");
  return { token: hold.token, status: "offered" };
}

/** Who on the staff acts, for the timeline and the audit log. */
export interface StaffActor {
  userId: string;
  ip?: string;
}

type StaffAction = "accept" | "counter" | "decline" | "cancel";

const audited = (hold: HoldRow) => ({
  status: hold.status,
  priceCents: hold.agreedPriceCents ?? hold.counterCents ?? hold.offerCents ?? hold.depositCents,
});

async function audit(tx: Db, actor: StaffActor, action: StaffAction, before: HoldRow, after: HoldRow) {
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: `hold.${action}`,
    entityType: "watch_hold",
    entityId: before.id,
    label: before.listingTitle,
    before: audited(before),
    after: audited(after),
    ip: actor.ip,
  });
}

/** An offer (or a counter) accepted: the watch held for OFFER_CHECKOUT_HOURS at the agreed price. */
async function acceptAt(tx: Db, hold: HoldRow, agreedCents: number, step: HoldStep): Promise<HoldRow> {
  const until = new Date(Date.now() + OFFER_CHECKOUT_HOURS * hourMs);
  // Refused as a checkout is (the watch gone or reserved): the whole step is rolled back, the offer as it was.
  if (!hold.listingId) throw refusal("CONFLICT", "LISTING_UNAVAILABLE", "This watch is no longer available.");
  await reserveWatch(tx, hold.listingId, until);
  const accepted = await moveHold(
    tx,
    hold,
    "accepted",
    { ...step, amountCents: agreedCents },
    {
      agreedPriceCents: agreedCents,
      expiresAt: until,
    },
  );
  if (!accepted) throw holdStateChanged();
  return accepted;
}

/** A locked hold of the kind and in one of the statuses a step starts from, else 404 / 409. */
async function lockedFor(
  tx: Db,
  id: string,
  kind: "offer" | "deposit" | undefined,
  from: readonly HoldStatus[],
): Promise<HoldRow> {
  const hold = await lockHoldById(tx, id);
  if (!hold) throw holdNotFound();
  if ((kind && hold.kind !== kind) || !from.includes(hold.status as HoldStatus)) throw holdStateChanged();
  return hold;
}

/** Staff answer an offer: accept (the watch held for its checkout), counter, or decline. */
export async function answerOffer(
  deps: HoldActionDeps,
  actor: StaffActor,
  id: string,
  answer:
    | { action: "accept" }
    | { action: "counter"; amountCents: number }
    | { action: "decline"; reason?: string },
): Promise<AdminHoldDto> {
  const step: HoldStep = { actor: "staff", userId: actor.userId };
  const moved = await deps.lane.run(() =>
    deps.db.transaction(async (tx) => {
      const hold = await lockedFor(
        tx,
        id,
        "offer",
        answer.action === "decline" ? ["offered", "countered"] : ["offered"],
      );
      let after: HoldRow | undefined;
      if (answer.action === "accept") after = await acceptAt(tx, hold, hold.offerCents ?? 0, step);
      if (answer.action === "counter") {
        if (!isCounterInRange(answer.amountCents, hold.offerCents ?? 0, hold.listingPriceCents))
          throw refusal(
            "VALIDATION_ERROR",
            "COUNTER_OUT_OF_RANGE",
            "A counter-offer must be above the shopper's offer and below the watch's price.",
          );
        after = await moveHold(
          tx,
          hold,
          "countered",
          { ...step, amountCents: answer.amountCents },
          {
            counterCents: answer.amountCents,
            expiresAt: new Date(Date.now() + COUNTER_VALID_HOURS * hourMs),
          },
        );
      }
      if (answer.action === "decline")
        after = await endHold(tx, hold, "declined", { ...step, note: answer.reason ?? null });
      if (!after) throw holdStateChanged();
      await audit(tx, actor, answer.action, hold, after);
      return after;
    }),
  );
  await announceHoldChange(deps, moved.id, moved.status as HoldStatus, {
    reason: answer.action === "decline" ? answer.reason : undefined,
  });
  return getAdminHold(deps.db, id);
}

/** The shopper takes staff's counter-offer while it stands: accepted at the counter, the watch held. */
export async function acceptCounter(deps: HoldActionDeps, token: string): Promise<HoldDto> {
  const found = await findHoldByToken(deps.db, token);
  if (!found) throw holdNotFound();
  await deps.lane.run(() =>
    deps.db.transaction(async (tx) => {
      const hold = await lockedFor(tx, found.id, "offer", ["countered"]);
      if (!hold.expiresAt || hold.expiresAt <= new Date() || hold.counterCents === null)
        throw holdStateChanged();
      await acceptAt(tx, hold, hold.counterCents, { actor: "customer", userId: hold.userId });
    }),
  );
  return getHoldForShopper(deps.db, token);
}

/** The shopper refuses staff's counter-offer: the offer is declined, by them. */
export async function declineCounter(deps: HoldActionDeps, token: string): Promise<HoldDto> {
  const found = await findHoldByToken(deps.db, token);
  if (!found) throw holdNotFound();
  await deps.db.transaction(async (tx) => {
    const hold = await lockedFor(tx, found.id, "offer", ["countered"]);
    if (!(await endHold(tx, hold, "declined", { actor: "customer", userId: hold.userId })))
      throw holdStateChanged();
  });
  return getHoldForShopper(deps.db, token);
}

/**
 * Closes the hold's unpaid checkouts before the hold itself ends; one the shopper paid meanwhile
 * (its event on the way) stops the cancellation: the hold converts instead.
 */
async function closeCheckouts(deps: HoldActionDeps, hold: HoldRow, step: HoldStep): Promise<void> {
  await cancelPendingHoldCheckouts(deps, hold.id, {
    actor: step.actor === "staff" ? "admin" : step.actor,
    userId: step.userId,
    note: step.actor === "staff" ? null : "cancelled_by_shopper",
  });
  if (await holdHasPendingOrder(deps.db, hold.id)) throw holdStateChanged();
}

/**
 * Ends a hold at the shopper's or staff's word: an unpaid deposit lapses (its page closed first), a
 * paid one is refunded through its provider (refund_due when it refuses), a refused refund is tried
 * again; an offer is withdrawn by the shopper, declined or let go by staff (an accepted one's watch
 * released). Answers the hold as it now stands.
 */
async function cancelHold(deps: HoldActionDeps, id: string, step: HoldStep): Promise<HoldRow> {
  const hold = await findHold(deps.db, id);
  if (!hold) throw holdNotFound();
  const status = hold.status as HoldStatus;
  if (hold.kind === "deposit") {
    if (status === "awaiting_deposit") {
      if (!(await closeDepositSession(deps, hold))) throw holdStateChanged();
      const lapsed = await lapseUnpaidDeposit(deps.db, id, step);
      if (!lapsed) throw holdStateChanged();
      return lapsed;
    }
    if (status === "held" || status === "refund_due") {
      await closeCheckouts(deps, hold, step);
      const refunded = await refundDeposit(deps, id, step);
      // Refused again while refund_due: the hold stands as it was, its reason renewed.
      if (!refunded && status !== "refund_due") throw holdStateChanged();
      return refunded ?? hold;
    }
    throw holdStateChanged();
  }
  if (!(openOfferStatuses as readonly HoldStatus[]).includes(status)) throw holdStateChanged();
  if (status === "accepted") await closeCheckouts(deps, hold, step);
  const to = step.actor === "staff" ? (status === "accepted" ? "lapsed" : "declined") : "withdrawn";
  const ended = await deps.db.transaction(async (tx) => {
    const locked = await lockedFor(tx, id, "offer", [status]);
    return endHold(tx, locked, to, step);
  });
  if (!ended) throw holdStateChanged();
  return ended;
}

/** POST /api/holds/:token/cancel: the shopper cancels a deposit (refunded) or withdraws an offer. */
export async function cancelHoldByShopper(deps: HoldActionDeps, token: string): Promise<HoldDto> {
  const found = await findHoldByToken(deps.db, token);
  if (!found) throw holdNotFound();
  const ended = await cancelHold(deps, found.id, {
    actor: "customer",
    userId: found.userId,
    note: "cancelled_by_shopper",
  });
  if (ended.status === "refunded") await announceHoldChange(deps, ended.id, "refunded");
  return getHoldForShopper(deps.db, token);
}

/** POST /api/admin/holds/:id/cancel: staff refund a deposit now, or let an offer go; audited. */
export async function cancelHoldByStaff(
  deps: HoldActionDeps,
  actor: StaffActor,
  id: string,
): Promise<AdminHoldDto> {
  const before = await findHold(deps.db, id);
  if (!before) throw holdNotFound();
  const ended = await cancelHold(deps, id, {
    actor: "staff",
    userId: actor.userId,
    note: "cancelled_by_staff",
  });
  await audit(deps.db, actor, "cancel", before, ended);
  if (ended.status !== "refund_due") await announceHoldChange(deps, ended.id, ended.status as HoldStatus);
  return getAdminHold(deps.db, id);
}
