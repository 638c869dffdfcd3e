import { Hono, type MiddlewareHandler } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import type { AppEnv } from "./app-env";
import { limitBody } from "./body-limit";
import { refuseWhenBusy } from "./busy-gate";
import { handleError } from "./errors";
import { sameOriginWrites } from "./same-origin";

function appWith(...middleware: MiddlewareHandler<AppEnv>[]) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  for (const handler of middleware) app.use("/api/*", handler);
  app.post("/api/things", async (c) => c.json({ length: (await c.req.text()).length }));
  app.get("/api/things", (c) => c.json({ ok: true }));
  app.post("/api/payments/stripe/webhook", (c) => c.json({ received: true }));
  return app;
}

describe("cross-site writes", () => {
  const app = appWith(sameOriginWrites(["http://localhost:3000"]));
  const post = (path: string, headers: Record<string, string>) =>
    app.request(path, { method: "POST", headers, body: "{}" });

  it("refuses a write from another origin or another site", async () => {
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "http://localhost:3000" },
    ];
    for (const headers of attempts) {
      const answer = await post("/api/things", headers);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ code: "FORBIDDEN" });
    }
  });

  it("takes our own origin, clients that are no browser, reads and webhooks", async () => {
    expect(
      (await post("/api/things", { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }))
        .status,
    ).toBe(200);
    expect((await post("/api/things", {})).status).toBe(200);
    expect((await app.request("/api/things", { headers: { origin: "https://evil.example" } })).status).toBe(
      200,
    );
    expect((await post("/api/payments/stripe/webhook", { "sec-fetch-site": "cross-site" })).status).toBe(200);
  });
});

describe("body limit", () => {
  const app = appWith(limitBody(1024));

  it("refuses a body over the limit with 413, declared or streamed", async () => {
    const declared = await app.request("/api/things", { method: "POST", body: "x".repeat(2048) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    const streamed = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i += 1) controller.enqueue(new TextEncoder().encode("x".repeat(512)));
        controller.close();
      },
    });
    const chunked = await app.request("/api/things", {
      method: "POST",
      body: streamed,
      headers: { "transfer-encoding": "chunked" },
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("takes a body within the limit", async () => {
    const answer = await app.request("/api/things", { method: "POST", body: "x".repeat(1000) });
    expect(await answer.json()).toEqual({ length: 1000 });
  });
});

describe("the busy gate", () => {
  it("refuses API work at once with 503 and Retry-After while the database is full, and lets it in after", async () => {
    let busy = true;
    const app = appWith(refuseWhenBusy(() => busy));
    const refused = await app.request("/api/things");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    busy = false;
    expect((await app.request("/api/things")).status).toBe(200);
  });
});

describe("database errors caused by input", () => {
  it("answer 400, not 500, when validation let something through", async () => {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use(async (c, next) => {
      c.set("logger", createLogger("silent"));
      c.set("requestId", "test");
      await next();
    });
    app.get("/nul", () => {
      throw new Error("Failed query", {
        cause: Object.assign(new Error("invalid byte sequence"), { code: "22021" }),
      });
    });
    app.get("/broken", () => {
      throw Object.assign(new Error("connection refused"), { code: "08006" });
    });
    const refused = await app.request("/nul");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect((await app.request("/broken")).status).toBe(500);
  });
});
