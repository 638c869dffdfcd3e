/**
 * `npm run bench:catalog` — the catalogue benchmark (issue 3, ARCHITECTURE.md Targets): seeds
 * 100,000 listings into a fresh database, loads the list API with autocannon beside a bare
 * node:http server and the app's /healthz, and prints the figures next to their targets, plus
 * EXPLAIN ANALYZE of the slowest query. PGlite always; PostgreSQL too when DATABASE_URL is set.
 *
 * Issue 13: a long-tail load beside the cached one, every request a query nobody asked before
 * (words, facets, price bands and cursors at random), so the two-second page reuse answers none.
 * `--only=postgres` skips PGlite; `--million` adds a long-tail run over 1,000,000 listings on
 * PostgreSQL (seeding takes minutes), printed beside the 100,000-listing one.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { createChangeFeed } from "../src/server/db/change-feed";
import type { Database, Db } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";
import { listAdminListings } from "../src/server/modules/catalog/admin-listings.service";
import { encodeCursor } from "../src/server/modules/catalog/listing-cursor";
import { createListingSearch } from "../src/server/modules/catalog/search/listing-search";
import {
  caseMaterials,
  caseSizeBands,
  facetOptions,
  type ListingPageDto,
  listingSorts,
  priceBands,
  yearBands,
} from "../src/shared/catalog-api";
import { listingQuerySchema } from "../src/shared/catalog-schemas";
import { adminListingQuerySchema } from "../src/shared/listing-schemas";
import { slugify } from "../src/shared/slug";
import {
  brands,
  listingCount,
  type RawClient,
  rawClient,
  startApp,
  withSeededDatabase,
} from "./bench/catalog-fixture";
import { type Figures, load as loadRun, row } from "./bench/load";

const connections = 40;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const load = (name: string, base: string, paths: string[], duration = seconds) =>
  loadRun({ name, base, paths, seconds: duration, connections });
const deepPage = 200;

function bareServer(): Promise<Server> {
  const body = JSON.stringify({ status: "ok" });
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function getPage(base: string, path: string): Promise<ListingPageDto> {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as ListingPageDto;
}

/** Follows nextCursor to the given page and returns that page's URL. */
async function deepPath(base: string, query: string, pageNumber: number): Promise<string> {
  let path = `/api/listings?${query}`;
  for (let page = 1; page < pageNumber; page++) {
    const body = await getPage(base, path);
    if (!body.nextCursor) throw new Error(`only ${page} pages for ${query}`);
    path = `/api/listings?${query}&cursor=${encodeURIComponent(body.nextCursor)}`;
  }
  return path;
}

/** The statements the service runs for one query, through a logging drizzle on the same client. */
async function explainSlowest(database: Database, path: string) {
  const captured: { query: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
  const client = rawClient(database.db);
  const logged = (database.kind === "pglite"
    ? drizzlePglite(client as never, { schema, logger })
    : drizzlePg(client as never, { schema, logger })) as unknown as Db;
  const query = listingQuerySchema.parse(Object.fromEntries(new URL(path, "http://x").searchParams));
  // A feed that never listens: no index is read, so PostgreSQL answers, as it does while none is.
  await createListingSearch(
    logged,
    createChangeFeed(async () => {}),
  ).page(query);
  // In one transaction, so a `set local` the service makes before a statement holds for its plan.
  return inTransaction(database, async (session) => {
    let slowest = { ms: -1, plan: "" };
    for (const statement of captured) {
      if (/^\s*(begin|commit|rollback)\b/i.test(statement.query)) continue;
      if (/^\s*set\b/i.test(statement.query)) {
        await session.query(statement.query, statement.params);
        continue;
      }
      const { rows } = await session.query(`explain (analyze, buffers) ${statement.query}`, statement.params);
      const plan = rows.map((row) => String(Object.values(row)[0])).join("\n");
      const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
      if (ms > slowest.ms) slowest = { ms, plan };
    }
    return slowest.plan;
  });
}

/** `use` on one connection inside a transaction that is rolled back. */
async function inTransaction<T>(database: Database, use: (session: RawClient) => Promise<T>): Promise<T> {
  const client = rawClient(database.db);
  if (database.kind === "pglite")
    return (client as unknown as { transaction(run: (tx: RawClient) => Promise<T>): Promise<T> }).transaction(
      use,
    );
  const connection = await (client as unknown as pg.Pool).connect();
  try {
    await connection.query("begin");
    return await use(connection as unknown as RawClient);
  } finally {
    await connection.query("rollback");
    connection.release();
  }
}

/**
 * The admin listings table over the same 100,000 listings (issue 9): each query run 20 times
 * through the service, and page 200 reached by following the keyset cursor.
 */
async function adminTable(database: Database) {
  const page = async (query: Record<string, string>) =>
    listAdminListings(database.db, adminListingQuerySchema.parse(query));
  let cursor: string | null = null;
  for (let n = 1; n < deepPage; n++) cursor = (await page(cursor ? { cursor } : {})).nextCursor;
  const queries: [string, Record<string, string>][] = [
    ["page 1, all", {}],
    ["page 1, inactive", { status: "inactive" }],
    ["search 'submariner'", { q: "submariner" }],
    ["search '126'", { q: "126" }],
    [`page ${deepPage}, all`, cursor ? { cursor } : {}],
  ];
  for (const [name, query] of queries) {
    const started = performance.now();
    for (let i = 0; i < 20; i++) await page(query);
    console.log(`admin listings ${name}: ${((performance.now() - started) / 20).toFixed(2)} ms mean`);
  }
}

const mixQueries = [
  "",
  "sort=price-low",
  "sort=price-high",
  "sort=name",
  "brand=rolex",
  "category=sports",
  "category=patek-philippe",
  "price=5000-10000",
  "price=25000&sort=price-high",
  "q=submariner",
  "q=126",
  "q=omega%20speed",
  "q=faberge",
  "brand=rolex&price=10000-25000&sort=price-low",
  "category=diver&sort=name",
];

const pickOne = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;
const chance = (p: number) => Math.random() < p;
const someOf = <T>(values: readonly T[]) => [
  ...new Set([pickOne(values), ...(chance(0.4) ? [pickOne(values)] : [])]),
];

const searchWords = brands.flatMap(([brand, models]) => [
  ...brand.split(" "),
  ...models.flatMap((model) => model.split(" ")),
]);
const referencePrefixes = brands.map(([, , prefix]) => prefix);

/** A search a shopper might type: words or their starts, a reference or a piece of one. */
function randomSearch(): string {
  if (chance(0.4)) {
    const digits = String(100_000 + Math.floor(Math.random() * 900_000)).slice(
      0,
      3 + Math.floor(Math.random() * 4),
    );
    return chance(0.5) ? `${pickOne(referencePrefixes)}${digits}` : digits;
  }
  const words = Array.from({ length: 1 + Math.floor(Math.random() * 2) }, () => {
    const word = pickOne(searchWords);
    return chance(0.3) ? word.slice(0, Math.max(3, word.length - 2)) : word;
  });
  return words.join(" ");
}

/** A cursor for the sort, pointing anywhere in the catalogue, as a later page's would. */
function randomCursor(sort: (typeof listingSorts)[number]): string {
  const i = randomUUID();
  if (sort === "newest")
    return encodeCursor({
      s: sort,
      k: (Date.now() - Math.floor(Math.random() * listingCount * 37_000)) * 1000,
      i,
    });
  if (sort === "name") return encodeCursor({ s: sort, k: randomSearch(), i });
  return encodeCursor({ s: sort, k: 50_000 + Math.floor(Math.random() * 12_000_000), i });
}

/**
 * `count` collection URLs with filters no other of them has (so neither the page nor the total
 * and facets of one is cached for another): a search in most, facets, price bands, a sort, and a
 * cursor in a quarter of them.
 */
function longTailPaths(count: number): string[] {
  const brandSlugs = brands.map(([brand]) => slugify(brand));
  const facetChoices: [string, readonly string[]][] = [
    ["brand", brandSlugs],
    ["condition", facetOptions.condition],
    ["papers", facetOptions.papers],
    ["size", Object.keys(caseSizeBands)],
    ["material", caseMaterials],
    ["year", Object.keys(yearBands)],
    ["price", priceBands],
  ];
  const seen = new Set<string>();
  const paths: string[] = [];
  while (paths.length < count) {
    const params = new URLSearchParams();
    if (chance(0.6)) params.set("q", randomSearch());
    for (const [facet, values] of facetChoices) if (chance(0.25)) params.set(facet, someOf(values).join(","));
    const filters = params.toString();
    if (seen.has(filters)) continue;
    seen.add(filters);
    const sort = pickOne(listingSorts);
    if (sort !== "newest") params.set("sort", sort);
    if (chance(0.25)) params.set("cursor", randomCursor(sort));
    paths.push(`/api/listings?${params}`);
  }
  return paths;
}

/** What the instance's search index cost to read at start, and the heap that holds it. */
function printSearchIndex(ms: number) {
  const heapMb = Math.round(process.memoryUsage().heapUsed / 1_048_576);
  console.log(`search index read in ${ms} ms; heap ${heapMb} MB with it`);
}

/** The long tail: each request a new query; the slowest of a sequential sample gets its plan printed. */
async function longTail(base: string, database: Database, name = "listings API, long tail") {
  const figures = await load(name, base, longTailPaths(Math.max(20_000, seconds * 3_000)));
  return {
    figures,
    explain: async () => {
      const sample = longTailPaths(40);
      const timings: { path: string; ms: number }[] = [];
      for (const path of sample) {
        const started = performance.now();
        await getPage(base, path);
        timings.push({ path, ms: performance.now() - started });
      }
      timings.sort((a, b) => b.ms - a.ms);
      for (const { path, ms } of timings.slice(0, 3))
        console.log(`slow (long tail): ${ms.toFixed(2)} ms  ${decodeURIComponent(path).slice(0, 140)}`);
      const slowest = timings[0];
      if (slowest)
        console.log(
          `\nEXPLAIN ANALYZE, slowest statement of ${decodeURIComponent(slowest.path).slice(0, 140)}:\n${await explainSlowest(database, slowest.path)}`,
        );
    },
  };
}

async function run(
  label: string,
  database: Database,
  seedMs: number,
  targetRps: number,
  tailTargetRps: number,
) {
  console.log(`\n=== ${label} ===`);
  console.log(`seeded ${listingCount.toLocaleString("en-US")} listings in ${seedMs} ms`);
  const app = await startApp(database);
  printSearchIndex(app.searchIndexMs);
  const base = app.base;
  const bare = await bareServer();
  const bareBase = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  try {
    // Bare server and /healthz first, before any database work is queued behind them.
    // Taken in turns, three short runs each, and the middle run of each kept: a burst of
    // background work on a shared machine then spoils one run instead of the ratio.
    const bareRuns: Figures[] = [];
    const healthRuns: Figures[] = [];
    for (let turn = 0; turn < 3; turn++) {
      bareRuns.push(await load("bare node:http JSON", bareBase, ["/"], seconds / 2));
      healthRuns.push(await load("app /healthz", base, ["/healthz"], seconds / 2));
    }
    const middle = (runs: Figures[]) => [...runs].sort((a, b) => a.rps - b.rps)[1] as Figures;
    const bareFigures = middle(bareRuns);
    const health = middle(healthRuns);
    const deepNewest = await deepPath(base, "sort=newest", deepPage);
    const deepPrice = await deepPath(base, "sort=price-low", deepPage);
    const mixPaths = [...mixQueries.map((q) => `/api/listings?${q}`), deepNewest, deepPrice];
    // autocannon stops at its deadline while the app may still hold queued requests: each run
    // waits for one more answer, so the next starts on an idle server.
    const drain = () => getPage(base, "/api/listings?limit=1");
    // Warm-up: plans, caches and the JIT, so the first scenario is not penalised.
    await load("warm-up", base, mixPaths, 3);
    await drain();
    const mix = await load("listings API, mixed", base, mixPaths);
    await drain();
    const first = await load("listings page 1 (newest)", base, ["/api/listings"]);
    await drain();
    const deep = await load(`listings page ${deepPage} (newest)`, base, [deepNewest]);
    await drain();
    const tail = await longTail(base, database);
    await drain();
    console.log(row(bareFigures));
    console.log(row(health, `>= 60% of bare (${((health.rps / bareFigures.rps) * 100).toFixed(0)}%)`));
    console.log(row(mix, `>= ${targetRps} req/s, p99 <= 100 ms`));
    console.log(row(first));
    console.log(row(deep, `mean <= 1.5x page 1 (${(deep.mean / first.mean).toFixed(2)}x)`));
    console.log(row(tail.figures, `>= ${tailTargetRps} req/s, p99 <= 100 ms`));

    // The slowest URL of the mix, measured alone and sequentially, gets its plan printed.
    const timings: { path: string; ms: number }[] = [];
    for (const path of mixPaths) {
      const started = performance.now();
      for (let i = 0; i < 20; i++) await getPage(base, path);
      timings.push({ path, ms: (performance.now() - started) / 20 });
    }
    timings.sort((a, b) => b.ms - a.ms);
    for (const { path, ms } of timings.slice(0, 3))
      console.log(`slow: ${ms.toFixed(2)} ms  ${path.slice(0, 100)}`);
    await adminTable(database);
    const slowest = timings[0];
    if (slowest)
      console.log(
        `\nEXPLAIN ANALYZE, slowest statement of ${slowest.path.slice(0, 100)}:\n${await explainSlowest(database, slowest.path)}`,
      );
    await tail.explain();
    return tail.figures;
  } finally {
    bare.close();
    await app.close();
  }
}

/** The long tail alone over 1,000,000 listings on PostgreSQL: its cost must not grow with the catalogue. */
async function millionRun(adminUrl: string, tailAt100k: number | undefined) {
  const count = 1_000_000;
  await withSeededDatabase(
    { postgresAdminUrl: adminUrl, poolSize: 20 },
    async (database, seedMs) => {
      console.log(`\n=== PostgreSQL server, ${count.toLocaleString("en-US")} listings ===`);
      console.log(`seeded in ${seedMs} ms`);
      const app = await startApp(database);
      printSearchIndex(app.searchIndexMs);
      try {
        await load("warm-up", app.base, longTailPaths(5_000), 3);
        const tail = await longTail(app.base, database, "long tail, 1,000,000 listings");
        const ratio = tailAt100k ? ` (${(tail.figures.p99 / tailAt100k).toFixed(2)}x)` : "";
        console.log(row(tail.figures, `p99 <= 2x the 100,000-listing long tail's${ratio}`));
        await tail.explain();
      } finally {
        await app.close();
      }
    },
    count,
  );
}

async function main() {
  const args = process.argv.slice(2);
  if (!args.includes("--only=postgres"))
    await withSeededDatabase({ pglite: true }, (database, seedMs) =>
      run("PGlite (embedded)", database, seedMs, 1_500, 300),
    );
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log("\nDATABASE_URL is not set: PostgreSQL server run skipped.");
    return;
  }
  const tail = await withSeededDatabase({ postgresAdminUrl: adminUrl, poolSize: 20 }, (database, seedMs) =>
    run("PostgreSQL server", database, seedMs, 3_000, 1_000),
  );
  if (args.includes("--million")) await millionRun(adminUrl, tail.p99);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
