import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportDto } from "../../../shared/reports";
import { shopDayStart } from "../../../shared/shop-time";
import { storeSales } from "../../db/schema";
import { createOrder } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Issue 28: the Reports page's figures, from the sales history (src/shared/revenue.ts), by the
 * shop's days in Kuwait, and beside the range just before.
 */
let t: TestApp;
let manager: Awaited<ReturnType<TestApp["signedInClient"]>>;
/** A moment on a shop day ("YYYY-MM-DD"), `hour` hours after midnight in Kuwait. */
const on = (day: string, hour = 12) => new Date(shopDayStart(day).getTime() + hour * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signedInClient({ role: "manager" });
  const [first, second, refunded] = await Promise.all([
    createOrder(t.db, { status: "paid" }),
    createOrder(t.db, { status: "paid" }),
    createOrder(t.db, { status: "refunded" }),
  ]);
  await t.db.insert(storeSales).values([
    // An order of two watches on 2 Nov (Monday), paid at 00:30 in Kuwait (21:30 UTC on 1 Nov).
    {
      orderId: first?.id,
      priceFils: 1_000_000,
      shippingPaidFils: 10_000,
      netProfitFils: 200_000,
      soldAt: on("2026-11-02", 0.5),
    },
    { orderId: first?.id, priceFils: 500_000, netProfitFils: null, soldAt: on("2026-11-02", 0.5) },
    // Another order on 9 Nov, and a sale staff recorded in the shop the same day.
    { orderId: second?.id, priceFils: 2_000_000, netProfitFils: 300_000, soldAt: on("2026-11-09") },
    { orderId: null, priceFils: 700_000, netProfitFils: 100_000, soldAt: on("2026-11-09", 20) },
    // A refunded sale is no revenue.
    {
      orderId: refunded?.id,
      priceFils: 9_000_000,
      netProfitFils: 1_000,
      soldAt: on("2026-11-05"),
      refundedAt: on("2026-11-06"),
    },
    // October: the range before 1–30 Nov is 2–31 Oct.
    { orderId: null, priceFils: 800_000, netProfitFils: 80_000, soldAt: on("2026-10-20") },
    { orderId: null, priceFils: 300_000, netProfitFils: 30_000, soldAt: on("2026-10-01") },
  ]);
});
afterAll(() => t.close());

const report = async (query: string) => {
  const answer = await manager.agent.get(`/api/admin/reports?${query}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as ReportDto;
};

describe("the reports", () => {
  it("sums revenue, sales, the average sale and the margin of a range, against the days just before", async () => {
    const november = await report("from=2026-11-01&to=2026-11-30&by=week");
    expect(november.previous).toEqual({ from: "2026-10-02", to: "2026-10-31" });
    expect(november.totals).toEqual({
      revenueFils: 4_210_000,
      sales: 3,
      profitFils: 600_000,
      costedRevenueFils: 3_710_000,
      averageSaleFils: 1_403_333,
      marginPercent: 16.2,
    });
    expect(november.previousTotals).toMatchObject({ revenueFils: 800_000, sales: 1, marginPercent: 10 });
    // Weeks start on Sunday: 1 Nov is one, then 8, 15, 22 and 29 Nov.
    expect(november.periods.map((period) => [period.start, period.revenueFils, period.sales])).toEqual([
      ["2026-11-01", 1_510_000, 1],
      ["2026-11-08", 2_700_000, 2],
      ["2026-11-15", 0, 0],
      ["2026-11-22", 0, 0],
      ["2026-11-29", 0, 0],
    ]);
    expect(november.periods[2]).toMatchObject({ averageSaleFils: null, marginPercent: null });
  });

  it("counts a sale on the shop's day in Kuwait, and groups by month", async () => {
    const days = await report("from=2026-11-01&to=2026-11-02&by=day");
    expect(days.periods.map((period) => [period.start, period.revenueFils])).toEqual([
      ["2026-11-01", 0],
      ["2026-11-02", 1_510_000],
    ]);
    const months = await report("from=2026-10-01&to=2026-11-30&by=month");
    expect(months.periods.map((period) => [period.start, period.revenueFils])).toEqual([
      ["2026-10-01", 1_100_000],
      ["2026-11-01", 4_210_000],
    ]);
  });

  it("refuses a range that ends before it starts, a wall of days, and a sales role", async () => {
    const backwards = await manager.agent.get("/api/admin/reports?from=2026-11-30&to=2026-11-01");
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({
      issues: [{ path: "to", message: "The last day comes before the first" }],
    });
    const wall = await manager.agent.get("/api/admin/reports?from=2025-01-01&to=2026-11-30&by=day");
    expect(await wall.json()).toMatchObject({ issues: [{ path: "by" }] });
    expect((await manager.agent.get("/api/admin/reports?from=2026-02-30&to=2026-03-01")).status).toBe(400);
    const sales = await t.signedInClient({ role: "sales" });
    expect((await sales.agent.get("/api/admin/reports?from=2026-11-01&to=2026-11-30")).status).toBe(403);
  });
});
