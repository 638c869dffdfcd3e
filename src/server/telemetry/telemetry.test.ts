import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { fillCart, postCheckout, readCheckout } from "../test/checkout-flow";
import { createListing } from "../test/factories";
import { type FakeEbay, fakeEbayClient, startFakeEbay } from "../test/fake-ebay";
import {
  type FakeOtlpCollector,
  type ReceivedSpan,
  startFakeOtlpCollector,
} from "../test/fake-otlp-collector";
import { type FakeStripe, startFakeStripe } from "../test/fake-stripe";
import { createTestApp, type TestApp } from "../test/test-app";
import { startTelemetry, type Telemetry } from "./start-telemetry";

const server = 2;
const client = 3;
const databaseSpan = /^(pg\.query|pg\.connect|pg-pool\.connect|pglite\.(query|exec|transaction))\b/;

let collector: FakeOtlpCollector;
let stripe: FakeStripe;
let ebay: FakeEbay;
let telemetry: Telemetry;
let t: TestApp;
beforeAll(async () => {
  [collector, stripe, ebay] = await Promise.all([
    startFakeOtlpCollector(),
    startFakeStripe(),
    startFakeEbay(),
  ]);
  const env = {
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_SERVICE_NAME: "mizan-test",
    STRIPE_SECRET_KEY: "sk_test_x",
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    EBAY_CLIENT_ID: fakeEbayClient.id,
    EBAY_CLIENT_SECRET: fakeEbayClient.secret,
    EBAY_API_BASE: ebay.url,
  };
  const { telemetry: settings } = loadConfig(env);
  if (!settings) throw new Error("OTEL_EXPORTER_OTLP_ENDPOINT did not turn traces on");
  // As main.ts does: before the database opens.
  telemetry = await startTelemetry(settings, createLogger("silent"));
  t = await createTestApp(env, { requestSpans: telemetry.requestSpans });
});
afterAll(async () => {
  await telemetry.shutdown();
  await t.close();
  await Promise.all([collector.close(), stripe.close(), ebay.close()]);
  // This worker runs other test files next (isolate: false), which must find nothing patched.
  expect(Object.hasOwn(PGlite.prototype, "query")).toBe(false);
  expect((pg.Client.prototype.query as { __wrapped?: boolean }).__wrapped).toBeFalsy();
});

/** The collector's server span of the request that answered with this X-Request-Id. */
async function requestSpan(response: Response): Promise<ReceivedSpan> {
  await telemetry.flush();
  const requestId = response.headers.get("x-request-id");
  const found = collector.spans.filter(
    (s) => s.kind === server && s.attributes["mizan.request_id"] === requestId,
  );
  expect(found, `server spans for request ${requestId}`).toHaveLength(1);
  return found[0] as ReceivedSpan;
}

/** Every span below `root` in its trace, however deep (a library's span may hold others). */
function spansUnder(root: ReceivedSpan): ReceivedSpan[] {
  const inTrace = collector.spans.filter((s) => s.traceId === root.traceId);
  const below: ReceivedSpan[] = [];
  let parents = new Set([root.spanId]);
  while (parents.size > 0) {
    const children = inTrace.filter((s) => s.parentSpanId !== undefined && parents.has(s.parentSpanId));
    below.push(...children);
    parents = new Set(children.map((s) => s.spanId));
  }
  return below;
}

describe("traces over OTLP/HTTP (issue 29)", () => {
  it("make one server span per request, with its route as registered, status and request id", async () => {
    const watch = await createListing(t.db);
    const response = await t.client().get(`/api/listings/${watch.slug}`);
    expect(response.status).toBe(200);

    const span = await requestSpan(response);
    expect(span.name).toBe("GET /api/listings/:slug");
    expect(span.parentSpanId).toBeUndefined();
    expect(span.attributes).toMatchObject({
      "http.request.method": "GET",
      "http.route": "/api/listings/:slug",
      "http.response.status_code": 200,
      "url.path": `/api/listings/${watch.slug}`,
      "mizan.request_id": response.headers.get("x-request-id"),
    });
    expect(span.statusCode).toBe(0);
    expect(span.resource).toMatchObject({ "service.name": "mizan-test", "process.pid": process.pid });
    expect(collector.requests.at(-1)).toEqual({ path: "/v1/traces", contentType: "application/json" });
  });

  it("hold the request's database statements as its children, on either database", async () => {
    const watch = await createListing(t.db);
    const response = await t.client().get(`/api/listings/${watch.slug}`);
    expect(response.status).toBe(200);

    const statements = spansUnder(await requestSpan(response)).filter((s) => databaseSpan.test(s.name));
    const prefix = t.database.kind === "pglite" ? "pglite." : "pg.";
    const queries = statements.filter((s) => s.name.startsWith(`${prefix}query:SELECT`));
    expect(queries.length, statements.map((s) => s.name).join(", ")).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.kind).toBe(client);
      expect(query.attributes["db.system.name"]).toBe("postgresql");
      expect(query.attributes["db.query.text"]).toMatch(/^\s*select\b/i);
    }
    // Drizzle sends values as parameters: the statements' text never holds the shopper's input.
    expect(queries.some((q) => String(q.attributes["db.query.text"]).includes(watch.slug))).toBe(false);
  });

  it("tell a refused request by its status, not as an error of the server", async () => {
    const response = await t.client().get("/api/listings/no-such-watch");
    expect(response.status).toBe(404);
    const span = await requestSpan(response);
    expect(span.attributes).toMatchObject({
      "http.route": "/api/listings/:slug",
      "http.response.status_code": 404,
    });
    expect(span.statusCode).toBe(0);
  });

  it("continue the trace a proxy started (W3C traceparent)", async () => {
    const traceId = randomBytes(16).toString("hex");
    const parentId = randomBytes(8).toString("hex");
    const response = await t
      .client()
      .call("/api/listings", { headers: { traceparent: `00-${traceId}-${parentId}-01` } });
    expect(response.status).toBe(200);
    const span = await requestSpan(response);
    expect(span.traceId).toBe(traceId);
    expect(span.parentSpanId).toBe(parentId);
    expect(span.name).toBe("GET /api/listings");
  });

  it("hold outgoing calls as the request's children: fetch (eBay) and node:http (Stripe's SDK)", async () => {
    const { agent } = await t.signedInClient();
    const lookup = await agent.get("/api/me/price-lookup?make=Rolex&model=Submariner&reference=126610LN");
    expect(lookup.status).toBe(200);
    const ebayCalls = spansUnder(await requestSpan(lookup)).filter(
      (s) => s.kind === client && String(s.attributes["url.full"]).startsWith(ebay.url),
    );
    expect(ebayCalls.map((s) => s.name).sort()).toEqual(["GET", "POST"]);
    expect(ebayCalls.map((s) => s.attributes["http.response.status_code"])).toEqual([200, 200]);

    const shopper = t.client();
    const watch = await createListing(t.db);
    const expectedTotalCents = await fillCart(shopper, watch.id);
    const checkout = await postCheckout(shopper, {
      email: `buyer-${crypto.randomUUID()}@example.com`,
      expectedTotalCents,
      provider: "stripe",
    });
    expect((await readCheckout(checkout)).status).toBe(201);
    const stripeCalls = spansUnder(await requestSpan(checkout)).filter(
      (s) => s.kind === client && String(s.attributes["url.full"]).startsWith(stripe.url),
    );
    expect(
      stripeCalls.map((s) => [s.name, s.attributes["url.full"], s.attributes["http.response.status_code"]]),
    ).toEqual([["POST", `${stripe.url}/v1/checkout/sessions`, 200]]);
  });
});

describe("OTEL_EXPORTER_OTLP_ENDPOINT and OTEL_SERVICE_NAME", () => {
  it("turn traces on, to the endpoint's /v1/traces, as the service named or mizan", () => {
    expect(loadConfig({}).telemetry).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "" }).telemetry).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/" }).telemetry).toEqual({
      tracesUrl: "http://collector:4318/v1/traces",
      serviceName: "mizan",
    });
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "https://otlp.example/base", OTEL_SERVICE_NAME: "shop" })
        .telemetry,
    ).toEqual({ tracesUrl: "https://otlp.example/base/v1/traces", serviceName: "shop" });
  });

  it("stop the start with a message naming the variable when the endpoint is no http(s) address", () => {
    for (const endpoint of ["localhost:4318", "grpc://collector:4317"])
      expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint })).toThrow(
        /OTEL_EXPORTER_OTLP_ENDPOINT: must be an OTLP\/HTTP collector's http\(s\):\/\/ address/,
      );
  });
});
