import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { AppError } from "../../shared/errors";
import { type ChangeFeed, changeChannels, createChangeFeed } from "./change-feed";
import * as schema from "./schema";
import { listenOnServer } from "./server-listener";

export type Schema = typeof schema;
/** The one database type services take; both drivers speak the same PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers when the database can run a query (readiness). */
  ping(): Promise<void>;
  /** Whether new work would be refused now: the edge refuses it before doing any (issue 15). */
  isBusy(): boolean;
  /**
   * Work waiting for the database now (metrics): requests waiting for a pool connection
   * (PostgreSQL), statements in line behind the one PGlite is running.
   */
  waiting(): number;
  /** What any instance changed, heard through LISTEN/NOTIFY (migration 0017). */
  changes: ChangeFeed;
  /**
   * The embedded database's data directory as a tarball (PGlite's own dump), taken between two
   * statements after a checkpoint: what a backup holds. Uncompressed, because PGlite compresses
   * on this thread (1.4 s for a demo shop's, against 0.3 s); the backup file is compressed on the
   * thread pool. Absent on PostgreSQL, whose backups pg_dump takes.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const pgliteExtensions = { unaccent, pg_trgm };

/**
 * Refused at once when more database work is already waiting than the database can finish
 * quickly (issue 15): the request answers 503 with Retry-After instead of queueing for seconds,
 * so the requests that are taken stay fast and the instance never queues without bound.
 */
export class DatabaseBusyError extends AppError {
  constructor() {
    super("SERVICE_UNAVAILABLE", "The shop is busy right now. Please try again in a moment.");
  }
}

/** PGlite runs one statement at a time: this many waiting behind it is already a long wait. */
export const defaultPgliteMaxWaiting = 32;

/**
 * Wraps `method` of `target` so it is refused while `isFull()`, counting what it lets through in
 * `pending`. With `passCallbacks`, a call with a callback is the driver calling itself (pg-pool's
 * query takes its connection so): that work was admitted already, or is the readiness probe, and
 * is never refused halfway.
 */
function admit<T extends object, K extends keyof T>(
  target: T,
  method: K,
  isFull: () => boolean,
  options: { pending?: { n: number }; passCallbacks?: boolean; yieldFirst?: boolean } = {},
) {
  const { pending, passCallbacks, yieldFirst } = options;
  const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
  target[method] = ((...args: unknown[]) => {
    if (passCallbacks && typeof args[0] === "function") return original(...args);
    if (isFull()) return Promise.reject(new DatabaseBusyError());
    if (!pending) return original(...args);
    pending.n += 1;
    const run = yieldFirst
      ? afterPendingIo().then(() => original(...args))
      : Promise.resolve(original(...args));
    return run.finally(() => {
      pending.n -= 1;
    });
  }) as T[K];
}

/** Resolves once the event loop has handled the I/O already waiting (a macrotask later). */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/** PGlite in a directory, or in memory, optionally started from a dumped data directory. */
export async function openPglite(
  options: { dir?: string; loadDataDir?: Blob; maxWaiting?: number } = {},
): Promise<Database> {
  const client = await PGlite.create({
    dataDir: options.dir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
  });
  const pending = { n: 0 };
  const maxWaiting = options.maxWaiting ?? defaultPgliteMaxWaiting;
  const isBusy = () => pending.n > maxWaiting;
  // The readiness probe asks past the bound: a busy database is still a ready one (issue 15).
  const probe = client.query.bind(client);
  // PGlite runs in this thread and hands queued statements on from one promise to the next, so a
  // queue of them would run back to back without letting a single request in (stalls of a second
  // were measured under checkout load). Each statement, in a transaction too, first lets the
  // waiting I/O be handled.
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      for (const method of ["query", "exec"] as const) {
        const original = tx[method].bind(tx) as (...args: unknown[]) => Promise<unknown>;
        (tx as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
          afterPendingIo().then(() => original(...args));
      }
      return callback(tx);
    })) as typeof client.transaction;
  for (const method of ["query", "exec", "transaction"] as const)
    admit(client, method, isBusy, { pending, yieldFirst: true });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite hands a statement's notifications over before its promise resolves: no write of this
  // process is ever behind its stamp.
  const changes = createChangeFeed(async () => {});
  for (const channel of Object.values(changeChannels))
    await client.listen(channel, (payload) => changes.heard(channel, payload));
  changes.live(true);
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await probe("select 1");
    },
    isBusy,
    waiting: () => Math.max(0, pending.n - 1),
    changes,
    dumpDataDir: async () => {
      await probe("checkpoint");
      return client.dumpDataDir("none");
    },
    close: () => client.close(),
  };
}

/** A pool of `poolSize` connections; past `maxWaiting` requests waiting for one, work is refused. */
export async function openPostgres(url: string, poolSize = 10, maxWaiting = poolSize): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const isBusy = () => pool.waitingCount >= maxWaiting;
  const probe = pool.query.bind(pool);
  admit(pool, "query", isBusy);
  admit(pool, "connect", isBusy, { passCallbacks: true });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listening = listenOnServer(url);
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await probe("select 1");
    },
    isBusy,
    waiting: () => pool.waitingCount,
    changes: listening.changes,
    close: async () => {
      await listening.close();
      await pool.end();
    },
  };
}

/** Rows of a raw SQL query, the same on both drivers. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
