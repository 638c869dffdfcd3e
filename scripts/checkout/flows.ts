/**
 * The checkout scripts' driver (stress:checkout, stress:crash, bench:checkout): shoppers that talk
 * HTTP to a running server, fresh databases holding the watches they buy, and the real server as
 * a child process. The steps of a purchase are the API tests' own (src/server/test/checkout-flow.ts).
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Database, type Db, openPglite, openPostgres } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { createListings, type NewListing } from "../../src/server/modules/catalog/catalog.service";
import {
  fillCart,
  postCheckout,
  pressOnTestPage,
  readCheckout,
  type ShopClient,
} from "../../src/server/test/checkout-flow";
import { dropPostgresDatabase, withDatabase } from "../../src/server/test/template-db";
import type { CheckoutStarted } from "../../src/shared/checkout";
import type { ErrorBody } from "../../src/shared/errors";
import type { OrderDto } from "../../src/shared/orders";

/** The address the servers believe they are served at; every shopper's Origin. */
export const shopOrigin = "https://checkout.mizan.test";

/** A made-up public address per shopper, as the servers (TRUST_PROXY) read it from the balancer. */
const shopperAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * A shopper's browser against a server at `base`: keeps its cookies, sends `origin`, follows no
 * redirect, and comes from an address of its own (checkout is rate-limited per address).
 */
export function httpShopper(base: string, origin = shopOrigin): ShopClient {
  const jar = new Map<string, string>();
  const address = shopperAddress();
  async function call(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("origin", origin);
    headers.set("x-forwarded-for", address);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(base + path, {
      ...init,
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || /max-age=0\b/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
  return {
    call,
    get: (path) => call(path),
    post: (path, json = {}) =>
      call(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(json),
      }),
  };
}

/** What one shopper's checkout answered: the hosted page, or the refusal's status and reason. */
export interface CheckoutAnswer {
  status: number;
  started?: CheckoutStarted;
  refused?: ErrorBody;
}

/** Puts the watch in the shopper's cart and checks out, as one guest with their own e-mail. */
export async function checkoutWatch(client: ShopClient, listingId: string): Promise<CheckoutAnswer> {
  const total = await fillCart(client, listingId);
  return readCheckout(
    await postCheckout(client, { email: `shopper-${randomUUID()}@example.com`, expectedTotalCents: total }),
  );
}

/** Presses Pay on the TEST page; throws unless the page sent the shopper on to the success page. */
export async function payOnTestPage(client: ShopClient, url: string): Promise<void> {
  const answer = await pressOnTestPage(client, url, "pay");
  const location = answer.headers.get("location") ?? "";
  if (answer.status !== 303 || !location.startsWith("/payment-success"))
    throw new Error(`Pay answered ${answer.status} ${location}`);
}

/** The order behind a TEST page, as its shopper sees it (404 when the shopper cannot). */
export async function orderOfTestPage(client: ShopClient, url: string): Promise<OrderDto | undefined> {
  const sessionId = new URL(url, "http://shop.invalid").pathname.split("/").pop() ?? "";
  const answer = await client.get(`/api/checkout/sessions/${sessionId}`);
  if (answer.status === 404) return undefined;
  if (answer.status !== 200) throw new Error(`the order of ${sessionId} answered ${answer.status}`);
  return (await answer.json()) as OrderDto;
}

/** `count` unique watches for sale (one piece each), straight into the database; answers their ids. */
export async function createWatches(db: Db, count: number, label: string): Promise<string[]> {
  const run = randomBytes(3).toString("hex");
  const rows: NewListing[] = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    title: `${label} ${i + 1}`,
    slug: `${label.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")}-${run}-${i + 1}`,
    priceCents: 4_000_00 + (i % 50) * 100_00,
    brand: "Rolex",
    model: "Submariner",
    stock: 1,
    isActive: true,
  }));
  await createListings(db, rows);
  return rows.map((row) => row.id as string);
}

/** Where a fresh database is made: PGlite in a temporary folder, or a database of its own on a server. */
export type FreshDatabase = { pglite: true } | { postgresAdminUrl: string; poolSize: number };

/**
 * A fresh, migrated database, removed afterwards whatever happens; `url` names it for server
 * processes on PostgreSQL. Past `maxWaiting` queued queries its requests are refused 503 (issue 15).
 * (catalog-fixture's withSeededDatabase is this plus 100,000 listings, at the production bound.)
 */
export async function withFreshDatabase<T>(
  kind: FreshDatabase,
  maxWaiting: number,
  use: (database: Database, url?: string) => Promise<T>,
): Promise<T> {
  if ("pglite" in kind) {
    const dir = mkdtempSync(join(tmpdir(), "mizan-checkout-pglite-"));
    const database = await openPglite({ dir, maxWaiting });
    try {
      await runMigrations(database);
      return await use(database);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const name = `mizan_checkout_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: kind.postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(kind.postgresAdminUrl, name);
  const database = await openPostgres(url, kind.poolSize, maxWaiting);
  try {
    await runMigrations(database);
    return await use(database, url);
  } finally {
    await database.close();
    await dropPostgresDatabase(kind.postgresAdminUrl, name);
  }
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** The last lines the server wrote, for a failure's message. */
  output(): string;
  /** SIGKILL, as a crash would; answers once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM and the server's own graceful stop. */
  stop(): Promise<void>;
}

/**
 * The server in production mode (TEST payments, no demo shop) on a `port` of 127.0.0.1 (a free one
 * unless given, the same one to restart it): its TypeScript through tsx, or with `compiled` the
 * build `npm start` runs (dist/server, which must exist). Answers once /readyz does, or throws with
 * what the server wrote.
 */
export async function startServerProcess(
  env: Record<string, string>,
  given?: number,
  options: { compiled?: boolean } = {},
): Promise<ServerProcess> {
  const port = given ?? (await freePort());
  const entry = options.compiled
    ? ["--max-semi-space-size=64", "dist/server/main.mjs"]
    : ["--import", "tsx", "src/server/main.ts"];
  const child = spawn(process.execPath, entry, {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: shopOrigin,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      PAYMENTS_TEST_MODE: "true",
      TRUST_PROXY: "1",
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let written = "";
  const keep = (chunk: Buffer) => {
    written = (written + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = once(child, "exit");
  const base = `http://127.0.0.1:${port}`;
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone()) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${written}`);
    const ready = await fetch(`${base}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server was not ready in 60 s:\n${written}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (!gone()) child.kill(signal);
    await exited;
  };
  return { base, child, output: () => written, kill: () => end("SIGKILL"), stop: () => end("SIGTERM") };
}

/** What a crowd of buyers is told: where to shop, how many at once, for how long, and what to buy. */
export interface BuyJob {
  base: string;
  origin: string;
  buyers: number;
  seconds: number;
  listingIds: string[];
}

/** What they did: each paid purchase's milliseconds, failures by message, and whether stock ran out. */
export interface BuyResult {
  took: number[];
  failed: Record<string, number>;
  seconds: number;
  soldOut: boolean;
}

/** Runs a crowd of buyers in a child process (buyers.ts), off the thread of a server in this one. */
export function buyInChildProcess(job: BuyJob): Promise<BuyResult> {
  const child = fork(new URL("./buyers.ts", import.meta.url).pathname, [], { execArgv: ["--import", "tsx"] });
  return new Promise((resolve, reject) => {
    child.once("message", (result) => resolve(result as BuyResult));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the buyers' process exited (${code}) without an answer`)));
    child.send(job);
  });
}

/** The value below which `p` per cent of the sorted `values` lie. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
