import { expect, expectAccessible, test } from "./support";

test("an unknown address shows the 404 page and logs the path", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto("/no-such-watch-here");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  expect(warnings.join("\n")).toContain("/no-such-watch-here");

  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const lang of ["en", "ar"]) {
  test(`the 404 page is accessible (${lang})`, async ({ page }) => {
    await page.goto(`/missing-page?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}
