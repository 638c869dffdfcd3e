import type { Page } from "@playwright/test";
import { dismissToasts, expect, expectAccessible, test } from "./support";

/**
 * Issue 12: the prices admins record by hand — recorded in the back office, listed and searched,
 * counted by the market price (the inventory's price lookup names them), and deleted.
 */

/** What the price lookup says about a watch, asked with the page's own session. */
async function lookUp(page: Page, make: string, reference: string) {
  const query = new URLSearchParams({ make, model: "Submariner Date", reference });
  const response = await page.request.get(`/api/me/price-lookup?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { price: { source: string; medianUsdCents: number } | null };
}

test("an admin records a price, finds it, the market price counts it, and deletes it", async ({
  adminPage: page,
}) => {
  const id = crypto.randomUUID().slice(0, 6).toUpperCase();
  const brand = `Maker ${id}`;
  const reference = `MP-${id}`;

  await page.goto("/admin/market-prices");
  await expect(page.getByRole("heading", { name: "Recorded prices", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Record a price" }).click();
  const form = page.getByRole("dialog", { name: "Record a price" });
  await form.getByRole("button", { name: "Record price" }).click();
  await expect(form.getByText("Brand is required")).toBeVisible();
  await expect(form.getByText("Say where the price was seen")).toBeVisible();

  await form.getByLabel("Brand").fill(brand);
  await form.getByLabel("Model").fill("Submariner Date");
  await form.getByLabel("Reference").fill(reference);
  await form.getByLabel("Asking or sold").selectOption("sold");
  await form.getByLabel("Price").fill("12,500.50");
  await form.getByLabel("Where it was seen").fill("Dealer window, Souq Al-Mubarakiya");
  await form.getByLabel("Link (optional)").fill("https://example.com/listing/1");
  await form.getByRole("button", { name: "Record price" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText("Price recorded")).toBeVisible();

  await page.getByLabel("Search").fill(reference.toLowerCase());
  const rows = page.getByTestId("recorded-price-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(brand);
  await expect(rows.first()).toContainText("$12,500.50");
  await expect(rows.first()).toContainText("Sold price");
  await expect(rows.first()).toContainText("Dealer window, Souq Al-Mubarakiya");
  await expectAccessible(page);

  expect((await lookUp(page, brand, reference)).price).toMatchObject({
    source: "manual",
    medianUsdCents: 1_250_050,
  });

  await dismissToasts(page);
  await page.getByRole("button", { name: `Delete the price of ${brand} ${reference}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this recorded price?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Recorded price deleted")).toBeVisible();
  await expect(page.getByText("No recorded price matches your search.")).toBeVisible();
  expect((await lookUp(page, brand, reference)).price).toBeNull();
});

test("the recorded prices read in Arabic, right to left", async ({ adminPage: page }) => {
  await page.goto("/admin/market-prices?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "الأسعار المسجلة", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "تسجيل سعر" }).click();
  const form = page.getByRole("dialog", { name: "تسجيل سعر" });
  await form.getByRole("button", { name: "تسجيل السعر" }).click();
  await expect(form.getByText("العلامة التجارية مطلوبة")).toBeVisible();
  await expect(form.getByText("أدخل الطراز أو الرقم المرجعي", { exact: true })).toBeVisible();
});
