import { and, asc, getTableName, inArray, lt, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import type { Logger } from "../../logger";
import type { Storage } from "../../providers/storage/storage";
import { media } from "./media.schema";
import { renditionKeys } from "./media.service";

/** An upload nothing points at after a day was never saved with a listing (issue 9, Photos). */
export const orphanAgeMs = 24 * 60 * 60 * 1000;
/** Images one transaction removes; PGlite runs nothing else meanwhile, so it stays short. */
const batchSize = 25;

/**
 * Every column with a foreign key to media, read from the database's catalogue rather than listed
 * here: a table added later that points at an image (posts, analyses) protects it the day it exists.
 */
async function referencesTo(db: Db): Promise<SQL> {
  const columns = await queryRows<{ schema: string; table: string; column: string }>(
    db,
    sql`select n.nspname as schema, r.relname as table, a.attname as column
        from pg_constraint c
        join pg_class r on r.oid = c.conrelid
        join pg_namespace n on n.oid = r.relnamespace
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = ${getTableName(media)}::regclass`,
  );
  const unreferenced = columns.map(({ schema, table, column }) => {
    const from = sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
    return sql`not exists (select 1 from ${from} where ${from}.${sql.identifier(column)} = ${media.id})`;
  });
  return and(...unreferenced) ?? sql`true`;
}

/**
 * Of `ids`, deletes the uploads nothing references (`unreferenced`, checked by the delete itself), rows
 * and files, inside the caller's transaction: the files go before it commits, so if that fails the
 * rows stay for the next run.
 */
async function deleteWhereUnreferenced(
  tx: Db,
  storage: Storage,
  ids: readonly string[],
  unreferenced: SQL,
): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await tx
    .delete(media)
    .where(and(inArray(media.id, [...ids]), unreferenced))
    .returning({ storageKey: media.storageKey, variants: media.variants });
  await Promise.all(deleted.flatMap(renditionKeys).map((key) => storage.delete(key)));
  return deleted.length;
}

/**
 * Deletes these uploads, rows and files, once nothing points at them any more, inside the caller's
 * transaction (a record that let go of its photos: decision 031's trade-in retention). One still
 * referenced elsewhere (a reseller's own photo they also gave their inventory) stays.
 */
export async function deleteUnreferencedMedia(
  tx: Db,
  storage: Storage,
  ids: readonly string[],
): Promise<number> {
  return deleteWhereUnreferenced(tx, storage, ids, await referencesTo(tx));
}

/**
 * Removes uploads older than a day that nothing references, files and row together; safe to run
 * twice or in several instances at once. In each batch the rows are first locked, skipping any
 * row another transaction holds (a listing being saved with it holds its key lock, as does another
 * sweep); the delete then checks the references again with a fresh snapshot, so a link committed
 * in between is seen, and no link can be added while the lock is held. The files of the rows
 * actually deleted go before the transaction commits: if that fails, the rows stay, for the next run.
 */
export async function sweepOrphanedMedia(
  deps: { db: Db; storage: Storage; log: Logger },
  now = new Date(),
): Promise<number> {
  const unreferenced = await referencesTo(deps.db);
  const cutoff = new Date(now.getTime() - orphanAgeMs);
  let removed = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const candidates = await tx
        .select({ id: media.id })
        .from(media)
        .where(and(lt(media.createdAt, cutoff), unreferenced))
        .orderBy(asc(media.createdAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (candidates.length === 0) return { candidates: 0, deleted: 0 };
      const ids = candidates.map((candidate) => candidate.id);
      const deleted = await deleteWhereUnreferenced(tx, deps.storage, ids, unreferenced);
      return { candidates: candidates.length, deleted };
    });
    removed += batch.deleted;
    if (batch.candidates < batchSize) break;
  }
  if (removed > 0) deps.log.info({ removed }, "removed uploads never saved with a listing");
  return removed;
}

/** Runs the sweep every hour in this instance; the timer never keeps the process alive. */
export function scheduleOrphanSweep(deps: { db: Db; storage: Storage; log: Logger }, everyMs = 3_600_000) {
  const run = () =>
    sweepOrphanedMedia(deps).catch((error) => deps.log.warn({ err: error }, "orphaned media sweep failed"));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
