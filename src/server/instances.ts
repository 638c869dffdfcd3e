import cluster from "node:cluster";
import type { Logger } from "./logger";

/** An instance that stops within this long of its start waits longer before the next try. */
const shortLifeMs = 10_000;
const maxRetryMs = 30_000;

/**
 * The primary of `WEB_CONCURRENCY` instances (node:cluster): one process per core, sharing the
 * port, each with its own search index following the change feed, as separate machines would.
 * An instance that dies is started again (after a second, longer while it keeps dying at once);
 * SIGTERM or SIGINT stops every instance gracefully and the primary leaves once they have.
 */
export function superviseInstances(count: number, logger: Logger) {
  let stopping = false;
  let retryMs = 500;
  const startedAt = new Map<number, number>();
  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) {
        logger.info("every instance stopped");
        process.exit(0);
      }
      return;
    }
    retryMs = lived < shortLifeMs ? Math.min(retryMs * 2, maxRetryMs) : 1_000;
    logger.error({ pid: worker.process.pid, code, signal, retryMs }, "an instance stopped; starting another");
    setTimeout(start, retryMs);
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, instances: startedAt.size }, "shutting down every instance");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  for (let i = 0; i < count; i++) start();
}
