import type { ChangedListings, ChangeFeed } from "../db/change-feed";
import { createLogger } from "../logger";
import { scheduleAlertJob } from "../modules/alerts/alert-job";
import type { TestApp } from "./test-app";

/**
 * A change feed the test drives: its epoch, and the writes it says it heard. `listening: false`
 * starts it as a server's feed starts, not yet listening (no epoch, `caughtUp` waiting) until
 * `goLive`.
 */
export function drivenChangeFeed({ listening = true } = {}) {
  let epoch: string | null = listening ? "1" : null;
  let wentLive = () => {};
  const live = new Promise<void>((resolve) => {
    wentLive = resolve;
  });
  if (listening) wentLive();
  const listeners = new Set<(changed: ChangedListings) => void>();
  const feed: ChangeFeed = {
    stamp: () => null,
    epoch: () => epoch,
    touch: () => {},
    caughtUp: () => live,
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
    goLive: () => {
      epoch = "1";
      wentLive();
    },
  };
}

/** The test app's alert job on a feed the test drives: a pass a moment after each write it hears. */
export function alertJobOnDrivenFeed(t: TestApp, options: { listening?: boolean } = {}) {
  const { feed, hear, reconnect, goLive } = drivenChangeFeed(options);
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
  return { hear, reconnect, goLive, stop };
}
