import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { AppError, errorChain } from "../../shared/errors";
import { DatabaseBusyError } from "../db/client";
import type { AppEnv } from "../http/app-env";

/** What the metrics read from the rest of the instance when scraped. */
export interface MetricSources {
  /** Whether the database has as much work waiting as it may take (requests are refused with 503). */
  databaseBusy(): boolean;
  /** Work waiting for the database (db/client.ts): requests for a connection, statements for PGlite. */
  databaseWaiting(): number;
  /** This instance's search index, its listings and age; undefined while the database answers searches. */
  searchIndex(): Promise<{ listings: number; ageSeconds: number } | undefined>;
  /** Purchases in the lane (http/purchase-lane.ts): being worked on, and waiting. */
  purchases(): { running: number; waiting: number };
  /** Uploads in the image queue (media/image-queue.ts): holding its one turn, and waiting for it. */
  imageUploads(): { running: number; waiting: number };
  /** The outbox's e-mails not delivered, read from the database (at most every few seconds, below). */
  unsentMail(): Promise<{ pending: number; failed: number }>;
  /** Calls `count` at each checkout reservation this instance's sweep releases. */
  onReservationReleased(count: () => void): void;
}

/** Seconds: a collection page is a few milliseconds, a checkout's payment page a second or two. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The outbox is counted at most this often, however often and by however many it is scraped. */
const mailReadMs = 5_000;

/** `read`'s answer, shared by every call in the `ms` after it began. */
function readAtMostEvery<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ms) last = { at: now, answer: read() };
    return last.answer;
  };
}

/** Refused because the database had as much work waiting as it may take, wherever that was seen. */
const isBusyRefusal = (error: Error) =>
  [...errorChain(error)].some((link) => link instanceof DatabaseBusyError);

/**
 * The instance's metrics in Prometheus's text format (issue 29), for a scraper that sends `token`,
 * in a registry of its own so each app (and each test's) counts only its requests. Every series carries the instance's `pid`: with
 * `WEB_CONCURRENCY` above 1, a scrape reaches one instance, and the pid says which.
 */
export function createMetrics(token: string, sources: MetricSources) {
  const registry = new Registry();
  registry.setDefaultLabels({ pid: String(process.pid) });
  // Resident memory, heap, event-loop delay, garbage collection, open handles.
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Requests answered, by method, route (as registered, so a watch's page is one series) and status, and how long each took",
    labelNames: ["method", "route", "status"] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });
  new Gauge({
    name: "mizan_database_busy",
    help: "1 while the database has as much work waiting as it may take, and API requests are refused with 503",
    registers: [registry],
    collect() {
      this.set(sources.databaseBusy() ? 1 : 0);
    },
  });
  new Gauge({
    name: "mizan_database_waiting",
    help: "Work waiting for the database: requests waiting for a pool connection (PostgreSQL), statements in line behind the running one (PGlite); once it reaches DATABASE_MAX_WAITING, requests are refused with 503",
    registers: [registry],
    collect() {
      this.set(sources.databaseWaiting());
    },
  });
  const refused = new Counter({
    name: "mizan_database_refused_total",
    help: "Requests answered 503 because the database (or the purchase lane in front of it) had as much work waiting as it may take",
    registers: [registry],
  });
  new Gauge({
    name: "mizan_search_index_listings",
    help: "Listings held by this instance's in-memory search index; 0 while the database answers searches",
    registers: [registry],
    async collect() {
      this.set((await sources.searchIndex())?.listings ?? 0);
    },
  });
  new Gauge({
    name: "mizan_search_index_age_seconds",
    help: "Seconds since this instance's search index was read whole or took in a change (it grows while the catalogue does not change); 0 while the database answers searches",
    registers: [registry],
    async collect() {
      this.set((await sources.searchIndex())?.ageSeconds ?? 0);
    },
  });
  new Gauge({
    name: "mizan_purchases",
    help: "Purchases in the purchase lane: being worked on (running) and waiting for a turn (waiting)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const { running, waiting } = sources.purchases();
      this.set({ state: "running" }, running);
      this.set({ state: "waiting" }, waiting);
    },
  });
  new Gauge({
    name: "mizan_image_uploads",
    help: "Uploads in the image queue: holding its one turn, their body arriving or being rendered by the image worker (running), and in line for it (waiting); past a listing's photos waiting, uploads are refused with 503",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const { running, waiting } = sources.imageUploads();
      this.set({ state: "running" }, running);
      this.set({ state: "waiting" }, waiting);
    },
  });
  const unsentMail = readAtMostEvery(mailReadMs, sources.unsentMail);
  new Gauge({
    name: "mizan_mail_outbox_unsent",
    help: "E-mails in the outbox not delivered: handed to SMTP and not sent yet (pending), refused by it (failed); counted at most every 5 s",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      try {
        const { pending, failed } = await unsentMail();
        this.set({ status: "pending" }, pending);
        this.set({ status: "failed" }, failed);
      } catch {
        // A database refusing work (mizan_database_busy) must not cost the scrape every other
        // series: the last count stays.
      }
    },
  });
  const released = new Counter({
    name: "mizan_checkout_reservations_released_total",
    help: "Checkout reservations whose payment never came, released by this instance's sweep (their watches back on sale)",
    registers: [registry],
  });
  sources.onReservationReleased(() => released.inc());

  return {
    /** Times every request, labelled once its answer is known. */
    observe(): MiddlewareHandler<AppEnv> {
      return async (c, next) => {
        const stop = requests.startTimer();
        try {
          await next();
        } finally {
          stop({ method: c.req.method, route: routePath(c), status: String(c.res.status) });
          if (c.error && isBusyRefusal(c.error)) refused.inc();
        }
      };
    },
    /** `GET /metrics` for a scraper holding the token; nothing is told to anyone else. */
    answer(): MiddlewareHandler<AppEnv> {
      const expected = Buffer.from(`Bearer ${token}`);
      return async (c) => {
        const given = Buffer.from(c.req.header("authorization") ?? "");
        if (given.length !== expected.length || !timingSafeEqual(given, expected))
          throw new AppError("UNAUTHENTICATED", "A metrics token is required");
        return c.body(await registry.metrics(), 200, {
          "Content-Type": registry.contentType,
          "Cache-Control": "no-store",
        });
      };
    },
  };
}
