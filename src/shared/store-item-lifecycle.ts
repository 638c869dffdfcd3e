import { inventoryStatuses } from "./catalog";

/**
 * The store item's status as a transition table (issue 24), like the orders' (orders.ts): a watch
 * in stock is reserved by a checkout, sold by its payment (or by staff, for a sale in the shop),
 * shipped; a cancelled checkout, an expired reservation or a refund with restock puts it back in
 * stock. Every writer (checkout, payment events, refunds, the staff dialog) moves it through
 * `canMoveStoreItem`; the database refuses any status outside `storeItemStatuses`.
 */
export const storeItemStatuses = [...inventoryStatuses, "reserved"] as const;
export type StoreItemStatus = (typeof storeItemStatuses)[number];

export const storeItemTransitions: Readonly<Record<StoreItemStatus, readonly StoreItemStatus[]>> = {
  available: ["reserved", "sold"],
  reserved: ["available", "sold"],
  sold: ["shipped", "available"],
  shipped: ["available"],
};

/** Whether a store item in `from` may move to `to` (staying where it is is no move). */
export function canMoveStoreItem(from: StoreItemStatus, to: StoreItemStatus): boolean {
  return storeItemTransitions[from].includes(to);
}
