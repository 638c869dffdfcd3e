import type { MiddlewareHandler } from "hono";
import { AppError } from "../../shared/errors";
import type { AppEnv } from "./app-env";

/**
 * Bounds the requests one instance works on at once (issue 15). Past the bound a request is
 * refused at once with 503 and `Retry-After`, instead of queueing behind work it would wait seconds
 * for: the requests that are taken finish quickly, and a load balancer or a shopper's retry finds
 * capacity elsewhere or a moment later. Mounted only on routes that wait for the database.
 */
export function shedLoad(options: {
  maxInFlight: number;
  retryAfterSeconds: number;
}): MiddlewareHandler<AppEnv> {
  let inFlight = 0;
  return async (c, next) => {
    if (inFlight >= options.maxInFlight) {
      c.header("Retry-After", String(options.retryAfterSeconds));
      throw new AppError("SERVICE_UNAVAILABLE", "The shop is busy right now. Please try again in a moment.");
    }
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  };
}
