/**
 * Values kept for a few seconds per app instance: the catalogue's public pages, filtered totals
 * and brand names. Counting 100,000 rows costs more than a whole page (ARCHITECTURE.md, Targets:
 * catalogue), so "{n} watches found" may lag a write by the TTL. It is only a cache, so app
 * instances stay interchangeable.
 */
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  delete(key: string): void;
  /** Forgets every entry: a write made them stale (issue 9: an admin's change shows at once). */
  clear(): void;
}

export function createTtlCache<T>(options: { ttlMs: number; maxEntries: number }): TtlCache<T> {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      entries.delete(key);
      // Oldest first: a Map keeps insertion order, so the first key is the one to drop.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, { value, expiresAt: now + options.ttlMs });
      // A failed load must not be served from the cache.
      value.catch(() => entries.delete(key));
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
