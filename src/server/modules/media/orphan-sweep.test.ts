import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { listingImages, media, personalInventoryItems, portfolioItems, user } from "../../db/schema";
import { createLogger } from "../../logger";
import { createDiskStorage } from "../../providers/storage/disk-storage";
import type { Storage } from "../../providers/storage/storage";
import { createListing } from "../../test/factories";
import { openTestDatabase } from "../../test/test-database";
import { storeImage } from "./media.service";
import { orphanAgeMs, sweepOrphanedMedia } from "./orphan-sweep";

let database: Database;
let storage: Storage;
let dir: string;
const log = createLogger("silent");
const maxBytes = 10 * 1024 * 1024;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(join(tmpdir(), "mizan-sweep-"));
  storage = createDiskStorage(dir);
});

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

/** An uploaded image with its files in storage, as POST /api/admin/media leaves it. */
async function upload(): Promise<string> {
  const bytes = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#335577" } })
    .jpeg()
    .toBuffer();
  return (await storeImage({ db: database.db, storage }, { bytes, maxBytes })).id;
}

async function filesOf(id: string): Promise<string[]> {
  return readdir(join(dir, "media", id)).catch(() => []);
}

async function existing(ids: string[]): Promise<string[]> {
  const rows = await database.db.select({ id: media.id }).from(media).where(inArray(media.id, ids));
  return rows.map((row) => row.id).sort();
}

const aDayLater = () => new Date(Date.now() + orphanAgeMs + 60_000);
const sweep = (now = aDayLater()) => sweepOrphanedMedia({ db: database.db, storage, log }, now);

async function createUser(): Promise<string> {
  const id = randomUUID();
  await database.db.insert(user).values({ id, name: "Sweep Test", email: `${id}@example.com` });
  return id;
}

describe("sweepOrphanedMedia", () => {
  it("removes uploads older than a day that nothing references, files first, and keeps every other", async () => {
    const orphan = await upload();
    const inGallery = await upload();
    const inPortfolio = await upload();
    const inInventory = await upload();
    const listing = await createListing(database.db);
    await database.db
      .insert(listingImages)
      .values({ listingId: listing.id, mediaId: inGallery, position: 0 });
    const userId = await createUser();
    await database.db.insert(portfolioItems).values({
      userId,
      brand: "Rolex",
      model: "Submariner",
      source: "manual_entry",
      imageMediaId: inPortfolio,
    });
    await database.db.insert(personalInventoryItems).values({
      userId,
      make: "Omega",
      model: "Speedmaster",
      buyingPriceFils: 1000,
      imageMediaId: inInventory,
    });
    expect(await filesOf(orphan)).toHaveLength(3);

    // Not a day old yet: an admin may still be filling in the listing it was uploaded for.
    expect(await sweep(new Date(Date.now() + orphanAgeMs - 60_000))).toBe(0);
    expect(await existing([orphan])).toEqual([orphan]);

    expect(await sweep()).toBeGreaterThanOrEqual(1);

    expect(await existing([orphan])).toEqual([]);
    expect(await filesOf(orphan)).toEqual([]);
    for (const kept of [inGallery, inPortfolio, inInventory]) {
      expect(await existing([kept])).toEqual([kept]);
      expect(await filesOf(kept)).toHaveLength(3);
    }
    const [portfolio] = await database.db
      .select({ imageMediaId: portfolioItems.imageMediaId })
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, userId));
    expect(portfolio?.imageMediaId).toBe(inPortfolio);
  });

  it("is harmless run twice or by several instances at once", async () => {
    const orphans: string[] = [];
    // More than one batch of them, so the sweeps meet on locked rows.
    for (let n = 0; n < 30; n += 1) orphans.push(await upload());

    const removed = await Promise.all([sweep(), sweep(), sweep()]);

    expect(removed.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(orphans.length);
    expect(await existing(orphans)).toEqual([]);
    for (const id of orphans) expect(await filesOf(id)).toEqual([]);
    expect(await sweep()).toBe(0);
  });

  it("never takes the files of an image that a listing is being saved with meanwhile", async () => {
    const image = await upload();
    const listing = await createListing(database.db);

    let sweeping: Promise<number> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.insert(listingImages).values({ listingId: listing.id, mediaId: image, position: 0 });
      // The sweep starts while the gallery row is written but not committed.
      sweeping = sweep();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await sweeping;

    expect(await existing([image])).toEqual([image]);
    expect(await filesOf(image)).toHaveLength(3);
  });
});
