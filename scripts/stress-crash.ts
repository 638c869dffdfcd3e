/**
 * `npm run stress:crash [-- --flows 200 --kills 20]` — issue 8, Reliability: the real server on an
 * embedded database (PGlite in a temporary DATA_DIR, its own watches, no demo shop) sells one watch
 * per flow (cart, checkout, Pay on the TEST page) while it is SIGKILLed at random moments and
 * started again on the same directory. A flow cut off by a kill is taken up where the shopper
 * would: their order's page says whether the payment went through, else they check out again.
 * Afterwards the database is opened once more and must hold: every applied payment event on
 * exactly one paid order, no order paid twice, and for every watch stock + reserved + sold equal
 * to what it started with. Any violation, or a restart that cannot open the database, fails the run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openPglite } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { createWatches, httpShopper, type ServerProcess, startServerProcess } from "./checkout/flows";
import { verifyPurchases } from "./checkout/purchase-invariants";
import { advance, type Flow, isCutOff } from "./checkout/resumable-flow";

const { values: flags } = parseArgs({
  options: {
    flows: { type: "string", default: "200" },
    kills: { type: "string", default: "20" },
    concurrency: { type: "string", default: "4" },
  },
});
const flowCount = Number(flags.flows);
const minKills = Number(flags.kills);
const concurrency = Number(flags.concurrency);
/** How long the server lives between kills: long enough for a few flows, short enough to cut many. */
const lifeMs = { min: 200, max: 1_500 };
/** Attempts of one flow before it is given up as a violation. */
const maxAttempts = 40;

const dataDir = mkdtempSync(join(tmpdir(), "mizan-stress-crash-"));
const dbDir = join(dataDir, "db");
const figures = { kills: 0, reopened: 0, completed: 0, retries: 0, violations: [] as string[] };
let server: ServerProcess | undefined;
let port: number | undefined;
/** Settles once the server answers again; replaced at each kill. */
let up: Promise<void> = Promise.resolve();
let finished = false;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server on the same directory and port; answers false (a violation) when it cannot. */
async function start(): Promise<boolean> {
  try {
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_MAX_WAITING: "1000" }, port);
    port = Number(new URL(server.base).port);
    return true;
  } catch (error) {
    figures.violations.push(`the embedded database did not reopen: ${(error as Error).message}`);
    return false;
  }
}

/** Kills the server at random moments and starts it again, until the flows are done and enough kills were made. */
async function chaos(): Promise<void> {
  while (!finished || figures.kills < minKills) {
    await sleep(lifeMs.min + Math.random() * (lifeMs.max - lifeMs.min));
    let restarted: () => void = () => {};
    up = new Promise((resolve) => {
      restarted = resolve;
    });
    await server?.kill();
    figures.kills += 1;
    const reopened = await start();
    if (reopened) figures.reopened += 1;
    restarted();
    if (!reopened) return;
  }
}

async function runFlow(listingId: string): Promise<void> {
  const flow: Flow = { client: httpShopper(`http://127.0.0.1:${port}`), listingId };
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    try {
      if (await advance(flow)) {
        figures.completed += 1;
        return;
      }
    } catch (error) {
      if (!isCutOff(error)) figures.violations.push(`flow for ${listingId}: ${(error as Error).message}`);
      figures.retries += 1;
      await up;
    }
  }
  figures.violations.push(`flow for ${listingId} did not complete in ${maxAttempts} attempts`);
}

async function main() {
  console.log(
    `stress:crash: ${flowCount} flows, ${concurrency} at a time, at least ${minKills} SIGKILLs; DATA_DIR ${dataDir}`,
  );
  const prepared = await openPglite({ dir: dbDir });
  await runMigrations(prepared);
  const watches = await createWatches(prepared.db, flowCount, "Crash Daytona");
  await prepared.close();
  const originals = new Map(watches.map((id) => [id, 1]));

  if (!(await start())) throw new Error(figures.violations.join("\n"));
  const started = performance.now();
  const killing = chaos();
  const queue = [...watches];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let listingId = queue.shift(); listingId; listingId = queue.shift()) await runFlow(listingId);
    }),
  );
  finished = true;
  await killing;
  const seconds = (performance.now() - started) / 1000;
  // The last stop is a crash too: the check below opens what a SIGKILL left.
  await server?.kill();
  figures.kills += 1;

  const database = await openPglite({ dir: dbDir });
  figures.reopened += 1;
  const verified = await verifyPurchases(database.db, originals);
  await database.close();
  figures.violations.push(...verified.problems);

  console.log(`\nkills (SIGKILL)             ${figures.kills}`);
  console.log(`database reopened after kill ${figures.reopened} of ${figures.kills}`);
  console.log(`flows completed             ${figures.completed} of ${flowCount}`);
  console.log(`requests retried            ${figures.retries}`);
  console.log(`paid orders in the database ${verified.paidOrders}`);
  console.log(`applied payment events      ${verified.applied}`);
  console.log(`violations                  ${figures.violations.length}`);
  console.log(`seconds                     ${seconds.toFixed(1)}`);
  for (const violation of figures.violations.slice(0, 30)) console.log(`VIOLATION ${violation}`);
  const ok =
    figures.violations.length === 0 &&
    figures.completed === flowCount &&
    verified.paidOrders === flowCount &&
    figures.reopened === figures.kills &&
    figures.kills >= minKills;
  return ok ? 0 : 1;
}

main()
  .then(
    (code) => code,
    async (error) => {
      console.error(error);
      await server?.kill();
      return 1;
    },
  )
  .then((code) => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  });
