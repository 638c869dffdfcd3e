/**
 * `npm run stress:checkout [-- --rounds 100 --buyers 50]` — issue 8, Reliability: in each round,
 * that many guests put the same unique watch in their carts and check out at the same moment
 * through the HTTP API; the one who gets it pays on the TEST page. First on PGlite behind one
 * server, then on PostgreSQL (DATABASE_URL, default the local server; a database of its own,
 * dropped afterwards) behind two server processes, buyers alternating between them. Each round
 * must end with exactly one paid order, no stock below 0, no pending order, and every other buyer
 * told 409 LISTING_UNAVAILABLE; the summary counts the rest, and any violation fails the run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { listings, orderLines, orders } from "../src/server/db/schema";
import { fillCart, postCheckout, readCheckout, type ShopClient } from "../src/server/test/checkout-flow";
import { startApp } from "./bench/catalog-fixture";
import {
  createWatches,
  httpShopper,
  payOnTestPage,
  type ServerProcess,
  shopOrigin,
  startServerProcess,
  withFreshDatabase,
} from "./checkout/flows";

const { values: flags } = parseArgs({
  options: { rounds: { type: "string", default: "100" }, buyers: { type: "string", default: "50" } },
});
const rounds = Number(flags.rounds);
const buyers = Number(flags.buyers);
if (!(Number.isInteger(rounds) && rounds > 0 && Number.isInteger(buyers) && buyers > 1))
  throw new Error("--rounds must be at least 1 and --buyers at least 2");
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/**
 * Every buyer of a round waits for the database: this run is about the race for the watch, not
 * about issue 15's admission, which answers a flood 503 at once (bench:overload measures that).
 */
const maxWaiting = 1_000;
const expectedLoss = "409 LISTING_UNAVAILABLE";

interface Tally {
  label: string;
  rounds: number;
  checkouts: number;
  winners: number;
  /** Every answer other than the winner's, by status and reason. */
  answers: Map<string, number>;
  violations: string[];
  seconds: number;
}

type Shop = { base: string; origin: string };

async function stockOf(db: Db, listingId: string) {
  const [row] = await db.select({ stock: listings.stock }).from(listings).where(eq(listings.id, listingId));
  return row?.stock;
}

/** One round: all buyers' carts hold the watch, then every checkout is sent at once. */
async function race(tally: Tally, db: Db, shops: Shop[], listingId: string, round: number) {
  const fail = (what: string) => tally.violations.push(`round ${round}: ${what}`);
  const clients = Array.from({ length: buyers }, (_, i) => {
    const shop = shops[i % shops.length] as Shop;
    return httpShopper(shop.base, shop.origin);
  });
  const totals = await Promise.all(clients.map((client) => fillCart(client, listingId)));
  const answers = await Promise.all(
    clients.map(async (client, i) =>
      readCheckout(
        await postCheckout(client, {
          email: `racer-${round}-${i}@example.com`,
          expectedTotalCents: totals[i],
        }),
      ),
    ),
  );
  tally.rounds += 1;
  tally.checkouts += answers.length;
  const winners = answers.flatMap((answer, i) => (answer.started ? [{ url: answer.started.url, i }] : []));
  tally.winners += winners.length;
  if (winners.length !== 1) fail(`${winners.length} checkouts got the watch`);
  for (const answer of answers) {
    if (answer.started) continue;
    const key = `${answer.status} ${answer.refused?.reason ?? answer.refused?.code ?? "-"}`;
    tally.answers.set(key, (tally.answers.get(key) ?? 0) + 1);
    if (key !== expectedLoss) fail(`a buyer was answered ${key}`);
  }
  const held = await stockOf(db, listingId);
  if (held !== 0) fail(`stock ${held} after the race (expected 0, held by the winner)`);

  for (const winner of winners) {
    const client = clients[winner.i] as ShopClient;
    await payOnTestPage(client, winner.url).catch((error: Error) =>
      fail(`the winner could not pay: ${error.message}`),
    );
  }
  const statuses = (
    await db
      .select({ status: orders.status })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orderLines.listingId, listingId))
  ).map((order) => order.status);
  const paid = statuses.filter((status) => status === "paid").length;
  const pending = statuses.filter((status) => status === "pending").length;
  if (paid !== 1) fail(`${paid} paid orders`);
  if (pending !== 0) fail(`${pending} pending orders left`);
  const sold = await stockOf(db, listingId);
  if (sold !== 0) fail(`stock ${sold} after the sale`);
}

async function runRounds(label: string, db: Db, shops: Shop[]): Promise<Tally> {
  const tally: Tally = {
    label,
    rounds: 0,
    checkouts: 0,
    winners: 0,
    answers: new Map(),
    violations: [],
    seconds: 0,
  };
  const watches = await createWatches(db, rounds, "Stress Nautilus");
  const started = performance.now();
  for (const [round, listingId] of watches.entries()) {
    await race(tally, db, shops, listingId, round + 1).catch((error: Error) =>
      tally.violations.push(`round ${round + 1}: ${error.message}`),
    );
    if ((round + 1) % 10 === 0)
      console.log(`  ${label}: ${round + 1}/${rounds} rounds, ${tally.violations.length} violations`);
  }
  tally.seconds = (performance.now() - started) / 1000;
  return tally;
}

async function onPglite(): Promise<Tally> {
  return withFreshDatabase({ pglite: true }, maxWaiting, async (database) => {
    const app = await startApp(database, { PAYMENTS_TEST_MODE: "true" });
    try {
      return await runRounds("PGlite, 1 server", database.db, [
        { base: app.base, origin: app.config.publicUrl },
      ]);
    } finally {
      await app.close();
    }
  });
}

async function onPostgres(): Promise<Tally> {
  return withFreshDatabase(
    { postgresAdminUrl: adminUrl, poolSize: 4 },
    maxWaiting,
    async (database, url = "") => {
      const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), "mizan-stress-server-")));
      const servers: ServerProcess[] = [];
      try {
        for (const dir of dirs)
          servers.push(
            await startServerProcess({
              DATABASE_URL: url,
              DATA_DIR: dir,
              DATABASE_MAX_WAITING: String(maxWaiting),
            }),
          );
        const shops = servers.map((server) => ({ base: server.base, origin: shopOrigin }));
        const tally = await runRounds("PostgreSQL, 2 servers", database.db, shops);
        for (const server of servers)
          if (server.child.exitCode !== null) tally.violations.push(`a server died:\n${server.output()}`);
        return tally;
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      }
    },
  );
}

function printSummary(tallies: Tally[]) {
  const kinds = [...new Set([expectedLoss, ...tallies.flatMap((tally) => [...tally.answers.keys()])])];
  const head = [
    "",
    "rounds",
    "checkouts",
    "winners",
    ...kinds.map((kind) => `lost: ${kind}`),
    "violations",
    "seconds",
  ];
  const rows = tallies.map((tally) => [
    tally.label,
    String(tally.rounds),
    String(tally.checkouts),
    String(tally.winners),
    ...kinds.map((kind) => String(tally.answers.get(kind) ?? 0)),
    String(tally.violations.length),
    tally.seconds.toFixed(1),
  ]);
  const widths = head.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ");
  console.log(`\n${rounds} rounds x ${buyers} concurrent checkouts of one unique watch per round`);
  console.log(line(head));
  for (const row of rows) console.log(line(row));
  for (const tally of tallies)
    for (const violation of tally.violations.slice(0, 20))
      console.log(`VIOLATION ${tally.label}: ${violation}`);
}

async function main() {
  console.log(
    `stress:checkout: ${rounds} rounds x ${buyers} buyers; PostgreSQL at ${new URL(adminUrl).host}`,
  );
  const tallies = [await onPglite()];
  tallies.push(await onPostgres());
  printSummary(tallies);
  return tallies.every((tally) => tally.violations.length === 0) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
