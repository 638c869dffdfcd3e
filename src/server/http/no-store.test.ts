import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * Issue 25: an account's, a cart's, the back office's and the session's answers are kept by no
 * cache. Walked over the app's own route table, so a route added later is checked the day it is
 * added: private unless it is one of the public reads below.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The reads every visitor gets alike; a cache may keep them. */
const publicReads = new Set([
  "GET /api/categories",
  "GET /api/featured-listings",
  "GET /api/listings",
  "GET /api/listings/:slug",
  "GET /api/listings/:slug/related",
  "GET /api/listings/:slug/market",
  "GET /api/pages/:slug",
  "GET /api/public-config",
  "GET /api/store-info",
]);

/** A value for each route parameter that the route reads without harm (most answer 404 or 400). */
const paramValues: Record<string, string> = {
  slug: "rolex-submariner",
  provider: "stripe",
  orderNumber: "MZ-000001",
};
const concrete = (path: string) =>
  path.replace(
    /:(\w+)/g,
    (_match, name: string) => paramValues[name] ?? "00000000-0000-4000-8000-000000000000",
  );

/** Every API route of the app (its own and the auth library's mount), once per method and path. */
function apiRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.app.routes.flatMap((route) => {
    const key = `${route.method} ${route.path}`;
    if (
      route.method === "ALL" ||
      !route.path.startsWith("/api/") ||
      route.path.endsWith("/*") ||
      seen.has(key)
    )
      return [];
    seen.add(key);
    return [{ method: route.method, path: route.path }];
  });
}

describe("Cache-Control on the API's answers", () => {
  it("is no-store on every personal and admin answer, whoever asks, and absent on the public reads", async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(90);
    expect(routes.filter((route) => publicReads.has(`${route.method} ${route.path}`))).toHaveLength(
      publicReads.size,
    );
    const { agent: admin } = await t.signedInClient({ role: "owner" });
    const callers = [
      ["a visitor", t.client()],
      ["an admin", admin],
    ] as const;
    for (const { method, path } of routes) {
      const route = `${method} ${path}`;
      for (const [who, agent] of callers) {
        const init = method === "GET" ? { method } : { method, json: {} };
        const answer = await agent.call(concrete(path), init);
        const cacheControl = answer.headers.get("cache-control");
        if (publicReads.has(route)) expect(cacheControl, `${route} as ${who}`).toBeNull();
        else expect(cacheControl, `${route} as ${who} (${answer.status})`).toBe("no-store");
      }
    }
  });

  it("is no-store on the session, and on the auth library's endpoints the app does not serve", async () => {
    const { agent } = await t.signedInClient();
    const session = await agent.get("/api/me/session");
    expect(session.status).toBe(200);
    expect(session.headers.get("cache-control")).toBe("no-store");
    const unserved = await agent.get("/api/auth/get-session");
    expect(unserved.status).toBe(404);
    expect(unserved.headers.get("cache-control")).toBe("no-store");
  });
});
