import { demoCredentials, expect, expectAccessible, test } from "./support";

test("the bottom bar carries the tools on a phone and asks guests to sign in", async ({ page }) => {
  await page.goto("/");
  const bar = page.getByRole("navigation", { name: "Quick navigation" });
  await expect(bar).toBeVisible();
  for (const name of ["Home", "S.AI", "Portfolio", "Calculator", "Inventory", "Sign In"]) {
    await expect(bar.getByText(name, { exact: true })).toBeVisible();
  }
  await bar.getByRole("link", { name: "Portfolio" }).click();
  await expect(page.getByText("Please sign in first to access Portfolio.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In to Continue" })).toBeVisible();
  await expectAccessible(page);
});

test("a signed-in shopper signs out from the bottom bar", async ({ page }) => {
  const { customer } = demoCredentials();
  await page.goto("/login");
  const form = page.getByRole("tabpanel");
  await form.getByLabel("Email").fill(customer.email);
  await form.getByLabel("Password", { exact: true }).fill(customer.password);
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/account/);
  const bar = page.getByRole("navigation", { name: "Quick navigation" });
  await bar.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have been signed out successfully")).toBeVisible();
  await expect(bar.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("the bottom bar stays hidden from 768 px up", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Quick navigation" })).toBeHidden();
});
