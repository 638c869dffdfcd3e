// `npm run backup` and `npm run restore -- <file>` (README: Operations), configured by the same
// environment as the server.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type Config, loadConfig } from "../config";
import { lockFileOf, lockHolder } from "../db/data-dir-lock";
import { openConfiguredDatabase } from "../db/open-database";
import { backupSourceOf, listBackups } from "./backup-runner";
import { RestoreRefused, restoreBackup } from "./restore-backup";
import { takeBackup } from "./take-backup";

/** How long a running server may take to write the backup it was asked for. */
const serverBackupTimeoutMs = 30 * 60 * 1000;

/**
 * The embedded database belongs to the server running on it: that server is asked (SIGUSR2) and
 * its new file awaited, so a backup is taken while the shop keeps selling.
 */
async function askServer(config: Config, databaseDir: string, pid: number): Promise<string> {
  const before = new Set(await listBackups(config.backup.dir));
  process.kill(pid, "SIGUSR2");
  console.log(`Asked the running server (pid ${pid}) for a backup…`);
  const deadline = Date.now() + serverBackupTimeoutMs;
  while (Date.now() < deadline) {
    await sleep(250);
    const made = (await listBackups(config.backup.dir)).find((name) => !before.has(name));
    if (made) return join(config.backup.dir, made);
    if (lockHolder(lockFileOf(databaseDir)) !== pid)
      throw new Error(`The server (pid ${pid}) stopped before writing the backup.`);
  }
  throw new Error(`The server (pid ${pid}) wrote no backup to ${config.backup.dir}: see its log.`);
}

async function backup(config: Config): Promise<string> {
  const places = {
    dataDir: config.dataDir,
    media: config.storage.kind,
    backupDir: config.backup.dir,
  } as const;
  if (config.database.kind === "pglite") {
    const dir = resolve(config.database.dir);
    const pid = lockHolder(lockFileOf(dir));
    if (pid !== undefined) return askServer(config, dir, pid);
    if (!existsSync(dir)) throw new Error(`There is no database in ${dir} to back up.`);
  }
  const database = await openConfiguredDatabase(config);
  try {
    return (await takeBackup(backupSourceOf(config, database), places)).file;
  } finally {
    await database.close();
  }
}

async function restore(config: Config, file: string | undefined) {
  if (!file) throw new RestoreRefused("Usage: npm run restore -- <backup file>");
  const database =
    config.database.kind === "postgres"
      ? ({ kind: "postgres", url: config.database.url } as const)
      : ({ kind: "pglite", dir: resolve(config.database.dir) } as const);
  const manifest = await restoreBackup(resolve(file), {
    database,
    dataDir: config.dataDir,
    media: config.storage.kind,
  });
  const rows = Object.values(manifest.database.rows).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${rows} rows in ${Object.keys(manifest.database.rows).length} tables and ${manifest.media.files.length} images, each checked. Start the shop with npm start.`,
  );
}

const [command, file] = process.argv.slice(2);
try {
  const config = loadConfig();
  if (command === "backup") console.log(`Backup written: ${await backup(config)}`);
  else if (command === "restore") await restore(config, file);
  else throw new Error("Usage: cli.ts backup | restore <file>");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
