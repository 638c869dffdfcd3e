/**
 * Values kept for a few seconds per app instance: the catalogue's public pages, filtered totals
 * and brand names. Counting 100,000 rows costs more than a whole page (ARCHITECTURE.md, Targets:
 * catalogue), so "{n} watches found" may lag a write by the TTL. It is only a cache, so app
 * instances stay interchangeable.
 */
export interface TtlCache<T> {
  /** `load` is given the value it replaces, when an expired one is reloaded in its stale window. */
  get(key: string, load: (previous?: T) => Promise<T>): Promise<T>;
  /** Whether `key` holds a value not yet expired. */
  has(key: string): boolean;
  delete(key: string): void;
  /** Forgets every entry: a write made them stale (issue 9: an admin's change shows at once). */
  clear(): void;
}

/**
 * `staleMs`: how long past its time an entry is still served while one load replaces it in the
 * background; 0 (the default) makes a late request wait for the new value.
 */
export function createTtlCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  staleMs?: number;
}): TtlCache<T> {
  type Entry = { value: Promise<T>; expiresAt: number; reloading?: boolean };
  const entries = new Map<string, Entry>();
  const reload = (key: string, hit: Entry, load: (previous?: T) => Promise<T>) => {
    hit.reloading = true;
    const value = hit.value.then(load);
    value.then(
      () => {
        // A clear() while it loaded means a write came after the read began: keep neither.
        if (entries.get(key) === hit) entries.set(key, { value, expiresAt: Date.now() + options.ttlMs });
      },
      () => {
        hit.reloading = false;
      },
    );
  };
  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      if (hit && hit.expiresAt + (options.staleMs ?? 0) > now) {
        if (!hit.reloading) reload(key, hit, load);
        return hit.value;
      }
      entries.delete(key);
      // Oldest first: a Map keeps insertion order, so the first key is the one to drop.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, { value, expiresAt: now + options.ttlMs });
      // A failed load must not be served from the cache.
      value.catch(() => entries.delete(key));
      return value;
    },
    has(key) {
      return (entries.get(key)?.expiresAt ?? 0) > Date.now();
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
