/**
 * Issue 31, "Reserve with a deposit; make an offer": a hold on one watch, as a transition table
 * (STYLE.md: every lifecycle is a table). A deposit holds the watch for a set number of days once
 * paid, then the balance is paid (converted) or the deposit is given back (refunded; refund_due
 * while the provider refuses it). An offer is answered by staff (accepted: a checkout at that price
 * for 48 hours; countered; declined); the shopper may take or refuse a counter, or withdraw.
 */
export const holdKinds = ["deposit", "offer"] as const;
export type HoldKind = (typeof holdKinds)[number];

export const holdStatuses = [
  "awaiting_deposit",
  "held",
  "refund_due",
  "offered",
  "countered",
  "accepted",
  "converted",
  "lapsed",
  "declined",
  "withdrawn",
  "refunded",
] as const;
export type HoldStatus = (typeof holdStatuses)[number];

export const holdTransitions: Readonly<Record<HoldStatus, readonly HoldStatus[]>> = {
  awaiting_deposit: ["held", "lapsed"],
  held: ["converted", "refunded", "refund_due"],
  refund_due: ["refunded"],
  offered: ["accepted", "countered", "declined", "withdrawn", "lapsed"],
  countered: ["accepted", "declined", "withdrawn", "lapsed"],
  accepted: ["converted", "lapsed", "withdrawn"],
  converted: [],
  lapsed: [],
  declined: [],
  withdrawn: [],
  refunded: [],
};

export function canMoveHold(from: HoldStatus, to: HoldStatus): boolean {
  return holdTransitions[from].includes(to);
}

export function isHoldStatus(value: unknown): value is HoldStatus {
  return typeof value === "string" && (holdStatuses as readonly string[]).includes(value);
}

/** The statuses a hold still moves from: staff's "open" count and the shopper's one open offer. */
export const openHoldStatuses = [
  "awaiting_deposit",
  "held",
  "refund_due",
  "offered",
  "countered",
  "accepted",
] as const satisfies readonly HoldStatus[];

/** An offer still being talked about: one per e-mail and watch. */
export const openOfferStatuses = [
  "offered",
  "countered",
  "accepted",
] as const satisfies readonly HoldStatus[];

/** While in these, the hold keeps the watch from every other shopper (the listing is reserved for it). */
export const holdingStatuses = [
  "awaiting_deposit",
  "held",
  "accepted",
] as const satisfies readonly HoldStatus[];

/** The statuses a checkout with the hold's link may pay: the balance of a deposit, an accepted offer. */
export const payableHoldStatuses = ["held", "accepted"] as const satisfies readonly HoldStatus[];

export const isHolding = (status: HoldStatus) => (holdingStatuses as readonly HoldStatus[]).includes(status);
export const isPayable = (status: HoldStatus) =>
  (payableHoldStatuses as readonly HoldStatus[]).includes(status);

/** A hold that moves no more (bought, lapsed, declined, withdrawn, refunded): the terminal statuses. */
export const isHoldEnded = (status: HoldStatus) => holdTransitions[status].length === 0;

/** Who moved a hold (its timeline says so). */
export const holdActors = ["customer", "staff", "system", "provider"] as const;
export type HoldActor = (typeof holdActors)[number];

/** Why a step happened, as a code each language words (never an English sentence on an Arabic page). */
export const holdEventNotes = [
  "deposit_expired",
  "provider_failed",
  "payment_failed",
  "late_payment",
  "payment_mismatch",
  "refund_failed",
  "hold_ran_out",
  "no_answer",
  "counter_ran_out",
  "checkout_ran_out",
  "watch_gone",
  "cancelled_by_shopper",
  "cancelled_by_staff",
] as const;
export type HoldEventNote = (typeof holdEventNotes)[number];

/** An accepted offer is paid within this many hours, else the watch goes back on sale. */
export const OFFER_CHECKOUT_HOURS = 48;
/** A counter-offer stands this long for the shopper to take. */
export const COUNTER_VALID_HOURS = 48;
/** An offer staff never answered lapses after this many days. */
export const OFFER_ANSWER_DAYS = 7;

export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

/** The store settings that govern holds, their bounds and defaults (Settings → Sales). */
export const depositPercentBounds = { min: 0, max: 50 } as const;
export const depositDaysBounds = { min: 1, max: 30 } as const;
export interface HoldSettings {
  /** 0 turns reserving with a deposit off. */
  depositPercent: number;
  depositDays: number;
  offersEnabled: boolean;
}
export const defaultHoldSettings: HoldSettings = { depositPercent: 10, depositDays: 7, offersEnabled: true };

/** The deposit on a watch of `priceCents`: `percent` of it, rounded to the cent. */
export function depositCents(priceCents: number, percent: number): number {
  return Math.round((priceCents * percent) / 100);
}

/** What an offer on a watch of `priceCents` may be: at least half its price, and below it. */
export function offerBounds(priceCents: number): { minimumCents: number; maximumCents: number } {
  return { minimumCents: Math.ceil(priceCents / 2), maximumCents: priceCents - 1 };
}

/** Why an offer of `amountCents` is refused for a watch of `priceCents`, or null when it may be made. */
export function offerRefusal(
  amountCents: number,
  priceCents: number,
): "OFFER_TOO_LOW" | "OFFER_NOT_BELOW_PRICE" | null {
  const bounds = offerBounds(priceCents);
  if (amountCents > bounds.maximumCents) return "OFFER_NOT_BELOW_PRICE";
  if (amountCents < bounds.minimumCents) return "OFFER_TOO_LOW";
  return null;
}

/** Whether staff may counter `offerCents` with `counterCents` on a watch of `priceCents`. */
export function isCounterInRange(counterCents: number, offerCents: number, priceCents: number): boolean {
  return counterCents > offerCents && counterCents < priceCents;
}
