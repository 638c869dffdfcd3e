import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { media } from "../../db/schema";
import { demoWatches } from "../../demo/catalog-data";
import { lookFromSpecifications, renderWatchPng } from "../../demo/watch-illustration";
import { createLogger } from "../../logger";
import { createDiskStorage } from "../../providers/storage/disk-storage";
import type { Storage } from "../../providers/storage/storage";
import { createMedia } from "../../test/factories";
import { openTestDatabase } from "../../test/test-database";
import { signatureDistance, unreadableSignature } from "./image-signature";
import { storeImage } from "./media.service";
import { backfillImageSignatures } from "./signature-backfill";

let database: Database;
let storage: Storage;
let dir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(join(tmpdir(), "mizan-signatures-"));
  storage = createDiskStorage(dir);
});

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const signatureOf = async (id: string) =>
  (await database.db.select({ signature: media.signature }).from(media).where(eq(media.id, id)))[0]
    ?.signature;

describe("image signatures of earlier uploads (migration 0010)", () => {
  it("are computed from the stored image, matching what an upload computes, and a missing file is marked once", async () => {
    const watch = demoWatches[0];
    if (!watch) throw new Error("the demo shop has watches");
    const bytes = await renderWatchPng(
      lookFromSpecifications(watch.brand, watch.specifications, watch.look),
      0,
      1,
      640,
    );
    const stored = await storeImage({ db: database.db, storage }, { bytes, maxBytes: 10 * 1024 * 1024 });
    const atUpload = await signatureOf(stored.id);
    expect(atUpload).toMatch(/^v3:/);
    const missing = await createMedia(database.db);
    await database.db.update(media).set({ signature: null }).where(eq(media.id, stored.id));

    const filled = await backfillImageSignatures({ db: database.db, storage, log: createLogger("silent") });

    expect(filled).toBe(2);
    expect(signatureDistance((await signatureOf(stored.id)) ?? "", atUpload ?? "")).toBeLessThan(0.02);
    expect(await signatureOf(missing)).toBe(unreadableSignature);
    expect(await backfillImageSignatures({ db: database.db, storage, log: createLogger("silent") })).toBe(0);
  });
});
