import { describe, expect, it } from "vitest";
import { DatabaseBusyError } from "../db/client";
import { createPurchaseLane } from "./purchase-lane";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the purchase lane", () => {
  it("works on at most its width at once, in the order they came, and frees the slot on failure", async () => {
    const lane = createPurchaseLane(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number, fail = false) =>
      lane.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await tick();
        order.push(n);
        running -= 1;
        if (fail) throw new Error(`work ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([work(1), work(2, true), work(3), work(4), work(5)]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(await work(6)).toBe(6);
  });

  it("refuses with 503 once as many are waiting as it may hold", async () => {
    const lane = createPurchaseLane(1, 2);
    let release = () => {};
    const busy = lane.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = [lane.run(async () => "a"), lane.run(async () => "b")];
    await expect(lane.run(async () => "c")).rejects.toBeInstanceOf(DatabaseBusyError);
    release();
    await busy;
    expect(await Promise.all(waiting)).toEqual(["a", "b"]);
  });
});
