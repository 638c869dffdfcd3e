/**
 * `npm run bench:overload` — the overload benchmark (issue 15): over 100,000 listings, drives the
 * collection API with searches that miss every cache, first at a normal load, then with many times
 * more connections than one instance can serve, each for BENCH_SECONDS (30 s), while a single
 * client keeps asking /healthz. Prints, for both: the share answered 503, the p99 of the requests
 * served, the slowest answer, and /healthz's p99. PostgreSQL from DATABASE_URL (PGlite without).
 */
import { brands, categoryNames, listingCount, startApp, withSeededDatabase } from "./bench/catalog-fixture";
import { type Figures, load, row } from "./bench/load";

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const normalConnections = 8;
const overloadConnections = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 400);

/**
 * What shoppers ask for: a model name, a brand, a category, a price range and a sort, in
 * thousands of combinations, so most pages are not in the two-second page cache.
 */
function missingPaths(): string[] {
  const words = brands.flatMap(([, models]) => models.map((model) => model.split(" ")[0] ?? model));
  const filters = [
    "",
    ...brands.map(([brand]) => `brand=${encodeURIComponent(brand.toLowerCase().replaceAll(" ", "-"))}`),
    ...categoryNames.map((name) => `category=${name.toLowerCase()}`),
  ];
  const sorts = ["newest", "price-low", "price-high", "name"];
  const prices = ["all", "1000-5000", "5000-10000", "10000-25000", "25000"];
  const paths: string[] = [];
  for (const [i, word] of words.entries()) {
    for (const filter of filters) {
      const sort = sorts[(i + paths.length) % sorts.length];
      const price = prices[(i * 7 + paths.length) % prices.length];
      paths.push(
        `/api/listings?q=${encodeURIComponent(word)}&sort=${sort}&price=${price}${filter ? `&${filter}` : ""}`,
      );
    }
  }
  return paths;
}

const share = (figures: Figures, status: string) => {
  const answered = Object.values(figures.statuses).reduce((sum, n) => sum + n, 0);
  return answered === 0 ? 0 : ((figures.statuses[status] ?? 0) / answered) * 100;
};

function report(label: string, api: Figures, health: Figures) {
  console.log(`\n${label}`);
  console.log(row(api));
  console.log(
    `  503: ${share(api, "503").toFixed(1)}%   slowest answer: ${api.maxMs.toFixed(0)} ms   timeouts: ${api.timeouts}   statuses: ${JSON.stringify(api.statuses)}`,
  );
  console.log(row(health));
}

async function phase(base: string, name: string, connections: number) {
  const [api, health] = await Promise.all([
    load({ name: `${name}: collection`, base, paths: missingPaths(), seconds, connections, random: true }),
    load({ name: `${name}: /healthz`, base, paths: ["/healthz"], seconds, connections: 1 }),
  ]);
  return { api, health };
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  // The production defaults (README: DATABASE_POOL_SIZE, DATABASE_MAX_WAITING), unless overridden.
  const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  const maxWaiting = Number(process.env.DATABASE_MAX_WAITING ?? poolSize);
  const kind = adminUrl ? { postgresAdminUrl: adminUrl, poolSize, maxWaiting } : ({ pglite: true } as const);
  console.log(adminUrl ? "PostgreSQL server (DATABASE_URL)" : "PGlite (set DATABASE_URL for PostgreSQL)");
  await withSeededDatabase(kind, async (database, seedMs) => {
    console.log(`seeded ${listingCount.toLocaleString("en-US")} listings in ${seedMs} ms`);
    const app = await startApp(database);
    try {
      await load({
        name: "warm-up",
        base: app.base,
        paths: missingPaths(),
        seconds: 3,
        connections: 4,
        random: true,
      });
      const normal = await phase(app.base, "normal", normalConnections);
      const overload = await phase(app.base, "overload", overloadConnections);
      report(`normal load: ${normalConnections} connections, ${seconds} s`, normal.api, normal.health);
      report(`overload: ${overloadConnections} connections, ${seconds} s`, overload.api, overload.health);
      const ratio = overload.api.p99 / normal.api.p99;
      console.log(
        `\ntargets: served p99 under overload <= 3x normal (${ratio.toFixed(2)}x); ` +
          `/healthz p99 <= 50 ms (${normal.health.p99.toFixed(1)} / ${overload.health.p99.toFixed(1)} ms); ` +
          `no answer past 2 s (slowest ${overload.api.maxMs.toFixed(0)} ms, ${overload.api.timeouts} timeouts); ` +
          `pool ${poolSize}, at most ${maxWaiting} waiting`,
      );
    } finally {
      await app.close();
    }
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
