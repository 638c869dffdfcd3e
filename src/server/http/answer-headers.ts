import type { ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

export type HeaderList = readonly (readonly [string, string])[];

/**
 * Adds headers to every answer; a header the handler set itself wins. Under @hono/node-server
 * they go straight onto Node's response, which merges them into the answer's own headers when it
 * writes the head, so a plain answer keeps the adapter's fast path: building a WHATWG `Headers`
 * object on every request cost more than the rest of the middleware stack together. Without a
 * Node response (`app.request` in tests and in server rendering) they are set on the answer.
 */
export function answerHeaders(headersFor: (c: Context<AppEnv>) => HeaderList): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const headers = headersFor(c);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const missing = headers.filter(([name]) => !c.res.headers.has(name));
    try {
      for (const [name, value] of missing) c.res.headers.set(name, value);
    } catch {
      // Response.redirect() answers have immutable headers: copy the answer, then set them.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of missing) c.res.headers.set(name, value);
    }
  };
}
