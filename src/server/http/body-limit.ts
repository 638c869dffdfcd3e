import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../shared/errors";
import type { AppEnv } from "./app-env";

/** Every JSON body the API takes is small; uploads mount a larger limit of their own (issue 15). */
export const defaultBodyLimitBytes = 64 * 1024;

/**
 * Refuses a body over `maxBytes` with 413, by its Content-Length before reading it, or while
 * reading a body sent in chunks, so an oversized request never fills memory.
 */
export function limitBody(maxBytes = defaultBodyLimitBytes): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `The request is larger than ${Math.round(maxBytes / 1024)} KB.`,
      );
    },
  });
  // No route reads the body of a GET or HEAD; asking for it would make the Node adapter build a
  // whole web Request for every page and search (issue 26: 3% of the collection's time).
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next));
}
