import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { Payments } from "../../providers/payments/create-payments";
import { closeProviderSession } from "./checkout.service";
import { releasePendingOrder } from "./order-lifecycle";
import { orders } from "./orders.schema";

/** How many run-out reservations one pass handles; the next pass takes the rest. */
const batchSize = 100;

type SweepDeps = {
  db: Db;
  payments: Payments;
  log: Logger;
  /** Hears each release as it is made, so a pass that fails halfway still has its releases counted. */
  onReleased?: () => void;
};

/**
 * Where an instance's sweep tells of its releases and its metrics hear them (issue 29): made once
 * per instance (main.ts) and handed to both, so two apps in one process never count each other's.
 */
export function createReservationReleases() {
  const listeners: (() => void)[] = [];
  return {
    released: () => {
      for (const listener of listeners) listener();
    },
    onReleased: (listener: () => void) => {
      listeners.push(listener);
    },
  };
}

export type ReservationReleases = ReturnType<typeof createReservationReleases>;

/**
 * Releases the watches of checkouts whose payment never completed, even when no webhook ever
 * arrives (issue 8). Safe with any number of instances sweeping at once: each release is a
 * conditional write on a locked order, so a reservation is released once and a paid one never.
 */
export async function sweepExpiredReservations(deps: SweepDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "pending"), lt(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(batchSize);
  let released = 0;
  for (const order of due) {
    // A session the shopper paid at the last moment is left for its event, never released.
    if (!(await closeProviderSession(deps, order))) continue;
    const done = await releasePendingOrder(deps.db, order.id, "expired", {
      actor: "system",
      note: "reservation_expired",
    });
    if (done) {
      released += 1;
      deps.onReleased?.();
    }
  }
  if (released > 0) deps.log.info({ released }, "released run-out checkout reservations");
  return released;
}

/** Runs the sweep every minute in this instance; the timer never keeps the process alive. */
export function scheduleReservationSweep(deps: SweepDeps, everyMs = 60_000) {
  const run = () =>
    sweepExpiredReservations(deps).catch((error) =>
      deps.log.warn({ err: error }, "reservation sweep failed"),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
