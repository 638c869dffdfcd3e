/**
 * The order lifecycle as a transition table (STYLE.md 9; ARCHITECTURE.md, Decisions: orders are
 * real). pending at checkout → paid (payment webhook) → shipped → delivered; an unpaid order is
 * cancelled or expires; money taken is given back as refunded. A paid order that will not ship is
 * refunded, not cancelled: "cancelled" always means no money was taken, so it needs no refund.
 */
export const orderStatuses = [
  "pending",
  "paid",
  "shipped",
  "delivered",
  "cancelled",
  "expired",
  "refunded",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Where each status may go next; cancelled, expired and refunded are final. */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["paid", "cancelled", "expired"],
  paid: ["shipped", "refunded"],
  shipped: ["delivered", "refunded"],
  delivered: ["refunded"],
  cancelled: [],
  expired: [],
  refunded: [],
};

/** Whether an order in `from` may move to `to` (never to the status it already has). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}
