/**
 * `npm run bench:catalog` — the catalogue benchmark (issue 3, ARCHITECTURE.md Targets): seeds
 * 100,000 listings into a fresh database, loads the list API with autocannon beside a bare
 * node:http server and the app's /healthz, and prints the figures next to their targets, plus
 * EXPLAIN ANALYZE of the slowest query. PGlite always; PostgreSQL too when DATABASE_URL is set.
 *
 * The long tail (issues 13 and 26): the shopper's mix (bench/shopper-mix.ts), every request a
 * query nobody asked before, so the two-second page reuse answers none, each asking for a
 * compressed answer as a browser does; run once alone and once
 * while the back office edits one listing a second. `--only=postgres` skips PGlite; `--million`
 * adds the long tail with writes over 1,000,000 listings on PostgreSQL (seeding takes minutes),
 * its p99 printed beside the 100,000-listing one, in a process of its own; `--keep-million=<database>`
 * does the same on a database kept between runs (seeded by the first).
 */
import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism } from "node:os";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { createChangeFeed } from "../src/server/db/change-feed";
import type { Database, Db } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";
import { listAdminListings } from "../src/server/modules/catalog/admin-listings.service";
import { createListingSearch } from "../src/server/modules/catalog/search/listing-search";
import type { ListingPageDto } from "../src/shared/catalog-api";
import { listingQuerySchema } from "../src/shared/catalog-schemas";
import { adminListingQuerySchema } from "../src/shared/listing-schemas";
import { adminCookie } from "./bench/admin-session";
import {
  getOnNewConnection,
  listingCount,
  type RawClient,
  rawClient,
  startApp,
  startInstances,
  withSeededDatabase,
} from "./bench/catalog-fixture";
import { startListingWriter, type WriterFigures } from "./bench/listing-writer";
import { type Figures, load as loadRun, row } from "./bench/load";
import { followNextPages } from "./bench/next-pages";
import { createShopperMix, describeMix, nextPageCount, type ShopperPaths } from "./bench/shopper-mix";

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

/** What the instance's search index cost to read at start, and the heap it takes (issue 26: <= 40 MB per 100,000). */
function printSearchIndex(app: { searchIndexMs: number; searchIndexMb: number }, listings: number) {
  const per100k = (app.searchIndexMb * 100_000) / listings;
  console.log(
    `search index read in ${app.searchIndexMs} ms; it takes ${app.searchIndexMb.toFixed(1)} MB of heap, ${per100k.toFixed(1)} MB per 100,000 listings (target <= 40 MB)`,
  );
}

/**
 * autocannon stops at its deadline while the app may still hold queued requests: each run waits
 * for one more answer served, so the next starts on an idle server.
 */
async function drain(base: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${base}/api/listings?limit=1`);
    await response.arrayBuffer();
    if (response.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each path timed alone (`times` requests in turn); the three slowest printed, and the slowest's plan. */
async function printSlowest(base: string, database: Database, label: string, paths: string[], times: number) {
  const timings: { path: string; ms: number }[] = [];
  for (const path of paths) {
    const started = performance.now();
    for (let i = 0; i < times; i++) await getPage(base, path);
    timings.push({ path, ms: (performance.now() - started) / times });
  }
  timings.sort((a, b) => b.ms - a.ms);
  for (const { path, ms } of timings.slice(0, 3))
    console.log(`slow (${label}): ${ms.toFixed(2)} ms  ${decodeURIComponent(path).slice(0, 140)}`);
  const slowest = timings[0];
  if (slowest)
    console.log(
      `\nEXPLAIN ANALYZE, slowest statement of ${decodeURIComponent(slowest.path).slice(0, 140)}:\n${await explainSlowest(database, slowest.path)}`,
    );
}

/** A long tail's goal (issue 26, "Measurement"). */
interface TailGoal {
  rps: number;
  p99Ms: number;
  no503s: boolean;
}

function goalText(f: Figures, goal: TailGoal): string {
  const met = f.rps >= goal.rps && f.p99 <= goal.p99Ms && (!goal.no503s || !f.statuses["503"]);
  const wanted = [`>= ${goal.rps.toLocaleString("en-US")} req/s`, `p99 <= ${goal.p99Ms} ms`];
  if (goal.no503s) wanted.push("0 503s");
  return `${wanted.join(", ")}: ${met ? "met" : "missed"}`;
}

/** What a database's runs aim at: the cached mix's rate, and the long tail without and with writes. */
interface Goals {
  mixRps: number;
  tail: TailGoal;
  /** Issue 26 sets none for PGlite under writes. */
  tailWithWrites?: TailGoal;
}

// The long tail's list has room for 3,000 req/s; a faster run asks some URLs twice and says so.
const tailLength = seconds * 3_000;

type App = Awaited<ReturnType<typeof startApp>>;
type WriterOptions = Parameters<typeof startListingWriter>[0];

/** The back office's writer for this app: an admin's session, and unsold listings to edit, picked at random. */
async function writerFor(app: App, database: Database): Promise<WriterOptions> {
  const { rows } = await rawClient(database.db).query(
    "select id from listings where sold_at is null order by random() limit 1000",
  );
  return {
    base: app.base,
    origin: app.config.publicUrl,
    cookie: await adminCookie(database, app.base, app.config.publicUrl),
    ids: rows.map((listing) => String(listing.id)),
  };
}

interface TailRun {
  figures: Figures;
  list: ShopperPaths;
  /** How many of the list's URLs the run asked for: answered, refused or given up on. */
  asked: number;
  writes?: WriterFigures;
}

/**
 * One long tail of the shopper's mix: its next pages followed first (not measured), then every
 * connection taking the list's next URL, with the writer editing beside it when given one.
 */
async function shopperTail(
  base: string,
  mix: ReturnType<typeof createShopperMix>,
  name: string,
  writer?: WriterOptions,
) {
  const started = performance.now();
  const wanted = nextPageCount(tailLength);
  const nextPages = await followNextPages(base, mix.firstPage, wanted);
  const ms = Math.round(performance.now() - started);
  console.log(`${name}: ${nextPages.length} of ${wanted} next pages followed in ${ms} ms`);
  const list = mix.paths(tailLength, nextPages);
  const writing = writer && startListingWriter(writer);
  const figures = await loadRun({
    name,
    base,
    paths: list.paths,
    seconds,
    connections,
    sequence: true,
    // As a browser asks: the answers are compressed as shoppers receive them, and that costs the
    // server as much as a part of the search (a page of 24 cards is about 15 KB of JSON).
    headers: { "accept-encoding": "gzip, br" },
  });
  const writes = await writing?.stop();
  const answered = Object.values(figures.statuses).reduce((sum, n) => sum + n, 0);
  const run: TailRun = { figures, list, asked: answered + figures.errors, writes };
  await drain(base);
  return run;
}

/** A long tail's line, its writes' line, and a note when the run asked for more URLs than its list held. */
function printTail({ figures, list, asked, writes }: TailRun, target: string) {
  console.log(row(figures, target));
  if (asked === 0) console.log(`  (no answer came in the ${seconds} s of the run)`);
  if (asked > list.paths.length)
    console.log(`  (${asked} requests over ${list.paths.length} URLs: some were asked twice)`);
  if (writes) {
    const failures = Object.entries(writes.statuses).map(([status, n]) => `${n}x ${status}`);
    console.log(
      `  writes: ${writes.saved} listings saved, ${writes.failed} failed${failures.length ? ` (${failures.join(", ")})` : ""}`,
    );
    if (writes.saved === 0) console.log("  (no listing was saved: this run measured no writes)");
  }
}

/** One instance per core, as a PostgreSQL shop runs on this machine (README: WEB_CONCURRENCY). */
const instances = availableParallelism();

/**
 * The long tail, alone and beside the writes, against the shop started as `npm start` runs it
 * with one instance per core on the same database, with the same secret so the writer's session
 * holds there too.
 */
async function acrossInstances(
  url: string,
  app: App,
  mix: ReturnType<typeof createShopperMix>,
  writer: WriterOptions,
) {
  const shop = await startInstances(url, instances, {
    AUTH_SECRET: app.config.auth.secret,
    PUBLIC_URL: app.config.publicUrl,
  });
  try {
    // A shop always has someone signed in, and a signed-in request turns on better-auth's
    // AsyncLocalStorage, which on Node 20 taxes every promise of the process from then on (a
    // fifth of the long tail's rate): every instance answers one before anything is measured.
    for (let visit = 0; visit < 10 * instances; visit++)
      await getOnNewConnection(`${shop.base}/api/listings?limit=1`, { cookie: writer.cookie });
    await loadRun({
      name: "warm-up",
      base: shop.base,
      paths: mix.paths(3_000).paths,
      seconds: 3,
      connections,
    });
    await drain(shop.base);
    const tail = await shopperTail(shop.base, mix, `long tail, no writes, ${instances} instances`);
    const tailWithWrites = await shopperTail(
      shop.base,
      mix,
      `long tail, a write a second, ${instances} instances`,
      {
        ...writer,
        base: shop.base,
      },
    );
    return { readyMs: shop.readyMs, tail, tailWithWrites };
  } finally {
    await shop.close();
  }
}

async function run(label: string, database: Database, seedMs: number, goals: Goals, url?: string) {
  console.log(`\n=== ${label} ===`);
  console.log(`seeded ${listingCount.toLocaleString("en-US")} listings in ${seedMs} ms`);
  const app = await startApp(database);
  printSearchIndex(app, listingCount);
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
    // Warm-up: plans, caches and the JIT, so the first scenario is not penalised.
    await load("warm-up", base, mixPaths, 3);
    await drain(base);
    const mixed = await load("listings API, mixed", base, mixPaths);
    await drain(base);
    const first = await load("listings page 1 (newest)", base, ["/api/listings"]);
    await drain(base);
    const deep = await load(`listings page ${deepPage} (newest)`, base, [deepNewest]);
    await drain(base);
    const shopperMix = createShopperMix();
    const writer = await writerFor(app, database);
    const tail = await shopperTail(base, shopperMix, "long tail, no writes");
    const tailWithWrites = await shopperTail(base, shopperMix, "long tail, a write a second", writer);
    const spread = url ? await acrossInstances(url, app, shopperMix, writer) : undefined;
    console.log(row(bareFigures));
    console.log(row(health, `>= 60% of bare (${((health.rps / bareFigures.rps) * 100).toFixed(0)}%)`));
    console.log(row(mixed, `>= ${goals.mixRps.toLocaleString("en-US")} req/s, p99 <= 100 ms`));
    console.log(row(first));
    console.log(row(deep, `mean <= 1.5x page 1 (${(deep.mean / first.mean).toFixed(2)}x)`));
    console.log(describeMix(tail.list, tail.asked));
    printTail(tail, goalText(tail.figures, goals.tail));
    const p99Ratio = tailWithWrites.figures.p99 / tail.figures.p99;
    printTail(
      tailWithWrites,
      goals.tailWithWrites
        ? goalText(tailWithWrites.figures, goals.tailWithWrites)
        : `none set${Number.isFinite(p99Ratio) ? `; p99 ${p99Ratio.toFixed(2)}x the run without writes` : ""}`,
    );
    if (spread) {
      console.log(
        `${instances} instances (WEB_CONCURRENCY), every index read and answering in ${spread.readyMs} ms:`,
      );
      printTail(spread.tail, goalText(spread.tail.figures, goals.tail));
      if (goals.tailWithWrites)
        printTail(spread.tailWithWrites, goalText(spread.tailWithWrites.figures, goals.tailWithWrites));
    }
    await printSlowest(base, database, "mix", mixPaths, 20);
    await adminTable(database);
    await printSlowest(base, database, "long tail", shopperMix.paths(40).paths, 1);
    return tailWithWrites.figures;
  } finally {
    bare.close();
    await app.close();
  }
}

/** The long tail with writes over 1,000,000 listings on PostgreSQL: its cost must not grow with the catalogue. */
async function millionRun(
  adminUrl: string,
  p99At100k: number | undefined,
  keepMillionAs: string | undefined,
) {
  const count = 1_000_000;
  await withSeededDatabase(
    { postgresAdminUrl: adminUrl, poolSize: 20, keepAs: keepMillionAs },
    async (database, seedMs) => {
      console.log(`\n=== PostgreSQL server, ${count.toLocaleString("en-US")} listings ===`);
      console.log(seedMs ? `seeded in ${seedMs} ms` : `kept from an earlier run (${keepMillionAs})`);
      const app = await startApp(database);
      printSearchIndex(app, count);
      try {
        const shopperMix = createShopperMix();
        await load("warm-up", app.base, shopperMix.paths(5_000).paths, 3);
        await drain(app.base);
        const writer = await writerFor(app, database);
        const tail = await shopperTail(app.base, shopperMix, "long tail, writes, 1,000,000", writer);
        const ratio = p99At100k ? ` (${(tail.figures.p99 / p99At100k).toFixed(2)}x)` : "";
        printTail(tail, `p99 <= 2x the 100,000-listing long tail's with writes${ratio}`);
        await printSlowest(app.base, database, "long tail", shopperMix.paths(40).paths, 1);
      } finally {
        await app.close();
      }
    },
    count,
  );
}

// Issue 26, "Measurement": the goals printed beside the figures.
const postgresTail: TailGoal = { rps: 1_500, p99Ms: 50, no503s: true };
const goalsOf = {
  pglite: { mixRps: 1_500, tail: { rps: 800, p99Ms: 100, no503s: false } },
  postgres: { mixRps: 3_000, tail: postgresTail, tailWithWrites: postgresTail },
} satisfies Record<string, Goals>;

async function main() {
  if (args.includes(millionOnly)) {
    const adminUrl = process.env.DATABASE_URL as string;
    const p99 = Number(args.find((arg) => arg.startsWith(p99Flag))?.slice(p99Flag.length));
    return millionRun(adminUrl, Number.isFinite(p99) ? p99 : undefined, keep);
  }
  if (!args.includes("--only=postgres"))
    await withSeededDatabase({ pglite: true }, (database, seedMs) =>
      run("PGlite (embedded)", database, seedMs, goalsOf.pglite),
    );
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log("\nDATABASE_URL is not set: PostgreSQL server run skipped.");
    return;
  }
  const withWrites = await withSeededDatabase(
    { postgresAdminUrl: adminUrl, poolSize: 20 },
    (database, seedMs, url) => run("PostgreSQL server", database, seedMs, goalsOf.postgres, url),
  );
  if (args.includes("--million") || keep) millionAlone(withWrites.p99);
}

/**
 * The million in a process of its own: run after the 100,000's in the same one, its figures carried
 * the earlier runs' heap and the instance's JIT state (p99 775 ms here, against 361 ms alone).
 */
function millionAlone(p99At100k: number) {
  const child = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      process.argv[1] as string,
      millionOnly,
      `${p99Flag}${p99At100k}`,
      ...process.argv.slice(2),
    ],
    { stdio: "inherit" },
  );
  if (child.status !== 0) throw new Error(`the million's run ended with ${child.status ?? child.signal}`);
}

const millionOnly = "--million-only";
const p99Flag = "--p99-at-100k=";
const args = process.argv.slice(2);
const keep = args.find((arg) => arg.startsWith("--keep-million="))?.slice("--keep-million=".length);

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
