import type { MiddlewareHandler } from "hono";
import { AppError } from "../../shared/errors";
import type { AppEnv } from "./app-env";

/**
 * A bound on the requests one instance works on at once (issue 15). Past the bound, work is
 * refused at once instead of queueing behind work it would wait seconds for: the requests that
 * are taken finish quickly, and a load balancer or a shopper's retry finds capacity elsewhere or
 * a moment later. Probes and static files never pass through it.
 */
export function createWorkLimit(options: { maxInFlight: number; retryAfterSeconds: number }) {
  let inFlight = 0;

  /** Runs `work` if there is room, else answers undefined at once. */
  async function tryRun<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (inFlight >= options.maxInFlight) return undefined;
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  }

  /** API routes: past the bound, 503 with `Retry-After`. */
  const shed: MiddlewareHandler<AppEnv> = async (c, next) => {
    const done = await tryRun(async () => {
      await next();
      return true;
    });
    if (done) return;
    c.header("Retry-After", String(options.retryAfterSeconds));
    throw new AppError("SERVICE_UNAVAILABLE", "The shop is busy right now. Please try again in a moment.");
  };

  return { shed, tryRun };
}

export type WorkLimit = ReturnType<typeof createWorkLimit>;
