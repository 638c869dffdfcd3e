import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { listingImages, listings, media } from "../../db/schema";
import { createDiskStorage } from "../../providers/storage/disk-storage";
import type { Storage } from "../../providers/storage/storage";
import { openTestDatabase } from "../../test/test-database";
import { getListingImages } from "../catalog/catalog.service";
import { mediaRoutes } from "./media.routes";
import { storeImage } from "./media.service";

const maxBytes = 10 * 1024 * 1024;
let database: Database;
let storage: Storage;
let dir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(join(tmpdir(), "mizan-media-"));
  storage = createDiskStorage(dir);
});

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 120 } } })
    .composite([{ input: { create: { width: 50, height: 50, channels: 3, background: "#f0c040" } } }])
    .png()
    .toBuffer();
}

async function storedObject(url: string) {
  const object = await storage.get(url.slice(1));
  if (!object) throw new Error(`Nothing stored for ${url}`);
  return object;
}

async function mediaCount() {
  return (await database.db.select({ id: media.id }).from(media)).length;
}

describe("storeImage", () => {
  it("stores a PNG as WebP renditions at every smaller width and records it", async () => {
    const bytes = await photo(1800, 1200);
    const image = await storeImage({ db: database.db, storage }, { bytes, maxBytes });

    expect(image).toMatchObject({ width: 1800, height: 1200, url: `/media/${image.id}/1800.webp` });
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 1024, 1600, 1800]);
    for (const variant of image.variants) {
      const object = await storedObject(variant.url);
      expect(object.contentType).toBe("image/webp");
      const metadata = await sharp(object.body).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.width).toBe(variant.width);
    }
    const [row] = await database.db.select().from(media).where(eq(media.id, image.id));
    expect(row).toMatchObject({
      storageKey: `media/${image.id}/1800.webp`,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      contentType: "image/webp",
      width: 1800,
      height: 1200,
    });
    expect(row?.variants.map((variant) => variant.width)).toEqual([320, 640, 1024, 1600]);
  });

  it("never upscales: a small image keeps its size and gets only the smaller widths", async () => {
    const image = await storeImage({ db: database.db, storage }, { bytes: await photo(700, 500), maxBytes });
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 700]);
  });

  it("refuses a text file whatever it is called, and stores nothing", async () => {
    const before = await mediaCount();
    const bytes = Buffer.from("GIF89a? no, just a text file renamed to watch.jpg\n");
    await expect(storeImage({ db: database.db, storage }, { bytes, maxBytes })).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Only image files can be uploaded",
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(storeImage({ db: database.db, storage }, { bytes: svg, maxBytes })).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
    expect(await mediaCount()).toBe(before);
  });

  it("strips EXIF (GPS included) and applies the orientation it carried", async () => {
    const bytes = await sharp(await photo(400, 200))
      .jpeg()
      .withExif({ IFD0: { Make: "Mizan Test" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "29/1 22/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();

    const image = await storeImage({ db: database.db, storage }, { bytes, maxBytes });

    expect(image).toMatchObject({ width: 200, height: 400 });
    for (const variant of image.variants) {
      const metadata = await sharp((await storedObject(variant.url)).body).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it("refuses files over the size limit and images over 50 megapixels", async () => {
    const noise = randomBytes(1400 * 1400 * 3);
    const bytes = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    await expect(
      storeImage({ db: database.db, storage }, { bytes, maxBytes: 5 * 1024 * 1024 }),
    ).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "Images must be 5 MB or smaller" });
    const atLimit = await storeImage({ db: database.db, storage }, { bytes, maxBytes: bytes.length });
    expect(atLimit.width).toBe(1400);

    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    await expect(storeImage({ db: database.db, storage }, { bytes: huge, maxBytes })).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
    });
  });
});

describe("getListingImages", () => {
  it("lists each listing's images in gallery order", async () => {
    const first = await storeImage({ db: database.db, storage }, { bytes: await photo(400, 400), maxBytes });
    const second = await storeImage({ db: database.db, storage }, { bytes: await photo(500, 400), maxBytes });
    const [listing] = await database.db
      .insert(listings)
      .values({ title: "Test Watch", slug: "test-watch-gallery", priceCents: 100_00 })
      .returning({ id: listings.id });
    if (!listing) throw new Error("listing not created");
    await database.db.insert(listingImages).values([
      { listingId: listing.id, mediaId: second.id, position: 1 },
      { listingId: listing.id, mediaId: first.id, position: 0 },
    ]);
    const other = crypto.randomUUID();

    const images = await getListingImages(database.db, [listing.id, other]);

    expect(images.get(listing.id)?.map((image) => image.id)).toEqual([first.id, second.id]);
    expect(images.get(other)).toEqual([]);
  });
});

describe("GET /media/*", () => {
  it("serves the stored bytes with an immutable cache header and an ETag", async () => {
    const image = await storeImage({ db: database.db, storage }, { bytes: await photo(640, 480), maxBytes });
    const app = mediaRoutes({ db: database.db, storage });
    const url = image.variants[0]?.url ?? "";

    const response = await app.request(url);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(Buffer.from(await response.arrayBuffer())).toEqual((await storedObject(url)).body);

    const revalidated = await app.request(url, { headers: { "If-None-Match": etag ?? "" } });
    expect(revalidated.status).toBe(304);
  });

  it("answers 404 JSON for a missing object or a key outside the media area", async () => {
    const app = mediaRoutes({ db: database.db, storage });
    for (const path of [
      `/media/${crypto.randomUUID()}/320.webp`,
      "/media/..%2F..%2Fetc/passwd",
      "/media/x",
    ]) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Not found" });
    }
  });
});

describe("disk storage", () => {
  it("writes whole objects, reads them back and deletes them idempotently", async () => {
    const body = Buffer.from("webp bytes");
    await storage.put("media/test/round-trip.webp", body, "image/webp");
    expect(await storage.get("media/test/round-trip.webp")).toEqual({ body, contentType: "image/webp" });
    expect((await readdir(join(dir, "media/test"))).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    await storage.delete("media/test/round-trip.webp");
    await storage.delete("media/test/round-trip.webp");
    expect(await storage.get("media/test/round-trip.webp")).toBeNull();
  });

  it("refuses keys that could leave its directory", async () => {
    for (const key of [
      "../outside.webp",
      "media/../../outside.webp",
      "/etc/passwd",
      "media//x.webp",
      ".hidden",
    ]) {
      await expect(storage.put(key, Buffer.from("x"), "image/webp"), key).rejects.toThrow(
        "Invalid storage key",
      );
      await expect(storage.get(key), key).rejects.toThrow("Invalid storage key");
    }
  });
});
