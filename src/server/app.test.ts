import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app";

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), "mizan-web-"));
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(
    join(webRoot, "index.html"),
    `<!doctype html><html lang="en" dir="ltr"><head><title>Mizan</title></head><body>${"<div></div>".repeat(200)}</body></html>`,
  );
  writeFileSync(
    join(webRoot, "assets", "app-3f2a1c.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  // As the build writes one (scripts/bundle/precompress.ts), with its own bytes to tell it apart.
  writeFileSync(join(webRoot, "assets", "app-3f2a1c.js.br"), brotliCompressSync("precompressed"));
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe("health", () => {
  it("answers /healthz and /readyz", async () => {
    expect(await (await t.app.request("/healthz")).json()).toEqual({ status: "ok" });
    expect(await (await t.app.request("/readyz")).json()).toEqual({
      status: "ready",
      search: expect.any(String),
    });
  });

  it("says in /readyz whether its searches come from its index or from the database", async () => {
    await t.caughtUp();
    expect(await (await t.app.request("/readyz")).json()).toEqual({ status: "ready", search: "index" });
  });

  it("routes with Hono's RegExpRouter: one route it cannot take would slow every request", async () => {
    await t.app.request("/healthz");
    expect(t.app.router.name).toBe("SmartRouter + RegExpRouter");
  });

  it("tags every answer with a request id", async () => {
    const response = await t.app.request("/healthz", { headers: { "x-request-id": "abc-123" } });
    expect(response.headers.get("x-request-id")).toBe("abc-123");
  });
});

describe("errors", () => {
  it("answers unknown API routes with JSON 404", async () => {
    const response = await t.app.request("/api/nope");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "No API route for /api/nope" });
  });

  it("answers malformed JSON with a 400 code and message, never a stack trace", async () => {
    const response = await t.client().call("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });
});

describe("security headers", () => {
  it("sends a strict Content-Security-Policy and friends", async () => {
    const response = await t.app.request("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends the same headers over a real socket, where they are written onto Node's response: the document ones on pages only", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ["/healthz", "/api/nope", "/watches"]) {
        const response = await fetch(base + path, { headers: { "x-request-id": "bad id with spaces" } });
        const isDocument = path === "/watches";
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
        expect(response.headers.get("content-security-policy")?.includes("script-src 'self'") ?? false).toBe(
          isDocument,
        );
        expect(response.headers.get("x-frame-options")).toBe(isDocument ? "DENY" : null);
        expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
        expect(response.headers.get("content-type")).toMatch(
          path === "/watches" ? /text\/html/ : /application\/json/,
        );
      }
      const tagged = await fetch(`${base}/healthz`, { headers: { "x-request-id": "proxy-42" } });
      expect(tagged.headers.get("x-request-id")).toBe("proxy-42");
    } finally {
      server.close();
    }
  });
});

describe("the web app", () => {
  it("serves index.html for client routes in the shopper's language", async () => {
    const english = await t.app.request("/watches");
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<html lang="en" dir="ltr">');

    const byHeader = await t.app.request("/login", {
      headers: { "accept-language": "ar-KW,ar;q=0.9,en;q=0.5" },
    });
    expect(await byHeader.text()).toContain('<html lang="ar" dir="rtl">');

    const byCookie = await t.app.request("/", { headers: { cookie: "lang=ar", "accept-language": "en" } });
    expect(await byCookie.text()).toContain('<html lang="ar" dir="rtl">');

    const byQuery = await t.app.request("/?lang=en", { headers: { cookie: "lang=ar" } });
    expect(await byQuery.text()).toContain('<html lang="en" dir="ltr">');
    expect(byQuery.headers.get("set-cookie")).toMatch(/^lang=en;/);
  });

  it("caches hashed assets for good and compresses them", async () => {
    const response = await t.app.request("/assets/app-3f2a1c.js", { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends the build's own brotli file of an asset to a browser that takes brotli", async () => {
    const response = await t.app.request("/assets/app-3f2a1c.js", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe("precompressed");
  });

  it("does not cache index.html", async () => {
    const response = await t.app.request("/account");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("newsletter", () => {
  it("stores a subscription once and validates the e-mail", async () => {
    const agent = t.client();
    const first = await agent.post("/api/newsletter", { email: " Reader@Example.com " });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true });
    expect((await agent.post("/api/newsletter", { email: "reader@example.com" })).status).toBe(200);
    const bad = await agent.post("/api/newsletter", { email: "nope" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Please enter a valid email address" });
  });
});

describe("public config", () => {
  it("tells the browser whether Google sign-in exists", async () => {
    expect(await (await t.app.request("/api/public-config")).json()).toEqual({
      googleSignIn: false,
      emailVerificationRequired: true,
    });
  });
});
