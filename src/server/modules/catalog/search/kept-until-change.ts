/**
 * What the index worked out for a search (its rows, their combinations, a word's rows), kept while
 * the index has not changed since (its version) in a way that touches it, within a budget of rows
 * and counts: the oldest is dropped first, so the cache never outgrows the index it serves.
 */
export class KeptUntilChange<V> {
  private readonly entries = new Map<string, { version: number; value: V; size: number }>();
  private used = 0;

  /** `budget`: how much may be kept now (it follows the size of what the values are made from). */
  constructor(private readonly budget: () => number) {}

  /**
   * The value kept under `key`, if made at `version` or if `holdsSince` says no change after the
   * version it was made at touched it; else the one `make` works out (with its size), kept.
   */
  get(
    key: string,
    version: number,
    make: () => { value: V; size: number },
    holdsSince: (version: number) => boolean,
  ): V {
    const kept = this.kept(key, version, holdsSince);
    if (kept !== undefined) return kept;
    const made = make();
    this.drop(key);
    const budget = this.budget();
    while (this.entries.size > 0 && this.used + made.size > budget)
      this.drop(this.entries.keys().next().value as string);
    this.entries.set(key, { version, ...made });
    this.used += made.size;
    return made.value;
  }

  /** What `get` would answer from what is kept (undefined: it would make it). */
  kept(key: string, version: number, holdsSince: (version: number) => boolean): V | undefined {
    const kept = this.entries.get(key);
    if (!kept || (kept.version !== version && !holdsSince(kept.version))) return undefined;
    kept.version = version;
    return kept.value;
  }

  private drop(key: string) {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.used -= kept.size;
  }
}
