/**
 * Issue 31, "Sell or trade in your watch": a seller's request as a transition table (STYLE.md, every
 * lifecycle is a table). Staff answer a submitted request with a firm offer, a counter-offer or a
 * refusal; a counter is answered again (a firm offer once the seller agrees by mail or phone, another
 * counter, or a refusal); a firm offer ends with the watch bought (it is in the shop's hands, checked
 * and paid for: it becomes a store inventory item) or declined (the seller withdrew, or the watch was
 * not what was described). Declined and bought are final. Decision 030.
 */
export const tradeInStatuses = ["submitted", "countered", "offered", "declined", "bought"] as const;
export type TradeInStatus = (typeof tradeInStatuses)[number];

export const tradeInTransitions: Readonly<Record<TradeInStatus, readonly TradeInStatus[]>> = {
  submitted: ["offered", "countered", "declined"],
  // A new counter replaces the last one: the conversation goes on until a firm offer or a refusal.
  countered: ["offered", "countered", "declined"],
  offered: ["bought", "declined"],
  declined: [],
  bought: [],
};

/** Whether a request in `from` may move to `to`. */
export function canMoveTradeIn(from: TradeInStatus, to: TradeInStatus): boolean {
  return tradeInTransitions[from].includes(to);
}

/** The statuses from which a request may move to `to`, for a conditional write. */
export function tradeInStatusesBefore(to: TradeInStatus): TradeInStatus[] {
  return tradeInStatuses.filter((from) => canMoveTradeIn(from, to));
}

/**
 * Decision 031: a declined request's photos are deleted this many days after the refusal (a bought
 * request's stay with it, the provenance of the stock item it became).
 */
export const declinedPhotoRetentionDays = 90;

/** What staff do to a request, and the status each leads to. */
export const tradeInActions = {
  offer: "offered",
  counter: "countered",
  decline: "declined",
  buy: "bought",
} as const;
export type TradeInAction = keyof typeof tradeInActions;
