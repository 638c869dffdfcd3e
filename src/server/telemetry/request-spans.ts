import type * as OtelApi from "@opentelemetry/api";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../http/app-env";
import { loggedPath } from "../http/request-context";

/** The request id the app gives each request (http/request-context.ts), on its span. */
export const requestIdAttribute = "mizan.request_id";

const headerGetter: OtelApi.TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/**
 * One server span per request (issue 29), named and labelled as OpenTelemetry's HTTP conventions
 * say: method, route as registered (`/api/listings/:slug`, so a watch's page is one operation),
 * status; and the request id of the log line. Everything the request does inside it (database
 * statements, outgoing calls) is its child. A `traceparent` header from a proxy makes the span its
 * child. Outermost, so the span covers the whole answer; the path is the log's, without a reset
 * token, and the query string is left out (a confirmation link's token is there).
 *
 * `api` is passed in, not imported: the shop loads nothing of OpenTelemetry without traces.
 */
export function requestSpans(api: typeof OtelApi, tracer: OtelApi.Tracer): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    const parent = api.propagation.extract(api.context.active(), c.req.raw.headers, headerGetter);
    const span = tracer.startSpan(
      method,
      {
        kind: api.SpanKind.SERVER,
        attributes: { "http.request.method": method, "url.path": loggedPath(c.req.path) },
      },
      parent,
    );
    try {
      await api.context.with(api.trace.setSpan(parent, span), next);
    } finally {
      const route = routePath(c);
      const status = c.res.status;
      span.updateName(`${method} ${route}`);
      span.setAttributes({
        "http.route": route,
        "http.response.status_code": status,
        [requestIdAttribute]: c.var.requestId,
      });
      // app.onError answered the error: the span still says what went wrong.
      if (c.error) span.recordException(c.error);
      if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    }
  };
}
