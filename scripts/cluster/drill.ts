/**
 * The scale-out drill (issue 29): three instances of the compiled server behind Debian's nginx,
 * on a database of their own on the local PostgreSQL server and images in s3rver. Shoppers browse
 * and buy and staff edit listings and upload photos while one instance is SIGKILLed and started
 * again twice and another stopped gracefully (SIGTERM) and started again. `npm run stress:cluster`
 * prints its report; a shorter run is an end-to-end test (e2e/cluster-drill.spec.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { queryRows } from "../../src/server/db/client";
import { fakeS3Credentials, startFakeS3 } from "../../src/server/test/fake-s3";
import type { ListingDetailDto, ListingPageDto } from "../../src/shared/catalog-api";
import type { AdminListingDto } from "../../src/shared/listing-schemas";
import type { MediaDto } from "../../src/shared/media";
import { listingPayload, listingValues } from "../../src/web/features/admin/listings/listing-form-values";
import { adminCookie } from "../bench/admin-session";
import {
  createWatches,
  freePort,
  httpShopper,
  type ServerProcess,
  shopOrigin,
  startServerProcess,
  withFreshDatabase,
} from "../checkout/flows";
import { verifyPurchases } from "../checkout/purchase-invariants";
import { advance, type Flow } from "../checkout/resumable-flow";
import { startBalancer } from "./balancer";
import { createTraffic, type Traffic } from "./traffic";

export interface DrillOptions {
  /** How long shoppers and staff work; the faults fall at fixed shares of it. */
  seconds: number;
  shoppers: number;
  /** Watches for sale, each bought once. */
  watches: number;
  /** A PostgreSQL server where the drill makes (and then drops) a database of its own. */
  postgresAdminUrl: string;
  say: (line: string) => void;
}

export interface DrillReport {
  rows: [string, string][];
  violations: string[];
}

/** How soon an edit must show on every instance (the "within a second"). */
const visibleWithinMs = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const words = ["rolex", "daytona", "nautilus", "submariner", "patek"];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Resident memory of a process, from /proc (MB). */
function residentMb(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** An instance the drill runs, kills and starts again on the same port. */
interface Instance {
  name: string;
  port: number;
  process?: ServerProcess;
  /** Serving: started and not being stopped. */
  up: boolean;
  /** Starts so far: a check that spans a stop and a start times the outage, not the write. */
  lives: number;
  peakMb: number;
}

/** Polls `check` until it holds; answers the milliseconds it took, or undefined past `limitMs`. */
async function timeUntil(check: () => Promise<boolean>, limitMs: number): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check().catch(() => false)) return Math.round(performance.now() - started);
    await sleep(25);
  }
  return undefined;
}

async function photo(): Promise<Blob> {
  const shade = () => Math.floor(Math.random() * 255);
  const jpeg = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: shade(), g: shade(), b: shade() } },
  })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" });
}

export async function runDrill(options: DrillOptions): Promise<DrillReport> {
  const { say } = options;
  const violations: string[] = [];
  const traffic = createTraffic();
  return withFreshDatabase(
    { postgresAdminUrl: options.postgresAdminUrl, poolSize: 2 },
    1_000,
    async (database, url) => {
      if (!url) throw new Error("the drill needs a PostgreSQL server");
      const forSale = await createWatches(database.db, options.watches, "Drill Daytona");
      const edited = await createWatches(database.db, 4, "Drill Nautilus");
      const slugs = await queryRows<{ id: string; slug: string }>(
        database.db,
        sql`select id, slug from listings`,
      );
      const slugOf = new Map(slugs.map((row) => [row.id, row.slug]));

      const s3 = await startFakeS3();
      const bucket = "mizan-drill";
      await new S3Client({
        region: "us-east-1",
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: fakeS3Credentials,
      }).send(new CreateBucketCommand({ Bucket: bucket }));
      const dataDir = mkdtempSync(join(tmpdir(), "mizan-drill-"));
      const env = {
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: "4",
        S3_BUCKET: bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: fakeS3Credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: fakeS3Credentials.secretAccessKey,
        // The shoppers' addresses reach the instances through a CDN and nginx: two proxies.
        TRUST_PROXY: "2",
        AUTH_SECRET: randomBytes(32).toString("hex"),
        DATA_DIR: dataDir,
      };
      const instances: Instance[] = [];
      for (const name of ["A", "B", "C"])
        instances.push({ name, port: await freePort(), up: false, lives: 0, peakMb: 0 });
      const start = async (instance: Instance) => {
        instance.process = await startServerProcess(env, instance.port, { compiled: true });
        instance.lives++;
        instance.up = true;
      };
      say("starting three instances, nginx and s3rver…");
      await Promise.all(instances.map(start));
      const balancer = await startBalancer(instances.map((instance) => instance.port));
      const sampler = setInterval(() => {
        for (const instance of instances)
          if (instance.up)
            instance.peakMb = Math.max(instance.peakMb, residentMb(instance.process?.child.pid));
      }, 500);
      const cookie = await adminCookie(database, balancer.base, shopOrigin);
      const ending = performance.now() + options.seconds * 1000;
      const running = () => performance.now() < ending;

      try {
        const queue = [...forSale];
        let paid = 0;
        const shoppers = Array.from({ length: options.shoppers }, () =>
          shop(traffic, balancer.base, queue, slugOf, running, violations).then((bought) => {
            paid += bought;
          }),
        );
        const staff = editListings(
          traffic,
          balancer.base,
          cookie,
          edited,
          slugOf,
          instances,
          running,
          violations,
        );
        const faults = injectFaults(instances, options.seconds, traffic, start, say);
        const [editFigures] = await Promise.all([staff, faults, ...shoppers]);
        say("traffic stopped; checking every instance…");
        if (queue.length > 0)
          violations.push(`${queue.length} watches were never bought (the drill was too short)`);

        const sessions = await checkSessions(instances, cookie, violations);
        const search = await checkSearch(instances, violations);
        const purchases = await verifyPurchases(
          database.db,
          new Map([...forSale, ...edited].map((id) => [id, 1])),
        );
        violations.push(...purchases.problems);
        if (purchases.paidOrders !== purchases.applied)
          violations.push(`paid orders ${purchases.paidOrders} ≠ applied payments ${purchases.applied}`);
        if (purchases.paidOrders !== paid)
          violations.push(`paid orders ${purchases.paidOrders} ≠ purchases the shoppers completed ${paid}`);
        const unexcused = traffic.unexcused();
        for (const failure of unexcused.slice(0, 20))
          violations.push(`a request failed outside a SIGKILL: ${failure.what}`);
        if (unexcused.length > 20) violations.push(`…and ${unexcused.length - 20} more failed requests`);

        const failures = traffic.failures();
        return {
          violations,
          rows: [
            ["requests answered", String(traffic.answered())],
            ["requests failed (in flight at a SIGKILL)", String(failures.length - unexcused.length)],
            ["requests failed otherwise", String(unexcused.length)],
            [
              "failed requests whose retry failed too",
              String(violations.filter((v) => v.startsWith("retry failed")).length),
            ],
            ["paid orders / applied payments", `${purchases.paidOrders} / ${purchases.applied}`],
            [
              "watches sold twice",
              String(purchases.problems.filter((p) => p.includes("paid orders")).length),
            ],
            ["listing edits (with a photo)", `${editFigures.edits} (${editFigures.photos})`],
            ["edit on every instance: slowest watch page", `${editFigures.slowestPageMs} ms`],
            ["edit on every instance: slowest search", `${editFigures.slowestSearchMs} ms`],
            ["staff session valid on instances", `${sessions} of ${instances.length}`],
            ["search from the index, same answers", `${search} of ${instances.length}`],
            ...instances.map((instance): [string, string] => [
              `instance ${instance.name} memory (peak, now)`,
              `${instance.peakMb} MB, ${residentMb(instance.process?.child.pid)} MB`,
            ]),
            ["violations", String(violations.length)],
          ],
        };
      } finally {
        clearInterval(sampler);
        await balancer.stop();
        await Promise.all(instances.map((instance) => instance.process?.stop()));
        await s3.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
}

/**
 * One shopper until the time is up: mostly searches, watch pages and the home page, now and then
 * buying the next watch of the queue from start to paid. A failed request is sent again once (a
 * shopper's reload); a purchase is taken up where it stood (resumable-flow.ts).
 */
async function shop(
  traffic: Traffic,
  base: string,
  queue: string[],
  slugOf: Map<string, string>,
  running: () => boolean,
  violations: string[],
): Promise<number> {
  let bought = 0;
  const client = traffic.tracked(httpShopper(base));
  const browse = async (path: string) => {
    for (let attempt = 1; attempt <= 2; attempt++) {
      const answer = await client.get(path).catch(() => undefined);
      await answer?.arrayBuffer();
      if (answer && answer.status < 500) return;
      await sleep(300);
    }
    violations.push(`retry failed: GET ${path}`);
  };
  // Once the time is up, the watches left are bought before the shoppers go home.
  while (running() || queue.length > 0) {
    const listingId = !running() || Math.random() < 0.15 ? queue.shift() : undefined;
    if (listingId) {
      const flow: Flow = { client, listingId };
      let done = false;
      for (let attempt = 1; attempt <= 10 && !done; attempt++) {
        done = await advance(flow).catch(() => false);
        if (!done) await sleep(500);
      }
      if (done) bought++;
      else violations.push(`retry failed: the purchase of ${listingId} did not complete in 10 attempts`);
      continue;
    }
    const roll = Math.random();
    if (roll < 0.55) await browse(`/api/listings?q=${pick(words)}`);
    else if (roll < 0.9) await browse(`/api/listings/${slugOf.get(pick([...slugOf.keys()]))}`);
    else await browse("/");
    await sleep(50 + Math.random() * 100);
  }
  return bought;
}

/**
 * The staff member: every second and a half a listing's reference changed (every third time with
 * a new photo) through the balancer, then each serving instance asked directly until its watch page
 * and its search show the change (and the photo is served).
 */
async function editListings(
  traffic: Traffic,
  base: string,
  cookie: string,
  ids: string[],
  slugOf: Map<string, string>,
  instances: Instance[],
  running: () => boolean,
  violations: string[],
) {
  const figures = { edits: 0, photos: 0, slowestPageMs: 0, slowestSearchMs: 0 };
  const headers = { cookie, origin: shopOrigin };
  const send = (what: string, path: string, init: RequestInit = {}) =>
    traffic.track(what, () => fetch(base + path, { ...init, headers: { ...headers, ...init.headers } }));
  const sendTwice = async (what: string, path: string, init: RequestInit = {}) => {
    let answer = await send(what, path, init).catch(() => undefined);
    if (!answer || answer.status >= 500) {
      await sleep(300);
      answer = await send(what, path, init).catch(() => undefined);
    }
    if (!answer || answer.status >= 300) {
      const said = answer ? ` ${answer.status} ${(await answer.text()).slice(0, 300)}` : " nothing";
      violations.push(
        `${answer && answer.status < 500 ? "refused" : "retry failed"}: ${what} answered${said}`,
      );
      return undefined;
    }
    return answer;
  };
  const editOnce = async (n: number) => {
    const id = pick(ids);
    const slug = slugOf.get(id) as string;
    const read = await sendTwice("GET admin listing", `/api/admin/listings/${id}`);
    if (!read) return;
    const form = listingValues((await read.json()) as AdminListingDto);
    const reference = `DRL${randomBytes(3).toString("hex").toUpperCase()}`;
    form.reference = reference;
    // The drill's listings start bare, as an import leaves them: the first edit completes them.
    form.specifications.condition ||= "excellent";
    let photoId: string | undefined;
    if (n % 3 === 0 || form.images.length === 0) {
      const upload = new FormData();
      upload.append("file", await photo(), `drill-${n}.jpg`);
      const uploaded = await sendTwice("POST photo", "/api/admin/media", { method: "POST", body: upload });
      if (uploaded) {
        const media = (await uploaded.json()) as MediaDto;
        form.images = [...form.images, media];
        photoId = media.id;
      }
    }
    const saved = await sendTwice("PUT admin listing", `/api/admin/listings/${id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(listingPayload(form)),
    });
    if (!saved) return;
    figures.edits++;
    if (photoId) figures.photos++;
    for (const instance of instances.filter((candidate) => candidate.up)) {
      const life = instance.lives;
      const direct = `http://127.0.0.1:${instance.port}`;
      const page = await timeUntil(async () => {
        const answer = await fetch(`${direct}/api/listings/${slug}`);
        const listing = (await answer.json()) as ListingDetailDto;
        if (listing.reference !== reference) return false;
        if (!photoId) return true;
        const image = listing.images.find((candidate) => candidate.id === photoId);
        return Boolean(image) && (await fetch(direct + image?.url)).status === 200;
      }, 5_000);
      const search = await timeUntil(async () => {
        const answer = await fetch(`${direct}/api/listings?q=${reference}`);
        return ((await answer.json()) as ListingPageDto).total === 1;
      }, 5_000);
      // Stopped or killed meanwhile: what was timed is the outage, which the drill counts apart.
      if (!instance.up || instance.lives !== life) continue;
      if (page === undefined || page > visibleWithinMs)
        violations.push(
          `instance ${instance.name} showed edit ${n} on the watch page after ${page ?? "more than 5000"} ms`,
        );
      if (search === undefined || search > visibleWithinMs)
        violations.push(
          `instance ${instance.name} found edit ${n} by search after ${search ?? "more than 5000"} ms`,
        );
      figures.slowestPageMs = Math.max(figures.slowestPageMs, page ?? 5_000);
      figures.slowestSearchMs = Math.max(figures.slowestSearchMs, search ?? 5_000);
    }
  };
  for (let n = 1; running(); n++) {
    const started = performance.now();
    await editOnce(n);
    await sleep(Math.max(0, 1_500 - (performance.now() - started)));
  }
  return figures;
}

/**
 * Instance A is SIGKILLed at a fifth and at nine twentieths of the run and started again each time;
 * instance B is stopped gracefully at two thirds and started again at five sixths.
 */
async function injectFaults(
  instances: Instance[],
  seconds: number,
  traffic: Traffic,
  start: (instance: Instance) => Promise<void>,
  say: (line: string) => void,
) {
  const [a, b] = instances as [Instance, Instance];
  const began = performance.now();
  const at = (share: number) => sleep(Math.max(0, began + share * seconds * 1000 - performance.now()));
  for (const share of [0.2, 0.45]) {
    await at(share);
    say(`SIGKILL instance ${a.name}`);
    a.up = false;
    traffic.killed();
    await a.process?.kill();
    await start(a);
    say(`instance ${a.name} serving again`);
  }
  await at(2 / 3);
  say(`SIGTERM instance ${b.name}`);
  b.up = false;
  await b.process?.stop();
  await at(5 / 6);
  await start(b);
  say(`instance ${b.name} serving again`);
}

/** The staff member's session, made through the balancer, answered by every instance directly. */
async function checkSessions(instances: Instance[], cookie: string, violations: string[]): Promise<number> {
  let valid = 0;
  for (const instance of instances) {
    const answer = await fetch(`http://127.0.0.1:${instance.port}/api/me/profile`, { headers: { cookie } });
    await answer.arrayBuffer();
    if (answer.status === 200) valid++;
    else violations.push(`instance ${instance.name} answered the staff session ${answer.status}`);
  }
  return valid;
}

/**
 * Once the writes stop (and the two seconds collection pages are kept have passed), every instance
 * searches from its index and gives the same answers as the others.
 */
async function checkSearch(instances: Instance[], violations: string[]): Promise<number> {
  await sleep(2_500);
  const answers = await Promise.all(
    instances.map(async (instance) => {
      const direct = `http://127.0.0.1:${instance.port}`;
      const ready = (await (await fetch(`${direct}/readyz`)).json()) as { search?: string };
      const totals = await Promise.all(
        [...words, "drl"].map(
          async (word) =>
            ((await (await fetch(`${direct}/api/listings?q=${word}`)).json()) as ListingPageDto).total,
        ),
      );
      return { instance, fromIndex: ready.search === "index", totals: totals.join(",") };
    }),
  );
  let same = 0;
  for (const answer of answers) {
    if (!answer.fromIndex) violations.push(`instance ${answer.instance.name} does not search from its index`);
    else if (answer.totals !== answers[0]?.totals)
      violations.push(
        `instance ${answer.instance.name} found ${answer.totals}, instance A ${answers[0]?.totals}`,
      );
    else same++;
  }
  return same;
}
