import { PGlite, type Transaction } from "@electric-sql/pglite";
import type * as OtelApi from "@opentelemetry/api";

type Method = (this: PGlite, ...args: unknown[]) => Promise<unknown>;
type TracedStatement = (
  run: () => Promise<unknown>,
  text: unknown,
  kind: "query" | "exec",
) => Promise<unknown>;

/** The statement's first word, as the `pg` instrumentation names its spans (`pg.query:SELECT`). */
function operationOf(text: unknown): string {
  const first = typeof text === "string" ? text.trim().split(/\s/, 1)[0] : undefined;
  return first ? first.toUpperCase().replace(/;$/, "") : "";
}

/**
 * Spans around the embedded database's statements (issue 29): no OpenTelemetry package knows
 * PGlite, so its `query`, `exec` and `transaction` are wrapped on the class, as the `pg`
 * instrumentation wraps pg's Client; a transaction is one span with its statements inside. Only
 * inside a span (a request's): the sweeps and the change feed add none. Named and labelled like
 * the `pg` instrumentation's spans, so both databases read alike. Must run before the database
 * opens (db/client.ts binds these methods then); answers a function that takes the wrappers out.
 */
export function tracePglite(api: typeof OtelApi, tracer: OtelApi.Tracer): () => void {
  const traced: TracedStatement = (run, text, kind) => {
    if (!api.trace.getSpan(api.context.active())) return run();
    const operation = operationOf(text);
    return tracer.startActiveSpan(
      kind === "query" && operation ? `pglite.query:${operation}` : `pglite.${kind}`,
      {
        kind: api.SpanKind.CLIENT,
        attributes: {
          "db.system.name": "postgresql",
          ...(typeof text === "string" ? { "db.query.text": text } : {}),
        },
      },
      (span) => ended(api, span, run()),
    );
  };
  const tracedTransaction = (tx: Transaction): Transaction => {
    for (const kind of ["query", "exec"] as const) {
      const original = tx[kind].bind(tx) as (...args: unknown[]) => Promise<unknown>;
      (tx as unknown as Record<string, unknown>)[kind] = (...args: unknown[]) =>
        traced(() => original(...args), args[0], kind);
    }
    return tx;
  };

  const prototype = PGlite.prototype as unknown as Record<string, Method>;
  const owned = new Map<string, PropertyDescriptor | undefined>();
  const wrap = (name: "query" | "exec" | "transaction", wrapper: (original: Method) => Method) => {
    owned.set(name, Object.getOwnPropertyDescriptor(prototype, name));
    const original = prototype[name] as Method;
    prototype[name] = wrapper(original);
  };
  for (const kind of ["query", "exec"] as const)
    wrap(
      kind,
      (original) =>
        function (this: PGlite, ...args: unknown[]) {
          return traced(() => original.apply(this, args), args[0], kind);
        },
    );
  wrap(
    "transaction",
    (original) =>
      function (this: PGlite, ...args: unknown[]) {
        const callback = args[0] as (tx: Transaction) => Promise<unknown>;
        if (!api.trace.getSpan(api.context.active())) return original.call(this, callback);
        return tracer.startActiveSpan(
          "pglite.transaction",
          { kind: api.SpanKind.INTERNAL, attributes: { "db.system.name": "postgresql" } },
          (span) =>
            ended(
              api,
              span,
              original.call(this, (tx: Transaction) => callback(tracedTransaction(tx))),
            ),
        );
      },
  );

  return () => {
    for (const [name, descriptor] of owned) {
      if (descriptor) Object.defineProperty(prototype, name, descriptor);
      else delete prototype[name];
    }
  };
}

/** Ends `span` when `work` settles, marked as failed with its error if it failed. */
async function ended(api: typeof OtelApi, span: OtelApi.Span, work: Promise<unknown>): Promise<unknown> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Error) span.recordException(error);
    span.setStatus({
      code: api.SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : undefined,
    });
    throw error;
  } finally {
    span.end();
  }
}
