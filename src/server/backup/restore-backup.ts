import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";
import { pgliteExtensions } from "../db/client";
import { lockDataDir, lockFileOf } from "../db/data-dir-lock";
import {
  type BackupManifest,
  backupManifestSchema,
  databaseFiles,
  generatedSecretFiles,
  manifestFile,
  mediaFolder,
} from "./backup-manifest";
import { countPostgresRows, postgresIsEmpty, restorePostgres } from "./postgres-tools";
import { countTableRows, rowDifferences } from "./table-rows";

/** Where a backup goes back to: the configured database and DATA_DIR, as the server would open them. */
export interface RestoreTarget {
  database: { kind: "pglite"; dir: string } | { kind: "postgres"; url: string };
  dataDir: string;
  media: "disk" | "s3";
}

/** Refused before anything was written: the message says what to do instead. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

async function isEmptyDir(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

async function readManifest(staging: string): Promise<BackupManifest> {
  try {
    return backupManifestSchema.parse(JSON.parse(await readFile(join(staging, manifestFile), "utf8")));
  } catch {
    throw new RestoreRefused("This file is not a Mizan backup (its manifest is missing or unreadable).");
  }
}

/** Refuses a target that holds a shop already, or of another kind than the backup's. */
async function checkTarget(target: RestoreTarget, manifest: BackupManifest) {
  if (manifest.database.kind !== target.database.kind)
    throw new RestoreRefused(
      manifest.database.kind === "pglite"
        ? "This backup is of the embedded database: restore it without DATABASE_URL set."
        : "This backup is of a PostgreSQL server: set DATABASE_URL to an empty database to restore it.",
    );
  if (manifest.media.files.length > 0 && target.media !== "disk")
    throw new RestoreRefused(
      "This backup holds images from DATA_DIR/media: restore it without S3_BUCKET set, then copy DATA_DIR/media into the bucket.",
    );
  if (target.database.kind === "pglite" && !(await isEmptyDir(target.database.dir)))
    throw new RestoreRefused(
      `${target.database.dir} holds a database already: restore into an empty DATA_DIR.`,
    );
  if (target.database.kind === "postgres" && !(await postgresIsEmpty(target.database.url)))
    throw new RestoreRefused(
      "The database at DATABASE_URL holds tables already: restore into an empty database.",
    );
  if (target.media === "disk" && !(await isEmptyDir(join(target.dataDir, mediaFolder))))
    throw new RestoreRefused(
      `${join(target.dataDir, mediaFolder)} holds images already: restore into an empty DATA_DIR.`,
    );
}

async function checkMedia(staging: string, manifest: BackupManifest) {
  for (const { key, sha256 } of manifest.media.files) {
    const hash = createHash("sha256");
    await pipeline(createReadStream(join(staging, mediaFolder, key)), hash).catch(() => {});
    if (hash.digest("hex") !== sha256)
      throw new RestoreRefused(
        `This backup is damaged: the image ${key} is missing or differs from its checksum.`,
      );
  }
}

/** The database back from its dump; its rows are counted against the manifest's. */
async function restoreDatabase(staging: string, target: RestoreTarget, manifest: BackupManifest) {
  const dump = join(staging, databaseFiles[manifest.database.kind]);
  let rows: Record<string, number>;
  if (target.database.kind === "pglite") {
    const restored = await PGlite.create({
      dataDir: target.database.dir,
      loadDataDir: new Blob([await readFile(dump)]),
      extensions: pgliteExtensions,
    });
    try {
      rows = await countTableRows(restored);
    } finally {
      await restored.close();
    }
  } else {
    await restorePostgres(target.database.url, dump);
    rows = await countPostgresRows(target.database.url);
  }
  const differences = rowDifferences(manifest.database.rows, rows);
  if (differences.length > 0)
    throw new Error(`The restored database differs from the backup: ${differences.join("; ")}`);
}

/**
 * Restores a backup into an empty database and DATA_DIR, and refuses any other. The file is read
 * whole and every image checked before anything is written; the database's rows are counted
 * against the backup's after. On a failure midway, what was written is removed again (a server's
 * database is restored in one transaction), so the restore can simply be run again.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupManifest> {
  await mkdir(target.dataDir, { recursive: true });
  // No server may open the embedded database while it is being written.
  const unlock = target.database.kind === "pglite" ? lockDataDir(lockFileOf(target.database.dir)) : () => {};
  const staging = await mkdtemp(join(target.dataDir, ".restoring-"));
  const written: string[] = [];
  try {
    try {
      await tar.extract({ file, cwd: staging, strict: true });
    } catch {
      throw new RestoreRefused(
        `${file} could not be read as a Mizan backup (a .tar.gz written by npm run backup).`,
      );
    }
    const manifest = await readManifest(staging);
    await checkTarget(target, manifest);
    await checkMedia(staging, manifest);
    if (target.database.kind === "pglite") written.push(target.database.dir);
    await restoreDatabase(staging, target, manifest);
    if (manifest.media.files.length > 0) {
      written.push(join(target.dataDir, mediaFolder));
      await rm(join(target.dataDir, mediaFolder), { recursive: true, force: true });
      await rename(join(staging, mediaFolder), join(target.dataDir, mediaFolder));
    }
    // Used only while AUTH_SECRET (CERTIFICATE_SIGNING_KEY) is unset, as when the backup was taken.
    for (const secret of ["authSecret", "certificateKey"] as const) {
      if (!manifest[secret]) continue;
      const file = join(target.dataDir, generatedSecretFiles[secret]);
      written.push(file);
      await rename(join(staging, generatedSecretFiles[secret]), file);
      await chmod(file, 0o600);
    }
    return manifest;
  } catch (error) {
    for (const path of written) await rm(path, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
    unlock();
  }
}
