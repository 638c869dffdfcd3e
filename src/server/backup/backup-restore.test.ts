import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import sharp from "sharp";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStarted } from "../../shared/checkout";
import type { MediaDto } from "../../shared/media";
import { type Database, openPglite, openPostgres } from "../db/client";
import { runMigrations } from "../db/migrate";
import { listingImages } from "../db/schema";
import type { Logger } from "../logger";
import { fillCart, postCheckout, pressOnTestPage } from "../test/checkout-flow";
import { createListing } from "../test/factories";
import { dropPostgresDatabase, withDatabase } from "../test/template-db";
import { createTestApp, type TestApp } from "../test/test-app";
import { createBackupRunner, listBackups, msUntilDaily, pruneBackups } from "./backup-runner";
import { RestoreRefused, type RestoreTarget, restoreBackup } from "./restore-backup";
import { countTableRows, type Queryable } from "./table-rows";
import { type BackupSource, takeBackup } from "./take-backup";

// Issue 29, "Backups that restore": a shop with orders, listings and photos backed up, restored
// elsewhere and compared row by row and file by file; a backup taken while checkouts run restores
// to a state in which every watch is sold, held or for sale exactly once.
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signedInClient"]>>;
const scratch: string[] = [];
const scratchDatabases: string[] = [];
const adminUrl = process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signedInClient({ role: "owner" });
});
afterAll(async () => {
  await t.close();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  for (const name of scratchDatabases) if (adminUrl) await dropPostgresDatabase(adminUrl, name);
});

function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "mizan-backup-"));
  scratch.push(dir);
  return dir;
}

const source = (): BackupSource =>
  t.database.url
    ? { kind: "postgres", url: t.database.url }
    : { kind: "pglite", dumpDataDir: () => (t.database.dumpDataDir as () => Promise<Blob>)() };

const mediaDir = () => join(t.config.dataDir, "media");
const backUp = (backupDir = scratchDir()) =>
  takeBackup(source(), { dataDir: t.config.dataDir, media: "disk", backupDir });

/** Another place to restore into, of the same kind as the test's database, and a way to open it. */
async function emptyTarget(): Promise<{ target: RestoreTarget; open(): Promise<Database> }> {
  const dataDir = scratchDir();
  if (!adminUrl || !t.database.url) {
    const dir = join(dataDir, "db");
    return {
      target: { database: { kind: "pglite", dir }, dataDir, media: "disk" },
      open: () => openPglite({ dir }),
    };
  }
  const name = `mizan_restore_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  scratchDatabases.push(name);
  const url = withDatabase(adminUrl, name);
  return {
    target: { database: { kind: "postgres", url }, dataDir, media: "disk" },
    open: () => openPostgres(url, 2),
  };
}

function checksums(dir: string): Record<string, string> {
  const sums: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    sums[path.slice(dir.length + 1)] = createHash("sha256").update(readFileSync(path)).digest("hex");
  }
  return sums;
}

const rowsOf = (database: Database) =>
  countTableRows({ query: (text) => database.db.execute(text) as unknown as ReturnType<Queryable["query"]> });

async function uploadPhoto(shade: number): Promise<string> {
  const jpeg = await sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: shade, g: 90, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `watch-${shade}.jpg`);
  const response = await owner.agent.call("/api/admin/media", { method: "POST", body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as MediaDto).id;
}

/** A shopper's whole purchase of one watch through the TEST provider; false when it was taken. */
async function buy(listingId: string): Promise<boolean> {
  const client = t.client(`203.0.113.${Math.floor(Math.random() * 250) + 1}`);
  const expectedTotalCents = await fillCart(client, listingId).catch(() => undefined);
  if (expectedTotalCents === undefined) return false;
  const started = await postCheckout(client, { email: "buyer@example.com", expectedTotalCents });
  if (started.status !== 201) return false;
  const { url } = (await started.json()) as CheckoutStarted;
  expect((await pressOnTestPage(client, url, "pay")).status).toBe(303);
  return true;
}

/** Each watch's stock, paid and pending order lines: a unique watch is exactly one of the three. */
async function watchStates(database: Database, ids: string[]) {
  const { rows } = (await database.db.execute(
    `select l.id, l.stock,
       (select count(*) from order_lines ol join orders o on o.id = ol.order_id
          where ol.listing_id = l.id and o.status = 'paid')::int as paid,
       (select count(*) from order_lines ol join orders o on o.id = ol.order_id
          where ol.listing_id = l.id and o.status = 'pending')::int as pending
     from listings l where l.id in (${ids.map((id) => `'${id}'`).join(", ")}) order by l.id`,
  )) as unknown as { rows: { id: string; stock: number; paid: number; pending: number }[] };
  return rows;
}

/**
 * A backup dumps the embedded database, opens the dump again in a process of its own and a
 * restore opens it a third time: on CI's two shared cores each test takes 10 to 35 s, more as
 * the schema grows (three tables in migrations 0036-0037 took two of them past the API suite's
 * 30 s), so these tests are given two minutes.
 */
const backupTest = { timeout: 120_000 };

describe("a backup of a shop with orders, listings and photos", backupTest, () => {
  it("restores elsewhere with every table's rows and every image's bytes, and refuses a place that holds a shop", async () => {
    const listingIds: string[] = [];
    for (const shade of [40, 120, 200]) {
      const listing = await createListing(t.db);
      await t.db
        .insert(listingImages)
        .values({ listingId: listing.id, mediaId: await uploadPhoto(shade), position: 0 });
      listingIds.push(listing.id);
    }
    expect(await buy(listingIds[0] as string)).toBe(true);
    expect(await buy(listingIds[1] as string)).toBe(true);
    writeFileSync(join(t.config.dataDir, "auth-secret"), "a-generated-secret-of-this-data-dir-000");

    const { file, manifest } = await backUp();
    expect(file).toMatch(/mizan-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    const original = await rowsOf(t.database);
    expect(manifest.database.rows).toEqual(original);
    expect(original["public.orders"]).toBeGreaterThanOrEqual(2);
    expect(manifest.media.files.length).toBeGreaterThanOrEqual(3);

    const { target, open } = await emptyTarget();
    await restoreBackup(file, target);
    const restored = await open();
    try {
      expect(await rowsOf(restored)).toEqual(original);
      // Nothing to migrate: the restored shop is at the version it was backed up at.
      await runMigrations(restored);
      expect(await rowsOf(restored)).toEqual(original);
      expect(await watchStates(restored, listingIds)).toEqual(await watchStates(t.database, listingIds));
    } finally {
      await restored.close();
    }
    expect(checksums(join(target.dataDir, "media"))).toEqual(checksums(mediaDir()));
    expect(readFileSync(join(target.dataDir, "auth-secret"), "utf8")).toBe(
      "a-generated-secret-of-this-data-dir-000",
    );
    // Issue 31: the key that signed the shop's certificates comes back with the signatures.
    expect(manifest.certificateKey).toBe(true);
    expect(readFileSync(join(target.dataDir, "certificate-key.pem"), "utf8")).toBe(
      readFileSync(join(t.config.dataDir, "certificate-key.pem"), "utf8"),
    );

    // A second restore into the same place is refused before anything is written.
    await expect(restoreBackup(file, target)).rejects.toBeInstanceOf(RestoreRefused);
    const again = await open();
    try {
      expect(await rowsOf(again)).toEqual(original);
    } finally {
      await again.close();
    }
  });

  it("refuses a file that is no backup, and one whose image was changed, leaving the place empty", async () => {
    const { target } = await emptyTarget();
    const junk = join(scratchDir(), "mizan-backup-2026-01-01T00-00-00Z.tar.gz");
    writeFileSync(junk, "not a backup");
    await expect(restoreBackup(junk, target)).rejects.toThrow(/could not be read as a Mizan backup/);
    expect(readdirSync(target.dataDir)).toEqual([]);

    const { file, manifest } = await backUp();
    const unpacked = scratchDir();
    await tar.extract({ file, cwd: unpacked });
    const image = manifest.media.files[0]?.key as string;
    writeFileSync(join(unpacked, "media", image), "another picture");
    const tampered = join(scratchDir(), "mizan-backup-2026-01-02T00-00-00Z.tar.gz");
    await tar.create({ gzip: true, file: tampered, cwd: unpacked }, readdirSync(unpacked));
    await expect(restoreBackup(tampered, target)).rejects.toThrow(`the image ${image} is missing or differs`);
    expect(readdirSync(target.dataDir)).toEqual([]);
  });

  it("keeps only the newest backups it is told to", async () => {
    const dir = scratchDir();
    for (const day of ["01", "02", "03", "04"])
      writeFileSync(join(dir, `mizan-backup-2026-12-${day}T03-00-00Z.tar.gz`), "");
    writeFileSync(join(dir, "notes.txt"), "kept");
    expect(await pruneBackups(dir, 2)).toEqual([
      "mizan-backup-2026-12-02T03-00-00Z.tar.gz",
      "mizan-backup-2026-12-01T03-00-00Z.tar.gz",
    ]);
    expect(await listBackups(dir)).toEqual([
      "mizan-backup-2026-12-04T03-00-00Z.tar.gz",
      "mizan-backup-2026-12-03T03-00-00Z.tar.gz",
    ]);
    expect(readdirSync(dir)).toContain("notes.txt");
  });
});

describe("the backups a server takes by itself", backupTest, () => {
  it("waits for the time of day it is given, in UTC", () => {
    const at = { hour: 3, minute: 0 };
    expect(msUntilDaily(new Date("2026-12-07T02:59:00Z"), at)).toBe(60_000);
    expect(msUntilDaily(new Date("2026-12-07T03:00:00Z"), at)).toBe(24 * 3_600_000);
    expect(msUntilDaily(new Date("2026-12-31T23:00:00Z"), at)).toBe(4 * 3_600_000);
  });

  it("takes one when asked, skips the day's scheduled one once the day has one, and keeps the newest", async () => {
    const dir = scratchDir();
    const logged: string[] = [];
    const log = {
      info: (_: unknown, message: string) => logged.push(message),
      error: (_: unknown, message: string) => logged.push(message),
    };
    const runner = createBackupRunner({
      config: {
        ...t.config,
        database: t.database.url
          ? { kind: "postgres", url: t.database.url, poolSize: 5, maxWaiting: 5 }
          : t.config.database,
        backup: { dir, keep: 2, dailyAt: undefined },
      },
      database: t.database,
      log: log as unknown as Logger,
    });
    await runner.run("requested");
    const [first] = await listBackups(dir);
    await runner.run("scheduled");
    expect(await listBackups(dir)).toEqual([first]);
    await runner.run("requested");
    await runner.run("requested");
    const kept = await listBackups(dir);
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(first);
    expect(logged).toEqual(["backup written", "backup written", "backup written"]);
  });
});

describe("a backup taken while checkouts run", backupTest, () => {
  it("restores to a state where every watch is for sale, held or sold, exactly once", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 16; n++) ids.push((await createListing(t.db)).id);
    await t.caughtUp();
    // Four shoppers at a time go for the same watches while the backup is taken.
    const shoppers = Array.from({ length: 4 }, async (_, shopper) => {
      for (const [index, id] of ids.entries()) if ((index + shopper) % 2 === 0) await buy(id);
    });
    const backup = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return backUp();
    })();
    await Promise.all(shoppers);
    const { file, manifest } = await backup;

    const { target, open } = await emptyTarget();
    await restoreBackup(file, target);
    const restored = await open();
    try {
      expect(await rowsOf(restored)).toEqual(manifest.database.rows);
      const states = await watchStates(restored, ids);
      expect(states).toHaveLength(ids.length);
      for (const watch of states)
        expect(watch.stock + watch.paid + watch.pending, JSON.stringify(watch)).toBe(1);
      const paidThen = states.reduce((sum, watch) => sum + watch.paid, 0);
      const paidNow = (await watchStates(t.database, ids)).reduce((sum, watch) => sum + watch.paid, 0);
      expect(paidNow).toBe(ids.length);
      // The backup was taken midway: some watches were still to be sold.
      expect(paidThen).toBeLessThan(paidNow);
    } finally {
      await restored.close();
    }
  });
});
