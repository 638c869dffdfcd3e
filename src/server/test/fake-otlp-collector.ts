import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

type AttributeValue = string | number | boolean;

/** One span as the collector received it, its attributes read into plain values. */
export interface ReceivedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  /** OTLP's numbering: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, AttributeValue>;
  /** OTLP's numbering: 0 unset, 1 ok, 2 error. */
  statusCode: number;
  resource: Record<string, AttributeValue>;
  scope: string;
}

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
}

interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: {
        name: string;
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        kind: number;
        attributes?: OtlpAttribute[];
        status?: { code?: number };
      }[];
    }[];
  }[];
}

function valuesOf(attributes: OtlpAttribute[] = []): Record<string, AttributeValue> {
  return Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue),
    ]),
  );
}

/**
 * A local OTLP/HTTP collector on 127.0.0.1: takes `POST /v1/traces` in OTLP's JSON encoding (what
 * `@opentelemetry/exporter-trace-otlp-http` sends), answers as a collector does, and keeps every
 * span it was sent, with what the request said about itself.
 */
export async function startFakeOtlpCollector() {
  const spans: ReceivedSpan[] = [];
  const requests: { path: string; contentType: string | undefined }[] = [];

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    if (request.headers["content-encoding"] === "gzip") body = gunzipSync(body);
    requests.push({ path: request.url ?? "", contentType: request.headers["content-type"] });
    if (request.method !== "POST" || request.url !== "/v1/traces") {
      response.writeHead(404).end();
      return;
    }
    const exported = JSON.parse(body.toString("utf8")) as OtlpExport;
    for (const { resource, scopeSpans = [] } of exported.resourceSpans ?? []) {
      for (const { scope, spans: received = [] } of scopeSpans) {
        for (const span of received) {
          spans.push({
            name: span.name,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            kind: span.kind,
            attributes: valuesOf(span.attributes),
            statusCode: span.status?.code ?? 0,
            resource: valuesOf(resource?.attributes),
            scope: scope?.name ?? "",
          });
        }
      }
    }
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");

  return {
    /** The collector's base address: what OTEL_EXPORTER_OTLP_ENDPOINT holds. */
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type FakeOtlpCollector = Awaited<ReturnType<typeof startFakeOtlpCollector>>;
