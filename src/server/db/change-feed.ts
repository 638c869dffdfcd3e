/**
 * The channels the database's triggers notify (migrations 0017 and 0026), by what they are about:
 * the data the dashboard sums, the sessions and their users, and which listings changed.
 */
export const changeChannels = {
  data: "data_changed",
  sessions: "sessions_changed",
  listings: "listings_changed",
} as const;
export type ChangeTopic = keyof typeof changeChannels;

/** The listings a write changed, or "all" when it changed too many to name (a bulk write). */
export type ChangedListings = readonly string[] | "all";

/**
 * Lets an instance keep what it read from the database in memory: a stamp per topic that moves
 * whenever any instance changes that topic's tables. While this instance is not hearing the
 * notifications (not yet listening, or reconnecting), the stamp is null and callers ask the
 * database, so nothing is served from memory that a missed notification could have made stale.
 * The stamp's epoch (before the dot) changes each time listening starts again.
 */
export interface ChangeFeed {
  stamp(topic: ChangeTopic): string | null;
  /** The stamps' epoch alone (null while not listening): what in-memory copies that follow the feed are valid under. */
  epoch(): string | null;
  /** This instance wrote: the stamp moves now, not a moment later when the notification arrives. */
  touch(topic: ChangeTopic): void;
  /** Resolves once every change committed before the call has been heard. */
  caughtUp(): Promise<void>;
  /** Calls `listener` with the ids of the listings each write changed, as they are heard. */
  onListings(listener: (changed: ChangedListings) => void): () => void;
}

/** What a driver's listener reports to the feed. */
export interface ChangeListener {
  heard(channel: string, payload?: string): void;
  /** Listening started or stopped; either way what was heard before no longer vouches for anything. */
  live(isLive: boolean): void;
}

/** `roundTrip` asks the listening connection something: the server sends it what it must hear first. */
export function createChangeFeed(roundTrip: () => Promise<void>): ChangeFeed & ChangeListener {
  const counts: Record<ChangeTopic, number> = { data: 0, sessions: 0, listings: 0 };
  let epoch: number | null = null;
  let epochs = 0;
  const topics = Object.entries(changeChannels) as [ChangeTopic, string][];
  const listingListeners = new Set<(changed: ChangedListings) => void>();
  return {
    stamp: (topic) => (epoch === null ? null : `${epoch}.${counts[topic]}`),
    epoch: () => (epoch === null ? null : String(epoch)),
    touch: (topic) => {
      counts[topic] += 1;
    },
    caughtUp: roundTrip,
    onListings: (listener) => {
      listingListeners.add(listener);
      return () => listingListeners.delete(listener);
    },
    heard: (channel, payload = "") => {
      for (const [topic, name] of topics) if (name === channel) counts[topic] += 1;
      if (channel !== changeChannels.listings) return;
      const changed: ChangedListings = payload === "*" ? "all" : payload.split(",").filter(Boolean);
      for (const listener of listingListeners) listener(changed);
    },
    live: (isLive) => {
      epochs += 1;
      epoch = isLive ? epochs : null;
    },
  };
}
