/** The most keys one read asks for; past it the keys wait for a read of their own. */
const keysPerRead = 1_000;

/**
 * A read by keys that takes in every call made in the same turn of the event loop and asks the
 * database once for all their keys (issue 26): a busy collection answers dozens of pages in one
 * turn, and each read of cards cost a fixed millisecond on PGlite (its planning and file checks)
 * and a round trip on PostgreSQL, whatever the number of rows. Each caller gets the rows of its own
 * keys, in no particular order; a failed read fails every caller that shared it.
 */
export function batchedRead<K, R>(
  read: (keys: K[]) => Promise<R[]>,
  keyOf: (row: R) => K,
): (keys: readonly K[]) => Promise<R[]> {
  let gathering: { keys: Set<K>; rows: Promise<Map<K, R>> } | undefined;
  const startBatch = () => {
    const keys = new Set<K>();
    const rows = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      if (gathering?.keys === keys) gathering = undefined;
      const found = await read([...keys]);
      return new Map(found.map((row) => [keyOf(row), row]));
    });
    return { keys, rows };
  };
  return async (keys) => {
    if (keys.length === 0) return [];
    if (!gathering || gathering.keys.size + keys.length > keysPerRead) gathering = startBatch();
    const batch = gathering;
    for (const key of keys) batch.keys.add(key);
    const byKey = await batch.rows;
    return keys.flatMap((key) => {
      const row = byKey.get(key);
      return row === undefined ? [] : [row];
    });
  };
}
