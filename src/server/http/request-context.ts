import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { type Logger, requestScope } from "../logger";
import type { AppEnv } from "./app-env";

const acceptableRequestId = /^[\w\-=]{1,64}$/;

/**
 * Paths that carry a secret: the password-reset link's token (better-auth's GET
 * /api/auth/reset-password/:token). Its request line keeps the route and drops the token, so the
 * log never holds a working reset link. Query strings (the confirmation link's) are not logged.
 */
const secretInPath = /^(\/api\/auth\/reset-password\/)[^/]+/;

export function loggedPath(path: string): string {
  return path.replace(secretInPath, "$1[redacted]");
}

/**
 * Gives each request an id (the proxy's `X-Request-Id` when it sent a sane one) and writes one
 * log line when the answer is ready.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && acceptableRequestId.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    c.set("logger", logger);
    await requestScope.run({ reqId: requestId }, next);
    logger.info({
      reqId: requestId,
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
