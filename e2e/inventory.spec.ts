import { type Page, request as playwrightRequest } from "@playwright/test";
import { dialog, dismissToasts, expect, newShopper, photo, signUpAndConfirm, test } from "./support";

/**
 * Issue 11: a reseller's own inventory — add with a photo and a price lookup, sell, delete, and
 * the summary following each step; a guest is asked to sign in first.
 */

/** One card of the summary, by its exact label ("Sold" is not "Total sold value"). */
const figure = (page: Page, name: string) =>
  page
    .getByLabel("Inventory summary")
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${name}$`) }) });

test("a guest is asked to sign in before the inventory", async ({ page }) => {
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();
  await expect(page.getByText("inventory management and profit tracking", { exact: false })).toBeVisible();
});

test("a reseller adds a watch with a photo and a looked-up price, sells it, deletes it, and the summary follows", async ({
  page,
}) => {
  test.slow();
  await signUpAndConfirm(page, newShopper());
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { level: 1, name: "Inventory Management" })).toBeVisible();
  await expect(page.getByText("No items yet. Add the first watch you bought.")).toBeVisible();

  await page.getByRole("button", { name: "Add Item" }).first().click();
  const form = dialog(page);
  // The lookup needs make and model; the form needs them too.
  await form.getByRole("button", { name: "Look up price" }).click();
  await expect(form.getByText("Please enter Make and Model first")).toBeVisible();
  await form.getByRole("button", { name: "Add Item" }).click();
  await expect(form.getByText("Make and Model are required").first()).toBeVisible();

  // A watch the shop has never seen: the lookup says so rather than guessing.
  await form.getByLabel("Make").fill("Nomos");
  await form.getByLabel("Model").fill("Tangente");
  await form.getByRole("button", { name: "Look up price" }).click();
  await expect(form.getByText("Price lookup failed - no data received")).toBeVisible();
  await expect(form.getByLabel("Expected selling price")).toHaveValue("");

  // One the shop has recorded prices for (the demo's Submariner): their median, in whole dinars.
  await form.getByLabel("Make").fill("Rolex");
  await form.getByLabel("Model").fill("Submariner Date");
  await form.getByLabel("Reference").fill("126610 LN");
  const lookup = await page.request.get(
    "/api/me/price-lookup?make=Rolex&model=Submariner%20Date&reference=126610%20LN",
  );
  const { price } = (await lookup.json()) as { price: { expectedKwd: number; medianUsdCents: number } };
  // spec §9: the lookup's dinars are the USD price ÷ 3.23, rounded (× 0.31 says 0.1% more).
  expect(price.expectedKwd).toBe(Math.round(price.medianUsdCents / 323));
  await form.getByRole("button", { name: "Look up price" }).click();
  await expect(form.getByText(/^The shop recorded \d+ prices seen for this reference/)).toBeVisible();
  await expect(form.getByLabel("Expected selling price")).toHaveValue(String(price.expectedKwd));
  // Issue 24: the figure says what it is, where it came from and of when.
  await expect(form.getByTestId("price-provenance")).toHaveText(
    /^The median of (\d+) prices: prices recorded by the shop \(\1\), as of \d{1,2} [A-Z][a-z]{2} \d{4}$/,
  );

  await form.getByLabel("Buying price").fill("0");
  await form.getByLabel("Image").setInputFiles(await photo());
  await form.getByRole("button", { name: "Add Item" }).click();
  await expect(form.getByText("Buying price must be a positive number").first()).toBeVisible();
  await form.getByLabel("Buying price").fill("3000");
  await form.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByText("Item added to inventory successfully")).toBeVisible();
  await expect(figure(page, "Total items")).toContainText("1");
  await expect(figure(page, "Total buying value")).toContainText("3,000.00 KWD");
  const row = page.getByRole("row").filter({ hasText: "126610 LN" });
  await expect(row.locator("img")).toBeVisible();
  // Issue 25: the photo is the reseller's alone, yet a plain <img> shows it to them (the session
  // cookie goes with it), and a visitor's request for the same address reads as nothing there.
  await expect
    .poll(() =>
      row.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
  const photoUrl = await row.locator("img").evaluate((image: HTMLImageElement) => image.currentSrc);
  const owned = await page.request.get(photoUrl);
  expect(owned.headers()["cache-control"]).toBe("private, no-cache");
  const stranger = await playwrightRequest.newContext({ baseURL: new URL(photoUrl).origin });
  expect((await stranger.get(new URL(photoUrl).pathname)).status()).toBe(404);
  await stranger.dispose();
  await expect(row).toContainText("Available");

  // Sold: net profit = sold − buying − shipping − fees, in the row and the summary.
  await dismissToasts(page);
  await row.getByRole("button", { name: /^Edit/ }).click();
  await form.getByLabel("Status").selectOption("sold");
  await form.getByLabel("Sold price").fill("3600");
  await form.getByLabel("Shipping cost").fill("20");
  await form.getByLabel("Fees").fill("30");
  await expect(form.getByText("550.00 KWD")).toBeVisible();
  await form.getByRole("button", { name: "Update Item" }).click();
  await expect(page.getByText("Item updated successfully", { exact: true })).toBeVisible();
  await expect(row).toContainText("Sold");
  await expect(figure(page, "Total net profit")).toContainText("550.00 KWD");
  await expect(figure(page, "Sold")).toContainText("1");
  await expect(figure(page, "Available")).toContainText("0");

  // The same figures in dollars, KWD in brackets.
  await page.getByRole("group", { name: "Show amounts in" }).getByText("USD", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "USD" })).toBeChecked();
  await expect(figure(page, "Total net profit")).toContainText("$1,776.50");
  await expect(figure(page, "Total net profit")).toContainText("(550.00 KWD)");

  await dismissToasts(page);
  await row.getByRole("button", { name: /^Delete/ }).click();
  await expect(
    dialog(page).getByText("Are you sure you want to delete this item? This action cannot be undone."),
  ).toBeVisible();
  await dialog(page).getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Item deleted successfully")).toBeVisible();
  await expect(page.getByText("No items yet. Add the first watch you bought.")).toBeVisible();
  await expect(figure(page, "Total items")).toContainText("0");

  // In Arabic, the page and its dialog speak Arabic.
  await page.goto("/inventory?lang=ar");
  await expect(page.getByRole("heading", { level: 1, name: "إدارة المخزون" })).toBeVisible();
  await page.getByRole("button", { name: "إضافة قطعة" }).first().click();
  await dialog(page).getByRole("button", { name: "ابحث عن السعر" }).click();
  await expect(dialog(page).getByText("يرجى إدخال الماركة والموديل أولاً")).toBeVisible();
});
