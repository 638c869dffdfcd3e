import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../http/csv-parse";
import { createOrder } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Issue 28: the accountant's orders CSV, as the owner downloads it from the Orders page. */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signedInClient"]>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signedInClient({ role: "owner" });
});
afterAll(() => t.close());

async function exported(query = "") {
  const response = await owner.agent.get(`/api/admin/order-export${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const [header = [], ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, "")) ?? [];
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""])));
}

describe("the orders export", () => {
  it("gives each order its figures, the KWD total fixed at payment and its refund", async () => {
    const kept = await createOrder(
      t.db,
      {
        status: "shipped",
        email: "buyer@example.com",
        firstName: "@SUM(1+1)",
        lastName: "Al-Sabah",
        shippingAddress: { country: "KW", fullName: "Salem Al-Sabah" },
        shippingCents: 50_00,
        carrier: "DHL",
        trackingNumber: "JD0140000001",
        createdAt: new Date("2026-11-10T09:00:00Z"),
      },
      [{ title: '=HYPERLINK("http://evil")', unitPriceCents: 12_000_00 }],
    );
    const refunded = await createOrder(
      t.db,
      {
        status: "refunded",
        createdAt: new Date("2026-11-11T09:00:00Z"),
        refundedAt: new Date("2026-11-12T08:30:00Z"),
      },
      [{ title: "Omega Speedmaster", unitPriceCents: 7_000_00, quantity: 1 }],
    );
    const rows = await exported();
    const first = rows.find((row) => row["Order number"] === kept.orderNumber);
    expect(first).toMatchObject({
      Status: "shipped",
      // A cell a spreadsheet would run is written as text.
      Buyer: "'@SUM(1+1) Al-Sabah",
      "Buyer e-mail": "buyer@example.com",
      Country: "KW",
      Lines: '1 × =HYPERLINK("http://evil")',
      "Subtotal (USD)": "12000.00",
      "Total (USD)": "12000.00",
      Carrier: "DHL",
      "Tracking number": "JD0140000001",
      "Refunded (USD)": "",
    });
    // The factory's sale at the default rate (0.310 KWD a dollar): 12,000 USD is 3,720.000 KWD.
    expect(first?.["Total at payment (KWD)"]).toBe("3720.000");
    const second = rows.find((row) => row["Order number"] === refunded.orderNumber);
    expect(second).toMatchObject({ Status: "refunded", "Refunded (USD)": "7000.00" });
    expect(second?.Refunded).toBe("2026-11-12T08:30:00.000Z");

    // Days are Kuwait's: an order placed at 09:00 UTC on the 10th is on the 10th.
    const tenth = await exported("?from=2026-11-10&to=2026-11-10");
    expect(tenth.map((row) => row["Order number"])).toEqual([kept.orderNumber]);
  });

  it("refuses a day that is not one, and a salesperson", async () => {
    expect((await owner.agent.get("/api/admin/order-export?from=2026-13-40")).status).toBe(400);
    const sales = await t.signedInClient({ role: "sales" });
    expect((await sales.agent.get("/api/admin/order-export")).status).toBe(403);
  });
});
