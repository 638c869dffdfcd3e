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
import { sql } from "drizzle-orm";
import { type Db, openPglite, queryRows } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { fillCart, postCheckout, readCheckout, type ShopClient } from "../src/server/test/checkout-flow";
import type { CartDto } from "../src/shared/cart";
import {
  createWatches,
  httpShopper,
  orderOfTestPage,
  payOnTestPage,
  type ServerProcess,
  startServerProcess,
} from "./checkout/flows";

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

/** Whether a request failed because the server went away (and is worth sending again once it is back). */
function isCutOff(error: unknown): boolean {
  // fetch says "fetch failed" when it could not send or got no answer, "terminated" when the
  // answer broke off halfway; a request the server never answered times out.
  return (
    (error instanceof TypeError && ["fetch failed", "terminated"].includes(error.message)) ||
    (error instanceof DOMException && error.name === "TimeoutError")
  );
}

interface Flow {
  client: ShopClient;
  listingId: string;
  /** The TEST page of the last checkout the shopper got back. */
  url?: string;
}

/** One step of a flow from wherever it stands; answers true once the shopper's order is paid. */
async function advance(flow: Flow): Promise<boolean> {
  if (flow.url) {
    const order = await orderOfTestPage(flow.client, flow.url);
    if (order?.status === "paid") return true;
    if (order?.status === "pending") {
      await payOnTestPage(flow.client, flow.url);
      return (await orderOfTestPage(flow.client, flow.url))?.status === "paid";
    }
    // Cancelled, expired or never written: check out again.
    flow.url = undefined;
  }
  const cart = (await (await flow.client.get("/api/cart")).json()) as CartDto;
  let total = cart.lines.some((line) => line.listingId === flow.listingId)
    ? cart.totalCents
    : await fillCart(flow.client, flow.listingId);
  const email = `crash-${flow.listingId}@example.com`;
  let answer = await readCheckout(await postCheckout(flow.client, { email, expectedTotalCents: total }));
  // A checkout whose answer was lost still holds the watch, so the cart shows it unavailable and
  // leaves it out of its total; the server names the real one, and the earlier order is replaced.
  if (answer.refused?.reason === "PRICE_CHANGED") {
    total = Number(answer.refused.params?.totalCents);
    answer = await readCheckout(await postCheckout(flow.client, { email, expectedTotalCents: total }));
  }
  if (!answer.started)
    throw new Error(`checkout answered ${answer.status} ${answer.refused?.reason ?? answer.refused?.code}`);
  flow.url = answer.started.url;
  await payOnTestPage(flow.client, flow.url);
  return (await orderOfTestPage(flow.client, flow.url))?.status === "paid";
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

/** The invariants, read from the database itself once the server is gone. */
async function verify(db: Db, originals: Map<string, number>) {
  const problems: string[] = [];
  const applied = await queryRows<{
    event: string;
    order_id: string | null;
    status: string | null;
    paid: string;
  }>(
    db,
    sql`select pe.provider_event_id as event, pe.order_id, o.status,
          (select count(*) from payment_events other
            where other.order_id = pe.order_id and other.outcome = 'applied'
              and other.type in ('checkout.session.completed', 'checkout.session.async_payment_succeeded'))::text as paid
        from payment_events pe left join orders o on o.id = pe.order_id
        where pe.outcome = 'applied'
          and pe.type in ('checkout.session.completed', 'checkout.session.async_payment_succeeded')`,
  );
  for (const row of applied) {
    if (row.status !== "paid")
      problems.push(`applied payment ${row.event} on an order that is ${row.status}`);
    if (row.paid !== "1") problems.push(`order ${row.order_id} has ${row.paid} applied payments`);
  }
  const twice = await queryRows<{ order_id: string; n: string }>(
    db,
    sql`select order_id, count(*)::text as n from order_events where to_status = 'paid'
        group by order_id having count(*) > 1`,
  );
  for (const row of twice) problems.push(`order ${row.order_id} was paid ${row.n} times`);
  const stock = await queryRows<{
    id: string;
    stock: number;
    reserved: string;
    sold: string;
    paid_orders: string;
  }>(
    db,
    sql`select l.id, l.stock,
          coalesce(sum(ol.quantity) filter (where o.status = 'pending'), 0)::text as reserved,
          coalesce(sum(ol.quantity) filter (where o.status in ('paid', 'shipped', 'delivered', 'refunded')), 0)::text as sold,
          count(*) filter (where o.status = 'paid')::text as paid_orders
        from listings l
        left join order_lines ol on ol.listing_id = l.id
        left join orders o on o.id = ol.order_id
        group by l.id, l.stock`,
  );
  for (const row of stock) {
    const original = originals.get(row.id);
    const accounted = row.stock + Number(row.reserved) + Number(row.sold);
    if (accounted !== original)
      problems.push(
        `listing ${row.id}: stock ${row.stock} + reserved ${row.reserved} + sold ${row.sold} = ${accounted}, started with ${original}`,
      );
    if (Number(row.paid_orders) > 1)
      problems.push(`listing ${row.id} sold in ${row.paid_orders} paid orders`);
  }
  const [paid] = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from orders where status = 'paid'`,
  );
  return { problems, applied: applied.length, paidOrders: Number(paid?.n ?? 0) };
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
  const verified = await verify(database.db, originals);
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
