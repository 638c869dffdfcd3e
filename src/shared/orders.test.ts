import { describe, expect, it } from "vitest";
import { canTransition, type OrderStatus, orderStatuses } from "./orders";

/** Every allowed move, written out once more by hand so a change to the table is a decision. */
const allowed = new Set([
  "pending>paid",
  "pending>cancelled",
  "pending>expired",
  "paid>shipped",
  "paid>refunded",
  "shipped>delivered",
  "shipped>refunded",
  "delivered>refunded",
]);

describe("canTransition", () => {
  const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));

  it.each(pairs)("%s -> %s", (from: OrderStatus, to: OrderStatus) => {
    expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it("covers the seven statuses the database accepts", () => {
    expect(orderStatuses).toEqual([
      "pending",
      "paid",
      "shipped",
      "delivered",
      "cancelled",
      "expired",
      "refunded",
    ]);
    expect(pairs).toHaveLength(49);
  });

  it("leaves cancelled, expired and refunded final", () => {
    for (const from of ["cancelled", "expired", "refunded"] as const) {
      expect(orderStatuses.filter((to) => canTransition(from, to))).toEqual([]);
    }
  });
});
