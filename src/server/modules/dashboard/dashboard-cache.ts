/**
 * The dashboard's figures are aggregates over every listing, item and order: hundreds of
 * milliseconds on a big shop (`npm run bench:admin`). They are kept per app instance under the
 * data's version, a few index lookups that every request makes, so any write on any instance
 * (an edit, a deletion in the audit log, a sale) shows on the next load, and nothing is recomputed
 * while nothing changed. View counts move without a version, so they may lag by `maxAgeMs`.
 */
export interface VersionedCache<T> {
  get(): Promise<T>;
}

export function createVersionedCache<T>(options: {
  version: () => Promise<string>;
  compute: () => Promise<T>;
  maxAgeMs: number;
  now?: () => number;
}): VersionedCache<T> {
  const now = options.now ?? Date.now;
  let entry: { version: string; at: number; value: Promise<T> } | undefined;
  return {
    async get() {
      const version = await options.version();
      if (entry && entry.version === version && now() - entry.at < options.maxAgeMs) return entry.value;
      // The version is read before the figures: a write landing in between makes the next
      // request's version differ, so it is never hidden behind this entry.
      const value = options.compute();
      const made = { version, at: now(), value };
      entry = made;
      value.catch(() => {
        if (entry === made) entry = undefined;
      });
      return value;
    },
  };
}
