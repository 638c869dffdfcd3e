import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../shared/staff-roles";
import { createInventoryItem, createOrder } from "./test/factories";
import { createTestApp, type TestApp } from "./test/test-app";

/**
 * Issues 9 and 28, admin access: every /api/admin route, read from the app's own route table so a
 * route added later is walked the day it is added, refuses a visitor (401) and a customer (403),
 * and answers each staff role as the table below says. The table is written here, from the
 * issue's words, not read from src/shared/staff-roles.ts: a change of a role's reach must change
 * both.
 */
const everyone: StaffRole[] = ["owner", "manager", "sales"];
const managers: StaffRole[] = ["owner", "manager"];
const owners: StaffRole[] = ["owner"];

/** The staff who may use each area, by its path below /api/admin. */
const mayUse: Record<string, StaffRole[]> = {
  "audit-log": managers,
  catalogue: managers,
  // Issue 31: revoking a certificate gives up what the shop certified, as a refund gives up a sale.
  certificates: managers,
  "customer-export": managers,
  "customer-stats": everyone,
  customers: everyone,
  dashboard: managers,
  // Issue 31: offers and deposit reservations, beside the orders.
  holds: everyone,
  inbox: everyone,
  // Issue 31: a watch's inspection is part of listing it.
  "inspection-photos": everyone,
  inspections: everyone,
  inventory: managers,
  "listing-posts": everyone,
  listings: everyone,
  "market-observations": managers,
  // Issue 31: whoever sets a listing's price sees its market.
  "market-position": everyone,
  media: everyone,
  newsletter: everyone,
  notifications: everyone,
  "order-export": managers,
  "order-shipments": everyone,
  "order-stats": everyone,
  orders: everyone,
  outbox: managers,
  reports: managers,
  settings: owners,
  staff: owners,
  "store-item-choices": everyone,
  "trade-ins": managers,
  "undelivered-whatsapp": managers,
};

let t: TestApp;
let staff: Record<StaffRole, ReturnType<TestApp["client"]>>;
beforeAll(async () => {
  t = await createTestApp();
  const [owner, manager, sales] = await Promise.all(
    (["owner", "manager", "sales"] as const).map((role) =>
      t.signedInClient({ role, firstName: "Staff", lastName: role }),
    ),
  );
  if (!owner || !manager || !sales) throw new Error("staff not signed in");
  staff = { owner: owner.agent, manager: manager.agent, sales: sales.agent };
});
afterAll(() => t.close());

describe("the admin API", () => {
  it("answers each admin route to the roles that may use it, and refuses everyone else", async () => {
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
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const visitor = t.client();
    const { agent: customer } = await t.signedInClient();
    for (const route of routes) {
      const [method = "GET", path = "/"] = route.split(" ");
      const areaName = path.split("/")[3] ?? "";
      const allowed = mayUse[areaName];
      expect(allowed, `${route}: which staff may use /api/admin/${areaName}?`).toBeDefined();
      const init = method === "GET" ? { method } : { method, json: { to: "shipped" } };
      expect((await visitor.call(path, init)).status, `${route} as a visitor`).toBe(401);
      expect((await customer.call(path, init)).status, `${route} as a customer`).toBe(403);
      for (const role of everyone) {
        const status = (await staff[role].call(path, init)).status;
        if (allowed?.includes(role)) {
          // The guard lets them through: the route itself answers (its own 2xx or 4xx, never 401/403).
          expect([401, 403], `${route} as ${role}`).not.toContain(status);
        } else {
          expect(status, `${route} as ${role}`).toBe(403);
        }
      }
    }
  });

  it("lets sales ship an order but not cancel or refund one", async () => {
    const paid = await createOrder(t.db, { status: "paid" });
    const refund = await staff.sales.post(`/api/admin/orders/${paid.id}/transitions`, { to: "refunded" });
    expect(refund.status).toBe(403);
    expect(await refund.json()).toMatchObject({ code: "FORBIDDEN", reason: "STAFF_PERMISSION" });
    const shipped = await staff.sales.post(`/api/admin/orders/${paid.id}/transitions`, {
      to: "shipped",
      carrier: "DHL",
      trackingNumber: "JD0140000001",
    });
    expect(shipped.status).toBe(200);
    expect(await shipped.json()).toMatchObject({ status: "shipped" });
    // The timeline names who shipped it (issue 28).
    const read = (await (await staff.owner.get(`/api/admin/orders/${paid.id}`)).json()) as {
      timeline: { to: string; actorName: string | null }[];
    };
    expect(read.timeline.at(-1)).toMatchObject({ to: "shipped", actorName: "Staff sales" });
  });

  it("leaves what the shop paid out of the store items a salesperson links to a listing", async () => {
    const item = await createInventoryItem(t.db, { make: "Omega", reference: "COST-1" });
    const choicesOf = async (role: StaffRole) => {
      const response = await staff[role].get("/api/admin/store-item-choices");
      expect(response.status).toBe(200);
      const { items } = (await response.json()) as { items: Record<string, unknown>[] };
      return items.find((choice) => choice.id === item.id);
    };
    expect(await choicesOf("manager")).toMatchObject({ buyingPriceFils: item.buyingPriceFils });
    const forSales = await choicesOf("sales");
    expect(forSales).toMatchObject({ make: "Omega", reference: "COST-1" });
    expect(forSales).not.toHaveProperty("buyingPriceFils");
  });
});
