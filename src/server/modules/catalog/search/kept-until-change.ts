/**
 * What the index worked out for a search (its rows, their combinations, a word's rows), kept while
 * the index has not changed since (its version), within a budget of rows and counts: the oldest
 * is dropped first, so the cache never outgrows the index it serves.
 */
export class KeptUntilChange<V> {
  private readonly entries = new Map<string, { version: number; value: V; size: number }>();
  private used = 0;

  constructor(private readonly budget: number) {}

  /** The value kept under `key` at `version`, else the one `make` works out (with its size), kept. */
  get(key: string, version: number, make: () => { value: V; size: number }): V {
    const kept = this.entries.get(key);
    if (kept?.version === version) return kept.value;
    const made = make();
    this.drop(key);
    while (this.entries.size > 0 && this.used + made.size > this.budget)
      this.drop(this.entries.keys().next().value as string);
    this.entries.set(key, { version, ...made });
    this.used += made.size;
    return made.value;
  }

  private drop(key: string) {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.used -= kept.size;
  }
}
