import type { Page } from "@playwright/test";
import { expect, test } from "./support";

/** Issue 11: the profitability calculator, one component for resellers and the back office. */

const result = (page: Page) => page.getByTestId("calculator-result");

test("a guest is asked to sign in before the calculator", async ({ page }) => {
  await page.goto("/calculator");
  await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();
});

test("a reseller prices an eBay sale, sees the margin turn to a loss and the best platform, in the link too", async ({
  customerPage: page,
}) => {
  await page.goto("/calculator");
  await expect(page.getByRole("heading", { level: 1, name: "Profitability Calculator" })).toBeVisible();
  await expect(result(page)).toContainText("Enter a selling price and a purchase price above 0");

  await page.getByLabel("Selling price (USD)").fill("3000");
  await page.getByLabel("Purchase price (USD)").fill("2000");
  await page.getByLabel("Platform", { exact: true }).selectOption("ebay");
  // The spec's example: eBay takes 345 of 3000 (11.5%); GCC has no tax.
  await expect(result(page)).toContainText("$345.00");
  await expect(result(page)).toContainText("$655.00");
  await expect(result(page)).toContainText("Strong");
  await expect(page.getByText("Best platform for this sale: Face to face")).toBeVisible();
  await expect(page).toHaveURL(/sell=3000/);
  await expect(page).toHaveURL(/platform=ebay/);

  await page.getByLabel("Purchase price (USD)").fill("2900");
  await expect(result(page)).toContainText("Loss");
  await expect(result(page)).toContainText("-$245.00");

  // The link keeps the calculation; Reset starts over at Chrono24 in the GCC.
  await page.reload();
  await expect(page.getByLabel("Purchase price (USD)")).toHaveValue("2900");
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByLabel("Platform", { exact: true })).toHaveValue("chrono24");
  await expect(page.getByLabel("Tax region", { exact: true })).toHaveValue("gcc");
  await expect(result(page)).toContainText("Enter a selling price and a purchase price above 0");

  await page.goto("/calculator?sell=3000&buy=2000&platform=ebay&lang=ar");
  await expect(page.getByRole("heading", { level: 1, name: "حاسبة الربحية" })).toBeVisible();
  await expect(result(page)).toContainText("$345.00");
});
