import type { Page } from "@playwright/test";
import {
  adminApi,
  buyAsGuest,
  dialog,
  dismissToasts,
  expect,
  expectAccessible,
  newShopper,
  outboxMessages,
  photo,
  signUpAndConfirm,
  test,
} from "./support";

/**
 * Issue 10, "Done when": the staff run the shop from the back office — stock to listing to sale
 * to delivery, the figures that follow, and a banned customer. The exchange rate, a setting every
 * page shares, is changed in back-office.settings.spec.ts, which runs after all others.
 */

const main = (page: Page) => page.getByRole("main");

async function dashboardFigures() {
  const api = await adminApi();
  const response = await api.get("/api/admin/dashboard");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { inventory: { soldValueFils: number; netProfitFils: number } };
  await api.dispose();
  return body.inventory;
}

test("a watch goes from stock to a listing, is bought, shipped and delivered, and the figures follow", async ({
  page,
  adminPage: admin,
}) => {
  test.slow();
  const reference = `BO${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  const before = await dashboardFigures();

  // The dashboard, as the staff land on it.
  await admin.goto("/admin/dashboard");
  await expect(admin.getByRole("heading", { level: 1, name: "Inventory Dashboard" })).toBeVisible();
  await expect(admin.getByRole("figure", { name: "Revenue and profit by month" })).toBeVisible();

  // A watch the shop bought goes into the store inventory.
  await admin.goto("/admin/inventory");
  await expect(admin.getByRole("heading", { level: 1, name: "Inventory Management" })).toBeVisible();
  await admin.getByRole("button", { name: "Add Item" }).first().click();
  await dialog(admin).getByRole("button", { name: "Add Item" }).click();
  await expect(dialog(admin).getByText("Make and Model are required").first()).toBeVisible();
  await dialog(admin).getByLabel("Make").fill("Omega");
  await dialog(admin).getByLabel("Model").fill("Seamaster Diver 300M");
  await dialog(admin).getByLabel("Reference").fill(reference);
  await dialog(admin).getByLabel("Buying price").fill("1200");
  await dialog(admin).getByLabel("Expected selling price").fill("1550");
  await dialog(admin).getByLabel("Fees").fill("25");
  await dialog(admin).getByRole("button", { name: "Add Item" }).click();
  await expect(admin.getByText("Item added to inventory successfully")).toBeVisible();

  // "Create listing from this item": the listing dialog opens with the item's words and price.
  await dismissToasts(admin);
  await admin.getByLabel("Search inventory").fill(reference);
  const itemRow = main(admin).getByRole("row").filter({ hasText: reference });
  await expect(itemRow).toHaveCount(1);
  await itemRow.getByRole("button", { name: /^Create listing from this item/ }).click();
  await expect(dialog(admin).getByLabel("Brand")).toHaveValue("Omega");
  await expect(dialog(admin).getByLabel("Model")).toHaveValue("Seamaster Diver 300M");
  await expect(dialog(admin).getByLabel("Reference")).toHaveValue(reference);
  // The listing shows the stock record it sells: what it is, its status and what the shop paid.
  const linked = dialog(admin).getByTestId("linked-store-item");
  await expect(linked).toContainText(reference);
  await expect(linked).toContainText("Available");
  await expect(linked).toContainText("1,200.00 KWD");
  await dialog(admin).getByLabel("Condition").selectOption({ label: "Excellent" });
  await dialog(admin)
    .locator('input[type="file"]')
    .setInputFiles(await photo());
  await expect(dialog(admin).getByRole("img", { name: /^Photo 1 of 1$/ })).toBeVisible({ timeout: 30_000 });
  await dialog(admin).getByRole("button", { name: "Create Listing" }).click();
  await expect(admin.getByText("Listing created successfully")).toBeVisible();

  // A shopper finds it in the shop and buys it through the TEST checkout.
  const api = await adminApi();
  const found = (await (await api.get(`/api/admin/listings?q=${reference}`)).json()) as {
    items: { slug: string; priceCents: number }[];
  };
  await api.dispose();
  const listing = found.items[0];
  expect(listing).toBeDefined();
  const buyer = newShopper();
  const orderNumber = await buyAsGuest(page, listing?.slug ?? "", buyer.email);

  // The staff see the order, ship it with a tracking number and the buyer is e-mailed.
  await admin.goto(`/admin/orders?q=${orderNumber}`);
  await expect(admin.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await admin
    .getByRole("link", { name: `View order ${orderNumber}` })
    .first()
    .click();
  await expect(admin.getByRole("heading", { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
  await expect(main(admin).getByText(buyer.email).first()).toBeVisible();
  await expect(main(admin).getByText("Baghdad Street").first()).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole("button", { name: "Mark shipped" }).click();
  await dialog(admin).getByRole("button", { name: "Mark shipped" }).click();
  await expect(dialog(admin).getByText("Enter the carrier")).toBeVisible();
  await dialog(admin).getByLabel("Carrier").fill("DHL Express");
  await dialog(admin).getByLabel("Tracking number").fill("JD014600006281");
  await dialog(admin).getByRole("button", { name: "Mark shipped" }).click();
  await expect(
    admin.getByText(`Order ${orderNumber} marked as shipped. The buyer has been e-mailed.`),
  ).toBeVisible();
  const shipped = (await outboxMessages(buyer.email)).find((mail) => mail.text.includes("JD014600006281"));
  expect(shipped?.subject).toContain(orderNumber);

  // Illegal moves are not offered: a shipped order cannot be cancelled.
  await expect(admin.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await admin.getByRole("button", { name: "Mark delivered" }).click();
  await dialog(admin).getByRole("button", { name: "Mark delivered" }).click();
  await expect(admin.getByText(`Order ${orderNumber} marked as delivered.`)).toBeVisible();

  // The sale shows on the item (sold, with its profit) and on the dashboard's figures. Other specs
  // buy watches meanwhile: their revenue joins the dashboard's, but a listing without a stock item
  // has no profit, so the profit moves by this sale's alone.
  const after = await dashboardFigures();
  const stock = await adminApi();
  const items = (await (await stock.get(`/api/admin/inventory?q=${reference}`)).json()) as {
    items: { soldPriceFils: number | null }[];
  };
  await stock.dispose();
  const soldFils = items.items[0]?.soldPriceFils ?? 0;
  expect(soldFils).toBeGreaterThan(0);
  expect(after.soldValueFils - before.soldValueFils).toBeGreaterThanOrEqual(soldFils);
  expect(after.netProfitFils - before.netProfitFils).toBe(soldFils - 1_200_000 - 25_000);
  await admin.goto(`/admin/inventory?q=${reference}`);
  const soldRow = main(admin).getByRole("row").filter({ hasText: reference });
  await expect(soldRow).toContainText("Sold");
  const kwd = (fils: number) =>
    `${(fils / 1000).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} KWD`;
  await expect(soldRow).toContainText(kwd(soldFils - 1_225_000));
  // The dashboard shows the revenue its API answers, read again if a sale landed in between.
  await admin.goto("/admin/dashboard");
  await expect(async () => {
    const now = await dashboardFigures();
    await admin.reload();
    await expect(admin.getByText(kwd(now.soldValueFils)).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
});

test("a banned customer is signed out and cannot sign in; lifting the ban lets them back", async ({
  page,
  adminPage: admin,
}) => {
  test.slow();
  const shopper = newShopper();
  await signUpAndConfirm(page, shopper);

  await admin.goto(`/admin/customers?q=${encodeURIComponent(shopper.email)}`);
  await expect(admin.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await admin
    .getByRole("link", { name: new RegExp(`Open ${shopper.firstName}`) })
    .first()
    .click();
  await expect(main(admin).getByText(shopper.email).first()).toBeVisible();
  await admin.getByRole("button", { name: "Ban customer" }).click();
  await expect(dialog(admin).getByText("They are signed out on every device at once")).toBeVisible();
  await dialog(admin).getByRole("button", { name: "Ban customer" }).click();
  await expect(main(admin).getByText("This account is banned: it cannot sign in.")).toBeVisible();

  // Their open session has ended, and signing in again is refused in their words.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login/);
  await main(page).getByLabel("Email", { exact: true }).fill(shopper.email);
  await main(page).getByLabel("Password", { exact: true }).fill(shopper.password);
  await main(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("This account has been suspended. Please contact us.")).toBeVisible();

  await admin.getByRole("button", { name: "Lift ban" }).click();
  await dialog(admin).getByRole("button", { name: "Lift ban" }).click();
  await expect(main(admin).getByText("This account is banned: it cannot sign in.")).toHaveCount(0);
  await main(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/account/);
});
