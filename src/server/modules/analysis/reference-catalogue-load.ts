import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { referenceWatches } from "./analysis.schema";
import { type CatalogueEntry, referenceCatalogue } from "./reference-catalogue-data";

/** The columns the bundled file sets; an admin's edit owns them from then on. */
const loadedColumns = [
  "collection",
  "model",
  "aliases",
  "caseSizeMm",
  "caseMaterial",
  "movement",
  "dialColor",
  "yearFrom",
  "yearTo",
] as const;

const excluded = (column: (typeof loadedColumns)[number]) =>
  sql.raw(`excluded.${referenceWatches[column].name}`);

/**
 * Loads the bundled reference catalogue into reference_watches (issue 12). Run at every start-up,
 * after the migrations and whether or not the demo shop is seeded: the catalogue is the offline
 * identification's data, not demo data, and a newer file in a deploy reaches the table without a
 * migration per data fix. An upsert by brand and compared reference, so it is idempotent and
 * several instances starting at once converge; a row an admin edited (edited_at set) is never
 * overwritten, and a row already equal to the file is not rewritten.
 */
export async function loadReferenceCatalogue(
  db: Db,
  entries: readonly CatalogueEntry[] = referenceCatalogue,
): Promise<void> {
  if (entries.length === 0) return;
  const t = referenceWatches;
  const current = sql.join(
    loadedColumns.map((column) => sql`${t[column]}`),
    sql`, `,
  );
  const incoming = sql.join(loadedColumns.map(excluded), sql`, `);
  await db
    .insert(t)
    .values(entries.map((entry) => ({ ...entry, source: "catalogue" })))
    .onConflictDoUpdate({
      target: [t.brandKey, t.referenceKey],
      set: Object.fromEntries(loadedColumns.map((column) => [column, excluded(column)])),
      setWhere: sql`${t.editedAt} is null and (${current}) is distinct from (${incoming})`,
    });
}
