import { Worker } from "node:worker_threads";

/** What one load run measured; latencies are of the answers served (2xx), in milliseconds. */
export interface Figures {
  name: string;
  /** Answers of any status per second. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  /** The slowest answer of any status, and requests that got none in time. */
  maxMs: number;
  timeouts: number;
  /** Answers by status, and connection errors. */
  statuses: Record<string, number>;
  errors: number;
  failed: number;
}

export interface LoadOptions {
  name: string;
  base: string;
  paths: string[];
  seconds: number;
  connections: number;
  /** Each request takes a random path of the list (cache misses), not the list in turn. */
  random?: boolean;
  /**
   * Each request, whichever connection sends it, takes the next path of the list: no path is asked
   * twice until the list runs out (the long tail, issue 13).
   */
  sequence?: boolean;
  /** autocannon's timeout per request, in seconds. */
  timeoutSeconds?: number;
  /** Sent with every request, e.g. an admin's session cookie. */
  headers?: Record<string, string>;
}

/**
 * One autocannon run in a worker thread, so the app (and PGlite, which computes on the main
 * thread) keeps the main thread to itself as it would behind a separate load generator. The
 * worker is plain JavaScript: tsx does not hook worker threads on Node 20. Latencies are
 * collected per response so every percentile is exact.
 */
const measureSource = `
const { workerData: job, parentPort } = require("node:worker_threads");
const autocannon = require("autocannon");
const served = [];
const statuses = {};
let maxMs = 0;
let next = 0;
const pick = () =>
  job.sequence ? job.paths[next++ % job.paths.length] : job.paths[Math.floor(Math.random() * job.paths.length)];
const requests = job.random || job.sequence
  ? [{ setupRequest: (request) => ({ ...request, path: pick() }) }]
  : job.paths.map((path) => ({ path }));
const instance = autocannon(
  { url: job.base, connections: job.connections, duration: job.seconds, timeout: job.timeoutSeconds, headers: job.headers, requests },
  (error, result) => {
    if (error) throw error;
    served.sort((a, b) => a - b);
    const at = (p) => served[Math.min(served.length - 1, Math.floor((p / 100) * served.length))] ?? NaN;
    const answered = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    parentPort.postMessage({
      name: job.name,
      rps: answered / ((new Date(result.finish) - new Date(result.start)) / 1000),
      p50: at(50),
      p95: at(95),
      p99: at(99),
      mean: served.reduce((sum, ms) => sum + ms, 0) / Math.max(served.length, 1),
      maxMs,
      timeouts: result.timeouts,
      statuses,
      errors: result.errors,
      failed: result.non2xx + result.errors + result.timeouts,
    });
  },
);
instance.on("response", (_client, status, _bytes, ms) => {
  statuses[status] = (statuses[status] ?? 0) + 1;
  if (ms > maxMs) maxMs = ms;
  if (status >= 200 && status < 300) served.push(ms);
});
`;

export function load(options: LoadOptions): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(measureSource, {
      eval: true,
      workerData: { random: false, sequence: false, timeoutSeconds: 10, ...options },
    });
    worker.once("message", (figures: Figures) => resolve(figures));
    worker.once("error", reject);
  });
}

const fmt = (n: number) => n.toFixed(1).padStart(8);

/**
 * One printed line of figures, with the target beside them. The 503s are always shown: a refusal
 * when busy is how the app stays fast under load, and the goals (issue 26) count them.
 */
export function row(f: Figures, target = ""): string {
  const refused = f.statuses["503"] ?? 0;
  const otherFailures = f.failed - refused;
  return (
    `${f.name.padEnd(34)}${fmt(f.rps)} req/s  p50 ${fmt(f.p50)} ms  p95 ${fmt(f.p95)} ms  p99 ${fmt(f.p99)} ms` +
    `  503s: ${String(refused).padStart(6)}${otherFailures ? `  (${otherFailures} other not 2xx)` : ""}` +
    `${target ? `   target: ${target}` : ""}`
  );
}
