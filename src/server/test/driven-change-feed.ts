import type { ChangedListings, ChangeFeed } from "../db/change-feed";
import { createLogger } from "../logger";
import { scheduleAlertJob } from "../modules/alerts/alert-job";
import type { TestApp } from "./test-app";

/** A change feed the test drives: its epoch, and the writes it says it heard. */
export function drivenChangeFeed() {
  let epoch = "1";
  const listeners = new Set<(changed: ChangedListings) => void>();
  const feed: ChangeFeed = {
    stamp: () => null,
    epoch: () => epoch,
    touch: () => {},
    caughtUp: async () => {},
    onListings: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    feed,
    hear: (changed: ChangedListings) => {
      for (const listener of listeners) listener(changed);
    },
    /** The feed stopped listening and started again: what it heard before vouches for nothing. */
    reconnect: () => {
      epoch = String(Number(epoch) + 1);
    },
  };
}

/** The test app's alert job on a feed the test drives: a pass a moment after each write it hears. */
export function alertJobOnDrivenFeed(t: TestApp) {
  const { feed, hear, reconnect } = drivenChangeFeed();
  const stop = scheduleAlertJob(
    {
      db: t.db,
      changes: feed,
      channels: t.services.alertChannels,
      log: createLogger("silent"),
      publicUrl: t.config.publicUrl,
      secret: t.secret,
    },
    { everyMs: 60 * 60_000, debounceMs: 5 },
  );
  return { hear, reconnect, stop };
}
