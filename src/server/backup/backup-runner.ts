import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { backupDay, isBackupFileName, newestFirst } from "./backup-manifest";
import { type BackupSource, takeBackup } from "./take-backup";

/** Any fixed number: the instance holding this advisory lock is the one taking the backup. */
const backupLockId = 7_461_202_612;

/** The backups in `dir`, newest first. */
export async function listBackups(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter(isBackupFileName).sort(newestFirst);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Removes all but the newest `keep` backups in `dir`; answers the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const removed = (await listBackups(dir)).slice(keep);
  for (const name of removed) await rm(join(dir, name), { force: true });
  return removed;
}

/** Milliseconds from `now` to the next `hour:minute` UTC (a whole day when it is that minute now). */
export function msUntilDaily(now: Date, at: { hour: number; minute: number }): number {
  const next = new Date(now);
  next.setUTCHours(at.hour, at.minute, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

export function backupSourceOf(config: Config, database: Pick<Database, "dumpDataDir">): BackupSource {
  if (config.database.kind === "postgres") return { kind: "postgres", url: config.database.url };
  const { dumpDataDir } = database;
  if (!dumpDataDir) throw new Error("the embedded database cannot be dumped");
  return { kind: "pglite", dumpDataDir: () => dumpDataDir() };
}

/**
 * The backups an instance takes by itself: each day at BACKUP_DAILY_AT, and when asked (SIGUSR2,
 * which `npm run backup` sends to the server holding the embedded database). Of several instances
 * on one PostgreSQL server, the one holding an advisory lock takes it, and a day's scheduled
 * backup already in the folder is not taken again; then only the newest BACKUP_KEEP are kept.
 */
export function createBackupRunner(deps: { config: Config; database: Database; log: Logger }) {
  const { config, database, log } = deps;
  const { dir, keep } = config.backup;
  const places = { dataDir: config.dataDir, media: config.storage.kind, backupDir: dir } as const;
  let running: Promise<void> | undefined;

  /** Runs `work` holding the backup lock (always, embedded); false when another instance holds it. */
  async function exclusively(work: () => Promise<void>): Promise<boolean> {
    if (database.kind === "pglite") {
      await work();
      return true;
    }
    const pool = (database.db as unknown as { $client: import("pg").Pool }).$client;
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ taken: boolean }>("select pg_try_advisory_lock($1) as taken", [
        backupLockId,
      ]);
      if (!rows[0]?.taken) return false;
      try {
        await work();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [backupLockId]);
      }
      return true;
    } finally {
      client.release();
    }
  }

  async function backUp(reason: "scheduled" | "requested") {
    const today = new Date().toISOString().slice(0, 10);
    if (reason === "scheduled" && (await listBackups(dir)).some((name) => backupDay(name) === today)) return;
    const started = Date.now();
    const { file, manifest } = await takeBackup(backupSourceOf(config, database), places);
    const removed = await pruneBackups(dir, keep);
    log.info(
      { file, reason, ms: Date.now() - started, images: manifest.media.files.length, removed },
      "backup written",
    );
  }

  /** Takes a backup now, unless one is being taken (then waits for that one). */
  function run(reason: "scheduled" | "requested"): Promise<void> {
    running ??= exclusively(() => backUp(reason))
      .then((took) => {
        if (!took) log.info({ reason }, "backup skipped: another instance is taking it");
      })
      .catch((error) => log.error({ err: error, reason }, "backup failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  /** Starts the daily schedule (when set) and the answer to SIGUSR2; answers how to stop both. */
  function start(): () => void {
    const onSignal = () => void run("requested");
    process.on("SIGUSR2", onSignal);
    let timer: NodeJS.Timeout | undefined;
    const at = config.backup.dailyAt;
    const next = () => {
      if (!at) return;
      timer = setTimeout(() => void run("scheduled").finally(next), msUntilDaily(new Date(), at));
      timer.unref();
    };
    next();
    return () => {
      process.off("SIGUSR2", onSignal);
      clearTimeout(timer);
    };
  }

  return { run, start };
}
