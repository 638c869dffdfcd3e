import { adminApi, expect, expectAccessible, test } from "./support";

/**
 * Issue 28, the kit: every back-office table is one `DataTable`. Its date heading turns a
 * server-paged list (the orders) round, a report sorts by any figure it holds whole, and on a
 * phone a row folds into a card with nothing hidden and nothing scrolled sideways.
 */

async function ordersFromApi(sort: "newest" | "oldest") {
  const api = await adminApi();
  const response = await api.get(`/api/admin/orders?sort=${sort}&limit=100`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { orders: { orderNumber: string }[] };
  await api.dispose();
  return body.orders.map((order) => order.orderNumber);
}

test("the orders' date heading turns the list oldest first and back, in the address", async ({
  adminPage: admin,
}) => {
  await admin.goto("/admin/orders");
  const rows = admin.getByTestId("order-row");
  await expect(rows.first()).toBeVisible();
  const date = admin.getByRole("columnheader", { name: "Date" });
  await expect(date).toHaveAttribute("aria-sort", "descending");
  const newest = await ordersFromApi("newest");
  await expect(rows.first()).toContainText(newest[0] ?? "");

  await date.getByRole("button").click();
  await expect(admin).toHaveURL(/sort=oldest/);
  await expect(date).toHaveAttribute("aria-sort", "ascending");
  const oldest = await ordersFromApi("oldest");
  expect(oldest).toEqual([...newest].reverse());
  await expect(rows.first()).toContainText(oldest[0] ?? "");
  await expect(rows.last()).toContainText(oldest.at(-1) ?? "");

  await date.getByRole("button").click();
  await expect(admin).not.toHaveURL(/sort=/);
  await expect(rows.first()).toContainText(newest[0] ?? "");
  await expectAccessible(admin);
});

test("a report's periods sort by revenue, the biggest first on the second press", async ({
  adminPage: admin,
}) => {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  await admin.goto(`/admin/reports?from=${day(364)}&to=${day(0)}&by=month`);
  const periods = admin.getByTestId("report-period");
  await expect(periods.nth(11)).toBeVisible();
  const revenue = admin.getByRole("columnheader", { name: "Revenue" });
  await revenue.getByRole("button").click();
  await expect(revenue).toHaveAttribute("aria-sort", "ascending");
  await revenue.getByRole("button").click();
  await expect(revenue).toHaveAttribute("aria-sort", "descending");
  const figures = await periods.locator("td:nth-child(2)").allInnerTexts();
  const amounts = figures.map((text) => Number(text.replace(/[^0-9.]/g, "")));
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  expect(amounts[0]).toBeGreaterThan(0);
});

test("on a phone an order row folds into a card: total and status under the number, no sideways scroll", async ({
  adminPage: admin,
}) => {
  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.goto("/admin/orders");
  const row = admin.getByTestId("order-row").first();
  await expect(row).toBeVisible();
  await expect(admin.getByRole("columnheader", { name: "Total" })).toBeHidden();
  const first = row.locator("td").nth(1);
  await expect(first.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
  await expect(
    first.getByText(/Paid|Shipped|Delivered|Pending|Cancelled|Expired|Refunded/).first(),
  ).toBeVisible();
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a search that finds nobody keeps the table's headings and says so under them, on a phone too", async ({
  adminPage: admin,
}) => {
  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.goto(`/admin/customers?q=${crypto.randomUUID()}`);
  const table = admin.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Customer" })).toBeVisible();
  await expect(admin.getByText("No customers match this search.")).toBeVisible();
  await expect(admin.getByTestId("customer-row")).toHaveCount(0);
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await table.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(375);
});
