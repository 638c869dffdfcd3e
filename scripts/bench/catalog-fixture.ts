import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { get as httpGet } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import pg from "pg";
import { createApp } from "../../src/server/app";
import { type Env, loadConfig } from "../../src/server/config";
import { type Database, type Db, openPglite, openPostgres } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { createLogger } from "../../src/server/logger";
import {
  createListings,
  ensureCategories,
  type NewListing,
} from "../../src/server/modules/catalog/catalog.service";
import { createCatalogReader } from "../../src/server/modules/catalog/catalog-reader";
import { type PreparedImage, recordImages } from "../../src/server/modules/media/media.service";
import { createServices } from "../../src/server/services";
import { dropPostgresDatabase, withDatabase } from "../../src/server/test/template-db";

/** The benchmarks' catalogue: 100,000 listings over the brands and categories of a real shop. */
export const listingCount = 100_000;

export const brands: [string, string[], string][] = [
  ["Rolex", ["Submariner", "Daytona", "GMT-Master II", "Datejust", "Explorer", "Sea-Dweller"], "126"],
  ["Patek Philippe", ["Nautilus", "Aquanaut", "Calatrava", "Annual Calendar"], "57"],
  ["Audemars Piguet", ["Royal Oak", "Royal Oak Offshore", "Code 11.59"], "15"],
  ["Omega", ["Speedmaster", "Seamaster", "Constellation", "De Ville"], "310"],
  ["Cartier", ["Santos", "Tank", "Ballon Bleu", "Pasha"], "WS"],
  ["Vacheron Constantin", ["Overseas", "Patrimony", "Traditionnelle"], "4500"],
  ["Jaeger-LeCoultre", ["Reverso", "Master Ultra Thin", "Polaris"], "Q"],
  ["IWC", ["Portugieser", "Pilot", "Big Pilot"], "IW"],
  ["Breitling", ["Navitimer", "Superocean", "Chronomat"], "AB"],
  ["Tudor", ["Black Bay", "Pelagos", "Ranger"], "M79"],
  ["Grand Seiko", ["Spring Drive", "Heritage", "Evolution 9"], "SBGA"],
  ["Panerai", ["Luminor", "Radiomir", "Submersible"], "PAM"],
  ["Hublot", ["Big Bang", "Classic Fusion"], "HUB"],
  ["Fabergé", ["Altruist", "Visionnaire"], "FAB"],
];
export const categoryNames = ["Luxury", "Sports", "Dress", "Diver", "Chronograph", "GMT"];

/** Specification values spread over the listings, so every facet has values to count (issue 13). */
const caseMaterials = [
  "Stainless steel",
  "Oystersteel",
  "18k yellow gold",
  "18k rose gold",
  "Titanium",
  "Platinum",
  "Black ceramic",
  "Steel and 18k gold",
];
const caseSizes = ["34mm", "36mm", "38.5mm", "39mm", "40mm", "41mm", "42mm", "44mm", "46mm"];
const boxPapers = ["complete", "box-only", "papers-only", "watch-only"];

/**
 * `count` listings (100,000 unless told) through the catalogue's own bulk insert, with categories
 * and 100 shared images.
 */
export async function seedCatalog(db: Db, count = listingCount) {
  const started = performance.now();
  const categoryIds = await ensureCategories(
    db,
    categoryNames.map((name) => ({ name, slug: name.toLowerCase() })),
  );
  const categoryByIndex = [...categoryIds.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, id]) => id);
  const images: PreparedImage[] = Array.from({ length: 100 }, (_, index) => {
    const id = randomUUID();
    return {
      id,
      storageKey: `media/${id}/800.webp`,
      sha256: createHash("sha256").update(String(index)).digest("hex"),
      contentType: "image/webp",
      width: 800,
      height: 800,
      bytes: 40_000,
      variants: [{ width: 320, key: "media/x/320.webp", bytes: 9_000 }],
    };
  });
  await recordImages(db, images);
  const pairs = brands.flatMap(([brand, models, prefix]) => models.map((model) => [brand, model, prefix]));
  const conditions = ["new", "like-new", "excellent", "very-good", "good"];
  const now = Date.now();
  const batch = 10_000;
  for (let from = 1; from <= count; from += batch) {
    const rows: NewListing[] = [];
    for (let g = from; g < from + batch; g++) {
      const [brand = "", model = "", prefix = ""] = pairs[g % pairs.length] ?? [];
      // Prices from $500 to about $120,000, skewed towards the cheaper end like a real shop.
      const spread = ((g * 7919) % 1000) * ((g * 104729) % 1200);
      const sold = g % 61 === 0;
      rows.push({
        title: `${brand} ${model} ${2000 + (g % 25)}`,
        slug: `watch-${g}`,
        description: `<p>Benchmark watch ${g}</p>`,
        priceCents: 50_000 + spread * 10,
        originalPriceCents: g % 7 === 0 ? 50_000 + spread * 12 : null,
        brand,
        model,
        reference: `${prefix}${100_000 + ((g * 7907) % 900_000)}${["LN", "A", "", "ST"][g % 4]}`,
        year: 1985 + ((g * 13) % 40),
        categoryId: categoryByIndex[g % categoryByIndex.length],
        isActive: g % 50 !== 0,
        isFeatured: g % 997 === 0,
        stock: sold ? 0 : 1,
        soldAt: sold ? new Date(now) : null,
        createdAt: new Date(now - g * 37_000),
        specifications: {
          condition: conditions[g % conditions.length] ?? "good",
          caseMaterial: caseMaterials[(g * 3) % caseMaterials.length] ?? "",
          caseSize: caseSizes[(g * 5) % caseSizes.length] ?? "",
          boxPapers: boxPapers[(g * 7) % boxPapers.length] ?? "",
        },
        imageIds: [images[g % images.length]?.id ?? ""],
      });
    }
    await createListings(db, rows);
  }
  const client = rawClient(db);
  await client.query("vacuum analyze");
  // Write the bulk load out now, so the server's checkpoint does not land in a measurement.
  await client.query("checkpoint");
  return Math.round(performance.now() - started);
}

export type RawClient = {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};
export const rawClient = (db: Db) => (db as unknown as { $client: RawClient }).$client;

/**
 * A fresh, migrated and seeded database: PGlite in a temporary folder, or one on `adminUrl`.
 * `keepAs` names a PostgreSQL database that outlives the run and is used again while it holds
 * `count` listings (the million-listing seed takes twenty minutes of both cores); seedMs is 0 then.
 */
export async function withSeededDatabase<T>(
  kind:
    | { pglite: true }
    | { postgresAdminUrl: string; poolSize: number; maxWaiting?: number; keepAs?: string },
  /** `url`: the PostgreSQL database's address, for servers started on it; undefined on PGlite. */
  use: (database: Database, seedMs: number, url: string | undefined) => Promise<T>,
  count = listingCount,
): Promise<T> {
  if ("pglite" in kind) {
    const dir = mkdtempSync(join(tmpdir(), "mizan-bench-pglite-"));
    const database = await openPglite({ dir });
    try {
      await runMigrations(database);
      return await use(database, await seedCatalog(database.db, count), undefined);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const name = kind.keepAs ?? `mizan_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: kind.postgresAdminUrl });
  await admin.connect();
  const existed =
    kind.keepAs !== undefined &&
    (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  if (!existed) await admin.query(`create database "${name}"`);
  await admin.end();
  const url = withDatabase(kind.postgresAdminUrl, name);
  const database = await openPostgres(url, kind.poolSize, kind.maxWaiting);
  let kept = false;
  try {
    await runMigrations(database);
    const held = existed
      ? Number((await rawClient(database.db).query("select count(*) as n from listings")).rows[0]?.n)
      : 0;
    if (existed && held !== count) throw new Error(`${name} holds ${held} listings, not ${count}: drop it`);
    const seedMs = existed ? 0 : await seedCatalog(database.db, count);
    kept = kind.keepAs !== undefined;
    return await use(database, seedMs, url);
  } finally {
    await database.close();
    if (!kept) await dropPostgresDatabase(kind.postgresAdminUrl, name);
  }
}

/** The production app on 127.0.0.1 over `database`, as `npm start` would serve it. */
export async function startApp(database: Database, env: Env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "mizan-bench-data-"));
  const config = loadConfig({
    NODE_ENV: "production",
    PUBLIC_URL: "https://bench.mizan.test",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // Production needs a payment provider; the benchmarks' shoppers come from many addresses.
    PAYMENTS_TEST_MODE: "true",
    TRUST_PROXY: "1",
    ...env,
  });
  const logger = createLogger("silent");
  const services = createServices(config, database, logger, config.auth.secret as string);
  // Measured as an instance runs once started: with the search index it reads at start.
  const catalog = createCatalogReader(database.db, database.changes);
  // The heap the index takes, between two full collections (bench:catalog runs with --expose-gc).
  const collect = () => (globalThis as { gc?: () => void }).gc?.();
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const indexStarted = performance.now();
  await catalog.searchIndexReady();
  const searchIndexMs = Math.round(performance.now() - indexStarted);
  collect();
  const searchIndexMb = (process.memoryUsage().heapUsed - heapBefore) / 1_048_576;
  const app = createApp({ config, database, logger, ...services, catalog });
  let server: ReturnType<typeof serve> | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    config,
    searchIndexMs,
    searchIndexMb,
    close: async () => {
      await new Promise((resolve) => server?.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A GET on a connection of its own, so that instances behind one port each take their turn. */
export function getOnNewConnection(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent: false, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    }).on("error", reject);
  });
}

/**
 * The shop as `npm start` runs it in production (the built web app and server, dist/) on the
 * PostgreSQL database at `url`, from `instances` processes (WEB_CONCURRENCY), resolved once every
 * instance searches from its index: twenty answers of /readyz in a row, each on a new connection,
 * say so. `env` is added to the production settings startApp uses.
 */
export async function startInstances(url: string, instances: number, env: Env = {}) {
  // Built every time, as `npm start` does: a build left from other code would be measured instead.
  const built = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) throw new Error("npm run build failed");
  const port = await new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), "mizan-bench-data-"));
  const settings = {
    NODE_ENV: "production",
    PUBLIC_URL: "https://bench.mizan.test",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PAYMENTS_TEST_MODE: "true",
    TRUST_PROXY: "1",
    ...env,
    DATABASE_URL: url,
    WEB_CONCURRENCY: String(instances),
    HOST: "127.0.0.1",
    PORT: String(port),
  };
  // The compiled server with the bench's own Node flags, which are `npm start`'s (package.json),
  // less the TypeScript loader the bench itself runs under.
  const flags = process.execArgv.filter(
    (flag, i, all) => flag !== "tsx" && !(flag === "--import" && all[i + 1] === "tsx"),
  );
  const server = spawn(process.execPath, [...flags, "dist/server/main.mjs"], {
    env: { ...process.env, ...settings },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (let inARow = 0; inARow < 20; ) {
    if (server.exitCode !== null) throw new Error(`the server stopped at start (${server.exitCode})`);
    if (performance.now() - started > 300_000) throw new Error("the instances were not ready in 5 minutes");
    const answer = await getOnNewConnection(`${base}/readyz`).catch(() => undefined);
    const indexed =
      answer?.status === 200 && (JSON.parse(answer.text) as { search?: string }).search === "index";
    inARow = indexed ? inARow + 1 : 0;
    if (!indexed) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    config: { publicUrl: settings.PUBLIC_URL },
    readyMs: Math.round(performance.now() - started),
    close: async () => {
      server.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
