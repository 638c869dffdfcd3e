import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app";

/**
 * Issue 9, Admin access: every /api/admin route, read from the app's own route table so a route
 * added later is walked the day it is added, refuses a visitor (401) and a customer (403).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the admin API", () => {
  it("answers no admin route to a visitor or a customer", async () => {
    const routes = [
      ...new Set(
        t.app.routes
          .filter((route) => route.path.startsWith("/api/admin/") && route.method !== "ALL")
          .map(
            (route) =>
              `${route.method} ${route.path.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000")}`,
          ),
      ),
    ];
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const visitor = t.client();
    const { agent: customer } = await t.signedInClient();
    const { agent: admin } = await t.signedInClient({ role: "admin" });
    for (const route of routes) {
      const [method = "GET", path = "/"] = route.split(" ");
      const init = method === "GET" ? { method } : { method, json: { to: "delivered" } };
      expect((await visitor.call(path, init)).status, `${route} as a visitor`).toBe(401);
      expect((await customer.call(path, init)).status, `${route} as a customer`).toBe(403);
      // The guard lets an admin through: the route itself answers (its own 2xx or 4xx, never 401/403).
      expect([401, 403], `${route} as an admin`).not.toContain((await admin.call(path, init)).status);
    }
  });
});
