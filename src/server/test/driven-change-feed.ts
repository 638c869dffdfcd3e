import type { ChangedListings, ChangeFeed } from "../db/change-feed";

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
