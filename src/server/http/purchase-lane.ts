import { createMiddleware } from "hono/factory";
import { DatabaseBusyError } from "../db/client";
import type { AppEnv } from "./app-env";

/**
 * At most `width` pieces of purchase work at a time in this instance: cart writes, checkout's
 * database work, the TEST page, payment events. A purchase is some forty statements; a crowd of
 * them at once would queue ahead of every shopper browsing, on the database and on the event loop
 * (issue 8, Speed). The rest wait their turn using neither; past `maxWaiting` they are refused
 * with 503, as any other overload is (issue 15). Calls to payment providers happen outside it.
 */
export function createPurchaseLane(width: number, maxWaiting = 500) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const lane = {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < width) running += 1;
      else {
        if (waiting.length >= maxWaiting) throw new DatabaseBusyError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        // The slot passes straight to the next purchase, so an arrival in between cannot take it too.
        if (next) next();
        else running -= 1;
      }
    },
    /** Purchases being worked on, and waiting for their turn (metrics). */
    load: () => ({ running, waiting: waiting.length }),
    /** The lane as middleware, for routes whose whole work is purchase work. */
    middleware: () => createMiddleware<AppEnv>((_c, next) => lane.run(next)),
  };
  return lane;
}

export type PurchaseLane = ReturnType<typeof createPurchaseLane>;
