/**
 * `npm run bench:uploads` — issue 9, Photos (ARCHITECTURE.md Targets: uploads do not hurt
 * shoppers): over the benchmarks' catalogue of 100,000 listings, the collection API is loaded
 * alone, then again while an admin uploads large photos (24-megapixel JPEGs of camera-like noise,
 * under 10 MB each) through POST /api/admin/media, four at a time, batch after batch for the whole
 * run, from a thread of their own. Prints the collection's p99 in both beside each other with the
 * ratio (target: at most 1.5x), the uploads' own figures, and the process's resident memory before
 * and at its peak while the photos are processed. PGlite, then PostgreSQL (DATABASE_URL, default
 * the local server). Everything runs on 127.0.0.1.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { createPasswordUser } from "../../src/server/auth/users";
import type { Database } from "../../src/server/db/client";
import { createLogger } from "../../src/server/logger";
import { createServices } from "../../src/server/services";
import { maxUploadBytes } from "../../src/shared/media";
import { brands, categoryNames, startApp, withSeededDatabase } from "../bench/catalog-fixture";
import { type Figures, load, row } from "../bench/load";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Shoppers browsing the collection: the overload benchmark's normal load. */
const browsers = Number(process.env.BENCH_COLLECTION_CONNECTIONS ?? 8);
const photosAtOnce = 4;
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const collectionPaths = [
  "/api/listings",
  "/api/listings?sort=price-low",
  "/api/listings?sort=price-high",
  ...brands.slice(0, 4).map(([brand]) => `/api/listings?brand=${brand.toLowerCase().replaceAll(" ", "-")}`),
  ...categoryNames.map((name) => `/api/listings?category=${name.toLowerCase()}`),
  "/api/listings?q=submariner",
];

/**
 * A 6000 x 4000 photo a camera could have taken: noise smoothed to the grain of a real scene (pure
 * noise would not fit in 10 MB), so the decoder works as hard as on a real photo.
 */
async function largePhoto(): Promise<Buffer> {
  const [width, height] = [1500, 1000];
  const grain = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .resize(6000, 4000, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const fine = randomBytes(grain.length);
  for (let i = 0; i < grain.length; i += 1) grain[i] = ((grain[i] ?? 0) * 7 + (fine[i] ?? 0)) >> 3;
  const photo = await sharp(grain, { raw: { width: 6000, height: 4000, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
  if (photo.length > maxUploadBytes)
    throw new Error(`generated photo is ${photo.length} bytes, over the limit`);
  return photo;
}

interface UploadResult {
  took: number[];
  statuses: Record<string, number>;
  seconds: number;
}

/**
 * The admin's browser in a worker thread, so building the requests costs the app's event loop
 * nothing: `photosAtOnce` uploads at a time, a new batch as soon as one is answered, until the
 * time is up. Plain JavaScript: tsx does not hook worker threads on Node 20.
 */
const uploaderSource = `
const { workerData: job, parentPort } = require("node:worker_threads");
(async () => {
  const took = [];
  const statuses = {};
  const started = performance.now();
  const upload = async (photo, n) => {
    const form = new FormData();
    form.append("file", new Blob([photo], { type: "image/jpeg" }), "photo-" + n + ".jpg");
    const t0 = performance.now();
    const response = await fetch(job.base + "/api/admin/media", {
      method: "POST",
      body: form,
      headers: { cookie: job.cookie, origin: job.origin },
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status === 201) took.push(performance.now() - t0);
  };
  do {
    await Promise.all(job.photos.map((photo, n) => upload(photo, n)));
  } while (performance.now() - started < job.seconds * 1000);
  parentPort.postMessage({ took, statuses, seconds: (performance.now() - started) / 1000 });
})();
`;

function uploadFor(job: { base: string; cookie: string; origin: string; photos: Buffer[]; seconds: number }) {
  return new Promise<UploadResult>((resolve, reject) => {
    const worker = new Worker(uploaderSource, { eval: true, workerData: job });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

/** Resident bytes of a process, or 0 once it is gone (Linux /proc). */
function residentBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * 4096;
  } catch {
    return 0;
  }
}

/** This process's children: the image worker is one. */
function childPids(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The parent's pid is the second field after the command, which is in parentheses.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === process.pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Samples the app's resident memory until stopped: this process (the app, and the bench's load
 * threads) and, apart, its children (the image worker).
 */
function sampleMemory() {
  const peak = { app: process.memoryUsage.rss(), worker: 0 };
  let children = childPids();
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
    if (ticks % 20 === 0) children = childPids();
    peak.app = Math.max(peak.app, process.memoryUsage.rss());
    peak.worker = Math.max(
      peak.worker,
      children.reduce((sum, pid) => sum + residentBytes(pid), 0),
    );
  }, 25);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

async function signInAdmin(database: Database, app: Awaited<ReturnType<typeof startApp>>) {
  const services = createServices(app.config, database, createLogger("silent"), app.config.auth.secret ?? "");
  const email = `bench-admin-${randomBytes(4).toString("hex")}@example.com`;
  const password = randomBytes(12).toString("hex");
  await createPasswordUser(services.auth, {
    email,
    password,
    firstName: "Bench",
    lastName: "Admin",
    role: "owner",
  });
  const origin = app.config.publicUrl;
  const response = await fetch(`${app.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, origin };
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

function uploadsRow(name: string, u: UploadResult): string {
  const took = [...u.took].sort((a, b) => a - b);
  const at = (p: number) =>
    took[Math.min(took.length - 1, Math.floor((p / 100) * took.length))] ?? Number.NaN;
  return (
    `${name.padEnd(34)}${(took.length / u.seconds).toFixed(2).padStart(8)} photos/s  p50 ${at(50).toFixed(0).padStart(6)} ms` +
    `  max ${at(100).toFixed(0).padStart(6)} ms  (${took.length} stored in ${u.seconds.toFixed(1)} s; answers ${JSON.stringify(u.statuses)})`
  );
}

async function run(label: string, kind: Parameters<typeof withSeededDatabase>[0], photos: Buffer[]) {
  await withSeededDatabase(kind, async (database, seedMs) => {
    console.log(`\n=== ${label} === (seeded in ${seedMs} ms)`);
    const app = await startApp(database);
    try {
      const admin = await signInAdmin(database, app);
      const job = { base: app.base, ...admin, photos };
      const collection = (name: string, duration = seconds): Promise<Figures> =>
        load({ name, base: app.base, paths: collectionPaths, seconds: duration, connections: browsers });
      // Warm-up: plans, caches, the JIT and sharp, for both kinds of work.
      await Promise.all([collection("warm-up", 3), uploadFor({ ...job, seconds: 0 })]);

      const before = process.memoryUsage.rss();
      const alone = await collection("collection alone");
      const stopSampling = sampleMemory();
      const [beside, uploads] = await Promise.all([
        collection(`collection while uploading`),
        uploadFor({ ...job, seconds }),
      ]);
      const peak = stopSampling();

      console.log(row(alone));
      console.log(row(beside, `p99 <= 1.5x alone (${(beside.p99 / alone.p99).toFixed(2)}x)`));
      console.log(uploadsRow(`${photosAtOnce} photos at a time`, uploads));
      console.log(
        `${"resident memory".padEnd(34)}app process ${megabytes(before)} before, ${megabytes(peak.app)} at peak ` +
          `(+${megabytes(peak.app - before)}, the bench's load threads included); image worker ${megabytes(peak.worker)} at peak`,
      );
      for (const figures of [alone, beside])
        if (figures.failed > 0) console.log(`  ${figures.name}: answers ${JSON.stringify(figures.statuses)}`);
    } finally {
      await app.close();
    }
  });
}

async function main() {
  const photos = await Promise.all(Array.from({ length: photosAtOnce }, () => largePhoto()));
  console.log(
    `bench:uploads: ${browsers} collection connections, ${seconds} s per run, ${photosAtOnce} photos of ` +
      `6000 x 4000 at a time (${photos.map((photo) => (photo.length / 1_048_576).toFixed(1)).join(", ")} MB)`,
  );
  await run("PGlite (embedded)", { pglite: true }, photos);
  if (process.env.BENCH_SKIP_POSTGRES !== "1") {
    await run("PostgreSQL server", { postgresAdminUrl: adminUrl, poolSize: 10 }, photos);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
