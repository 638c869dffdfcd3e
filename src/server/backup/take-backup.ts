import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createGzip } from "node:zlib";
import * as tar from "tar";
import { z } from "zod";
import { childScript } from "../project-root";
import {
  type BackupManifest,
  backupFileName,
  databaseFiles,
  type GeneratedSecret,
  generatedSecretFiles,
  manifestFile,
  mediaFolder,
} from "./backup-manifest";
import { dumpPostgres } from "./postgres-tools";

/** The database a backup reads: the embedded one through its own dump, or a server's address. */
export type BackupSource =
  | { kind: "pglite"; dumpDataDir(): Promise<Blob> }
  | { kind: "postgres"; url: string };

export interface BackupPlaces {
  /** DATA_DIR: the images under `media/` (when on disk) and the generated auth secret. */
  dataDir: string;
  /** Where the images live: on disk they are in the backup; a bucket keeps its own. */
  media: "disk" | "s3";
  /** The folder the backup file is written to. */
  backupDir: string;
}

/** An upload still being written (disk-storage.ts): its temporary name, never part of a backup. */
const unfinishedUpload = /\.[0-9a-f-]{36}\.tmp$/;

async function sha256Of(path: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path), hash);
  return hash.digest("hex");
}

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !unfinishedUpload.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * The images, linked (or copied, across file systems) into the staging folder after the
 * database's snapshot, with their checksums. Every image a row of the snapshot points at was
 * written before that row, so it is here; a file gone meanwhile was an orphan the sweep removed.
 */
async function stageMedia(from: string, to: string): Promise<BackupManifest["media"]["files"]> {
  const files: BackupManifest["media"]["files"] = [];
  for (const key of await filesUnder(from)) {
    const source = join(from, key);
    const target = join(to, key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") throw error;
        await copyFile(source, target);
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    files.push({ key, bytes: (await stat(target)).size, sha256: await sha256Of(target) });
  }
  return files;
}

const run = promisify(execFile);
const dumpRows = childScript("dump-rows.mjs", "src/server/backup/dump-rows.ts");

/**
 * The embedded database's dump, and its rows counted by opening the dump itself (in a process of
 * its own, at low priority): a backup that could not be opened again fails now, not on the day it
 * is needed.
 */
async function stagePglite(dumpDataDir: () => Promise<Blob>, file: string): Promise<Record<string, number>> {
  const dump = await dumpDataDir();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  const { stdout } = await run(process.execPath, [...dumpRows.execArgv, dumpRows.path, file], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return z.record(z.string(), z.number()).parse(JSON.parse(stdout));
}

/** A name not yet taken in the backup folder for a backup taken at `at`. */
async function freeName(backupDir: string, at: Date): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const path = join(backupDir, backupFileName(at, attempt));
    try {
      await stat(path);
    } catch {
      return path;
    }
  }
}

/**
 * One compressed file holding the database (as of one snapshot), the images on disk, the
 * generated auth secret and a manifest of them all. It appears under its final name only once
 * whole, so a backup folder never holds half a backup.
 */
export async function takeBackup(
  source: BackupSource,
  places: BackupPlaces,
  now: () => Date = () => new Date(),
): Promise<{ file: string; manifest: BackupManifest }> {
  await mkdir(places.backupDir, { recursive: true });
  const staging = await mkdtemp(join(places.backupDir, ".staging-"));
  try {
    const createdAt = now();
    const databaseFile = databaseFiles[source.kind];
    const rows =
      source.kind === "pglite"
        ? await stagePglite(source.dumpDataDir, join(staging, databaseFile))
        : await dumpPostgres(source.url, join(staging, databaseFile));
    const files =
      places.media === "disk"
        ? await stageMedia(join(places.dataDir, mediaFolder), join(staging, mediaFolder))
        : [];
    const kept = async (secret: GeneratedSecret) =>
      copyFile(
        join(places.dataDir, generatedSecretFiles[secret]),
        join(staging, generatedSecretFiles[secret]),
      ).then(
        () => true,
        () => false,
      );
    const authSecret = await kept("authSecret");
    const certificateKey = await kept("certificateKey");
    const manifest: BackupManifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      database: { kind: source.kind, rows },
      media: { kind: places.media, files },
      authSecret,
      certificateKey,
    };
    await writeFile(join(staging, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [
      manifestFile,
      databaseFile,
      ...(authSecret ? [generatedSecretFiles.authSecret] : []),
      ...(certificateKey ? [generatedSecretFiles.certificateKey] : []),
    ];
    if (files.length > 0) entries.push(mediaFolder);
    const partial = join(staging, "backup.tar.gz");
    // Node's gzip runs on the thread pool; tar's own would compress on the event loop.
    await pipeline(
      tar.create({ cwd: staging, portable: true }, entries),
      createGzip({ level: 6 }),
      createWriteStream(partial),
    );
    const file = await freeName(places.backupDir, createdAt);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
