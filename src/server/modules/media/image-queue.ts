import { createMiddleware } from "hono/factory";
import { AppError } from "../../../shared/errors";
import type { AppEnv } from "../../http/app-env";

/**
 * At most `width` uploads read and processed at a time in this instance (issue 9, Photos: uploads
 * must not hurt shoppers). Decoding a 24-megapixel photo keeps a core busy for about a second;
 * several at once would take the core that shoppers' requests (and PGlite) run on. The others
 * wait their turn before their body is read, so a waiting upload holds a connection, not its
 * megabytes; past `maxWaiting` they are refused with 503 and Retry-After.
 */
export function createImageQueue(width: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return createMiddleware<AppEnv>(async (_c, next) => {
    if (running < width) running += 1;
    else {
      if (waiting.length >= maxWaiting) {
        throw new AppError("SERVICE_UNAVAILABLE", "Too many photos are being processed. Please try again.");
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      await next();
    } finally {
      const turn = waiting.shift();
      // The slot passes straight to the next upload, so an arrival in between cannot take it too.
      if (turn) turn();
      else running -= 1;
    }
  });
}
