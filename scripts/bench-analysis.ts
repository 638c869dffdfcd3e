/**
 * `npm run bench:analysis` — the offline watch analysis (issue 12), in a fresh PGlite database with
 * the reference catalogue loaded:
 * - how long naming a typed watch takes ("Rolex Submariner 126610LN" and looser spellings), the
 *   whole analysis with its pricing;
 * - how long matching one photo takes against 1,000 known photos (the demo shop's 42 watches, two
 *   views each, among illustrations of other watches);
 * - how often the photo match names the right watch first (top-1) and among its three (top-3),
 *   for re-encoded, resized and cropped copies of each demo photo.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { openPglite } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { listingImages, listings, media } from "../src/server/db/schema";
import { demoWatches } from "../src/server/demo/catalog-data";
import {
  lookFromSpecifications,
  renderWatchPng,
  type WatchLook,
} from "../src/server/demo/watch-illustration";
import { createLogger } from "../src/server/logger";
import { findPhotoMatches } from "../src/server/modules/analysis/photo-matches";
import { loadReferenceCatalogue } from "../src/server/modules/analysis/reference-catalogue-load";
import { analyzeWatch } from "../src/server/modules/analysis/watch-analysis.service";
import { signatureOfImage } from "../src/server/modules/media/image-signature";
import { createDiskStorage } from "../src/server/providers/storage/disk-storage";

const knownPhotos = 1_000;
const viewsPerWatch = 2;
const timedRuns = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(runs: number, work: (run: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work(run);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}`;
}

/** The copies a reseller's photo of a known watch may be: re-encoded, smaller, cropped. */
const variants: [string, (bytes: Buffer) => Promise<Buffer>][] = [
  ["re-encoded JPEG q55", (bytes) => sharp(bytes).jpeg({ quality: 55 }).toBuffer()],
  ["resized to 360 px", (bytes) => sharp(bytes).resize({ width: 360 }).webp({ quality: 70 }).toBuffer()],
  [
    "cropped 8% each side",
    async (bytes) => {
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      const [left, top] = [Math.round(width * 0.08), Math.round(height * 0.08)];
      return sharp(bytes)
        .extract({ left, top, width: width - 2 * left, height: height - 2 * top })
        .jpeg({ quality: 80 })
        .toBuffer();
    },
  ],
  [
    "cropped 15% off the left",
    async (bytes) => {
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      const left = Math.round(width * 0.15);
      return sharp(bytes)
        .extract({ left, top: 0, width: width - left, height })
        .jpeg({ quality: 80 })
        .toBuffer();
    },
  ],
];

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "mizan-bench-analysis-"));
  const database = await openPglite({ dir: join(dir, "db") });
  const storage = createDiskStorage(join(dir, "media"));
  try {
    await runMigrations(database);
    await loadReferenceCatalogue(database.db);
    const { db } = database;

    // The shop's own photos: every demo watch, two views, each a listing's gallery.
    const started = performance.now();
    const demoPhotos: { brand: string; reference: string; bytes: Buffer }[] = [];
    let known = 0;
    async function know(
      look: WatchLook,
      view: number,
      seed: number,
      watch: { brand: string; model: string; reference: string },
    ) {
      const bytes = await renderWatchPng(look, view, seed, 640);
      const [listing] = await db
        .insert(listings)
        .values({
          title: `${watch.brand} ${watch.model} ${known}`,
          slug: `bench-${known}`,
          priceCents: 100_000,
          ...watch,
        })
        .returning({ id: listings.id });
      const [image] = await db
        .insert(media)
        .values({
          storageKey: `bench/${known}.webp`,
          sha256: String(known),
          contentType: "image/webp",
          width: 640,
          height: 640,
          bytes: bytes.length,
          signature: await signatureOfImage(bytes),
        })
        .returning({ id: media.id });
      if (listing && image)
        await db.insert(listingImages).values({ listingId: listing.id, mediaId: image.id, position: 0 });
      known += 1;
      return bytes;
    }
    for (const [index, watch] of demoWatches.entries()) {
      const look = lookFromSpecifications(watch.brand, watch.specifications, watch.look);
      for (let view = 0; view < viewsPerWatch; view += 1) {
        const bytes = await know(look, view, index + 1, watch);
        if (view === 0) demoPhotos.push({ brand: watch.brand, reference: watch.reference, bytes });
      }
    }
    // Other watches: the demo looks drawn with other seeds and views, each named as a watch of its own.
    for (let other = 0; known < knownPhotos; other += 1) {
      const watch = demoWatches[other % demoWatches.length];
      if (!watch) break;
      const look = lookFromSpecifications(watch.brand, watch.specifications, watch.look);
      await know(look, 2 + (other % 3), 1_000 + other, {
        brand: `Other ${other}`,
        model: "Illustration",
        reference: `OTHER-${other}`,
      });
    }
    console.log(
      `known photos: ${known} (drawn and signed in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );

    const deps = { db, storage, ai: undefined, market: undefined, log: createLogger("silent") };
    const submariner = { brand: "Rolex", model: "Submariner", reference: "126610LN" };
    const typed = [
      submariner,
      { brand: "Rolex", model: "Sub date", reference: null },
      { brand: "Omega", model: "Speedmaster Moonwatch", reference: "310.30.42.50.01.001" },
      { brand: "Tudor", model: "Black Bay 58", reference: "79030N" },
    ];
    console.log(
      `typed query, whole analysis (catalogue + pricing): ${await timed(timedRuns, (run) =>
        analyzeWatch(deps, "bench-user", { manual: typed[run % typed.length] ?? submariner }),
      )}`,
    );

    const query = await signatureOfImage(await sharp(demoPhotos[0]?.bytes).jpeg({ quality: 60 }).toBuffer());
    console.log(
      `photo match against ${known} photos (signature given): ${await timed(timedRuns, () => findPhotoMatches(db, query))}`,
    );
    console.log(
      `photo signature of an upload (640 px): ${await timed(timedRuns, (run) => signatureOfImage(demoPhotos[run % demoPhotos.length]?.bytes ?? Buffer.alloc(0)))}`,
    );

    const same = (a: { brand: string; reference: string | null }, b: { brand: string; reference: string }) =>
      a.brand === b.brand && a.reference === b.reference;
    let top1 = 0;
    let top3 = 0;
    let total = 0;
    for (const [name, make] of variants) {
      let variantTop1 = 0;
      let variantTop3 = 0;
      for (const photo of demoPhotos) {
        const matches = await findPhotoMatches(db, await signatureOfImage(await make(photo.bytes)));
        if (matches[0] && same(matches[0], photo)) variantTop1 += 1;
        if (matches.some((match) => same(match, photo))) variantTop3 += 1;
      }
      console.log(
        `${name.padEnd(26)} top-1 ${((100 * variantTop1) / demoPhotos.length).toFixed(1)}%  top-3 ${((100 * variantTop3) / demoPhotos.length).toFixed(1)}%`,
      );
      top1 += variantTop1;
      top3 += variantTop3;
      total += demoPhotos.length;
    }
    console.log(
      `all ${total} copies               top-1 ${((100 * top1) / total).toFixed(1)}%  top-3 ${((100 * top3) / total).toFixed(1)}%`,
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
