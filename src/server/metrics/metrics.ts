import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { AppError } from "../../shared/errors";
import type { AppEnv } from "../http/app-env";

/** What the metrics read from the rest of the instance when scraped. */
export interface MetricSources {
  /** Whether the database has as much work waiting as it may take (requests are refused with 503). */
  databaseBusy(): boolean;
  /** The listings this instance's search index holds; undefined while the database answers searches. */
  searchIndexSize(): Promise<number | undefined>;
  /** Purchases in the lane (http/purchase-lane.ts): being worked on, and waiting. */
  purchases(): { running: number; waiting: number };
}

/** Seconds: a collection page is a few milliseconds, a checkout's payment page a second or two. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

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
    name: "mizan_search_index_listings",
    help: "Listings held by this instance's in-memory search index; 0 while the database answers searches",
    registers: [registry],
    async collect() {
      this.set((await sources.searchIndexSize()) ?? 0);
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

  return {
    /** Times every request, labelled once its answer is known. */
    observe(): MiddlewareHandler<AppEnv> {
      return async (c, next) => {
        const stop = requests.startTimer();
        try {
          await next();
        } finally {
          stop({ method: c.req.method, route: routePath(c), status: String(c.res.status) });
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
