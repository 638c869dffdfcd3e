import { createRequire } from "node:module";
import type { TracerProvider } from "@opentelemetry/api";

/**
 * Spans from OpenTelemetry's own instrumentations (issue 29), each only inside a span (a
 * request's), so the sweeps, the change feed and the exporter's own calls add none:
 * - `pg`: a span per statement and per connection taken from the pool, on PostgreSQL;
 * - `undici`: a span per `fetch` (Tap, eBay, the AI provider's SDK), heard on Node's diagnostics
 *   channels;
 * - `http`: a span per outgoing `http.request` (Stripe's SDK, S3); never incoming requests, whose
 *   span telemetry/request-spans.ts makes with the route.
 * Answers a function that takes them out again.
 */
export async function traceLibraries(tracerProvider: TracerProvider): Promise<() => void> {
  const [
    { registerInstrumentations },
    { PgInstrumentation },
    { UndiciInstrumentation },
    { HttpInstrumentation },
  ] = await Promise.all([
    import("@opentelemetry/instrumentation"),
    import("@opentelemetry/instrumentation-pg"),
    import("@opentelemetry/instrumentation-undici"),
    import("@opentelemetry/instrumentation-http"),
  ]);
  const unregister = registerInstrumentations({
    tracerProvider,
    instrumentations: [
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      new HttpInstrumentation({
        disableIncomingRequestInstrumentation: true,
        requireParentforOutgoingSpans: true,
      }),
    ],
  });
  // The instrumentations patch a module when it is `require`d, but the server is ESM and imported
  // pg and node:http before this ran (bundled or through tsx) without Node's --import hook. Both
  // are CommonJS objects that the ESM imports share, so requiring them once more hands them to the
  // hooks, which patch them in place: pg's Client.prototype.query and pg-pool's connect, and
  // http(s).request. Measured (telemetry.test.ts): without these lines, no pg span and no span
  // of Stripe's calls at all; fetch needs none (diagnostics channels).
  const require = createRequire(import.meta.url);
  const requireFromPg = createRequire(require.resolve("pg"));
  for (const name of ["pg", "http", "https"]) require(name);
  requireFromPg("pg-pool");
  return unregister;
}
