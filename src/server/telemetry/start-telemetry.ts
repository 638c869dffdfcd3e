import type { MiddlewareHandler } from "hono";
import type { Config } from "../config";
import type { AppEnv } from "../http/app-env";
import type { Logger } from "../logger";
import { traceLibraries } from "./library-spans";
import { tracePglite } from "./pglite-spans";
import { requestSpans } from "./request-spans";

export type TelemetryConfig = NonNullable<Config["telemetry"]>;

/** The traces of one process, while they are exported. */
export interface Telemetry {
  /** The request's server span, for createApp (`requestSpans`). */
  requestSpans: MiddlewareHandler<AppEnv>;
  /** Sends the spans still held (the exporter sends them in batches every few seconds). */
  flush(): Promise<void>;
  /** Sends what is held (waiting 2 s at most), stops the SDK and takes every patch out again. */
  shutdown(): Promise<void>;
}

/**
 * Starts OpenTelemetry's tracing SDK (issue 29): spans in batches to the collector's OTLP/HTTP
 * endpoint as JSON, a server span per request with its database statements and outgoing calls
 * inside. Call it before the database opens. Every OpenTelemetry package is imported here, on
 * demand, so a shop without OTEL_EXPORTER_OTLP_ENDPOINT loads none of them.
 */
export async function startTelemetry(config: TelemetryConfig, logger: Logger): Promise<Telemetry> {
  const [api, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, resources] =
    await Promise.all([
      import("@opentelemetry/api"),
      import("@opentelemetry/sdk-trace-node"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
    ]);
  const provider = new NodeTracerProvider({
    resource: resources
      .defaultResource()
      .merge(
        resources.resourceFromAttributes({ "service.name": config.serviceName, "process.pid": process.pid }),
      ),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: config.tracesUrl }))],
  });
  // The global provider, AsyncLocalStorage for the active span, W3C trace context in and out.
  provider.register();
  const untraceLibraries = await traceLibraries(provider);
  const tracer = provider.getTracer("mizan");
  const untracePglite = tracePglite(api, tracer);
  // After the instrumentations: their "loaded before" warnings do not apply (library-spans.ts).
  // A collector that cannot be reached is then told in the log, once per batch after its retries.
  const log = logger.child({ component: "opentelemetry" });
  const write =
    (level: "warn" | "error") =>
    (message: string, ...args: unknown[]) =>
      log[level]({ details: args.map(String) }, message);
  api.diag.setLogger(
    { error: write("error"), warn: write("warn"), info: () => {}, debug: () => {}, verbose: () => {} },
    api.DiagLogLevel.WARN,
  );
  logger.info({ traces: config.tracesUrl, service: config.serviceName }, "exporting traces");

  return {
    requestSpans: requestSpans(api, tracer),
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      untracePglite();
      untraceLibraries();
      // The exporter retries a collector that does not answer for up to ten seconds: a stopping
      // instance gives it this long, then goes (measured: 6 s more to stop without the bound).
      await Promise.race([provider.shutdown(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
      api.diag.disable();
    },
  };
}
