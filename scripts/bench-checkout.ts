/**
 * `npm run bench:checkout` — issue 8, Speed: over the benchmarks' catalogue of 100,000 listings,
 * 50 guests at once each buy one watch after another (cart, checkout, Pay on the TEST page), each
 * on a watch of their own, for BENCH_SECONDS (10 s), from a process of their own; prints completed
 * orders per second and the p50/p99 of a whole purchase. Then the collection API is loaded alone,
 * and again while the 50 buyers run, and its p99 in both is printed with the ratio (target: at
 * most 1.5x). PGlite, then PostgreSQL (DATABASE_URL, default the local server).
 */
import { brands, categoryNames, listingCount, seedCatalog, startApp } from "./bench/catalog-fixture";
import { type Figures, load, row } from "./bench/load";
import {
  buyInChildProcess,
  createWatches,
  type FreshDatabase,
  percentile,
  withFreshDatabase,
} from "./checkout/flows";

const buyers = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Shoppers browsing the collection beside the buyers: the overload benchmark's normal load. */
const browsers = Number(process.env.BENCH_COLLECTION_CONNECTIONS ?? 8);
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Every buyer waits its turn for the database: 503 under overload is bench:overload's subject. */
const maxWaiting = 1_000;
/** Watches put up for sale before the runs, more than the buyers can buy in both. */
const watchesForSale = 6_000;

/** The collection as shoppers page through it: sorts, brands, categories, prices and searches. */
const collectionPaths = [
  "/api/listings",
  "/api/listings?sort=price-low",
  "/api/listings?sort=price-high",
  "/api/listings?sort=name",
  ...brands.slice(0, 6).map(([brand]) => `/api/listings?brand=${brand.toLowerCase().replaceAll(" ", "-")}`),
  ...categoryNames.map((name) => `/api/listings?category=${name.toLowerCase()}`),
  "/api/listings?price=5000-10000",
  "/api/listings?q=submariner",
  "/api/listings?q=omega%20speed",
];

/** Buyers in their own process, shopping the app at `base` for `duration` seconds. */
async function buy(base: string, origin: string, forSale: string[], duration: number) {
  // Each run gets watches of its own: 150 for each second, more than the buyers have ever bought.
  const listingIds = forSale.splice(0, Math.max(buyers, duration * 150));
  const result = await buyInChildProcess({ base, origin, buyers, seconds: duration, listingIds });
  const took = [...result.took].sort((a, b) => a - b);
  return {
    ...result,
    perSecond: took.length / result.seconds,
    p50: percentile(took, 50),
    p99: percentile(took, 99),
  };
}

function purchasesRow(name: string, p: Awaited<ReturnType<typeof buy>>): string {
  const failures = Object.entries(p.failed)
    .map(([what, n]) => `${n} x ${what}`)
    .join("; ");
  return (
    `${name.padEnd(34)}${p.perSecond.toFixed(1).padStart(8)} orders/s  p50 ${p.p50.toFixed(1).padStart(8)} ms` +
    `  p99 ${p.p99.toFixed(1).padStart(8)} ms  (${p.took.length} paid${failures ? `; failed: ${failures}` : ""}` +
    `${p.soldOut ? "; ran out of watches" : ""})`
  );
}

const collection = (name: string, base: string): Promise<Figures> =>
  load({ name, base, paths: collectionPaths, seconds, connections: browsers });

async function run(label: string, kind: FreshDatabase) {
  await withFreshDatabase(kind, maxWaiting, async (database) => {
    console.log(`\n=== ${label} ===`);
    const seedMs = await seedCatalog(database.db);
    const forSale = await createWatches(database.db, watchesForSale, "Bench Datejust");
    console.log(
      `seeded ${listingCount.toLocaleString("en-US")} listings in ${seedMs} ms, ${watchesForSale} for the buyers`,
    );
    const app = await startApp(database, { PAYMENTS_TEST_MODE: "true" });
    const origin = app.config.publicUrl;
    try {
      // Warm-up: plans, caches and the JIT, for both kinds of work.
      await Promise.all([buy(app.base, origin, forSale, 2), collection("warm-up", app.base)]);
      const alone = await buy(app.base, origin, forSale, seconds);
      const browsing = await collection("collection alone", app.base);
      const [besideBuyers, during] = await Promise.all([
        collection("collection while 50 buyers buy", app.base),
        buy(app.base, origin, forSale, seconds),
      ]);
      console.log(purchasesRow(`${buyers} buyers, checkout + pay`, alone));
      console.log(purchasesRow(`${buyers} buyers, beside the browsing`, during));
      console.log(row(browsing));
      console.log(row(besideBuyers, `p99 <= 1.5x alone (${(besideBuyers.p99 / browsing.p99).toFixed(2)}x)`));
      for (const figures of [browsing, besideBuyers])
        if (figures.failed > 0) console.log(`  ${figures.name}: answers ${JSON.stringify(figures.statuses)}`);
    } finally {
      await app.close();
    }
  });
}

async function main() {
  console.log(
    `bench:checkout: ${buyers} buyers, ${browsers} collection connections, ${seconds} s per run, ` +
      `database admission bound ${maxWaiting}`,
  );
  await run("PGlite (embedded)", { pglite: true });
  await run("PostgreSQL server", { postgresAdminUrl: adminUrl, poolSize: 10 });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
