import type { MiddlewareHandler } from "hono";
import { AppError } from "../../shared/errors";
import type { AppEnv } from "./app-env";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
/** Payment providers call their webhooks from their own servers; a signature proves those instead. */
const webhookPath = /^\/api\/payments\/[^/]+\/webhook$/;

/**
 * Refuses a state-changing request sent by another site (issue 15): a browser names the page that
 * sent it in `Origin` and, where it can, says how it relates in `Sec-Fetch-Site`. A request with
 * neither comes from no browser (a script or a test), and cannot carry a shopper's cookies by
 * surprise, so it is judged by its session like any other.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || webhookPath.test(c.req.path)) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const isCrossSite = site !== undefined && site !== "same-origin" && site !== "none";
    if (isCrossSite || (origin !== undefined && !allowed.has(origin))) {
      throw new AppError("FORBIDDEN", "Requests from other sites are not accepted.");
    }
    await next();
  };
}
