import type { ChangeFeed } from "../../../db/change-feed";
import type { CardRow, CardRows } from "../catalog.service";

/** Rows kept at most: about 1 KB each, so a few megabytes, and a shop's busiest pages all fit. */
const keptRows = 20_000;

/**
 * The collection's card rows in memory (issue 26), so a search's page costs no read of the rows
 * the last pages showed: a row goes as soon as the change feed says its listing (or its store
 * item) changed, everything when a write was too big to name its listings or when the feed was
 * lost, and every row when the categories' names changed (a card shows its category's name).
 */
export function createCardRows(changes: ChangeFeed): CardRows & { clear(): void } {
  const rows = new Map<string, CardRow>();
  let epoch: string | undefined;
  changes.onListings((changed) => {
    if (changed === "all") rows.clear();
    else for (const id of changed) rows.delete(id);
  });
  /** Rows are trusted only while the feed that would drop them is the one they were kept under. */
  const current = () => {
    const now = changes.epoch() ?? undefined;
    if (now !== epoch) {
      rows.clear();
      epoch = now;
    }
    return now !== undefined;
  };
  return {
    get: (id) => (current() ? rows.get(id) : undefined),
    set(row) {
      if (!current()) return;
      if (rows.size >= keptRows) rows.delete(rows.keys().next().value as string);
      rows.set(row.id, row);
    },
    clear: () => rows.clear(),
  };
}
