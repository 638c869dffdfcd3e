import { expect, expectAccessible, test } from "./support";

test("switching to Arabic turns the page right-to-left and survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", "ltr");

  await page
    .getByRole("button", { name: /English/ })
    .first()
    .click();
  await page.getByRole("menuitemradio", { name: "العربية" }).click();
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "ar");

  await page.reload();
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("link", { name: "جميع الساعات" }).first()).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "lang")?.value).toBe("ar");
});

test("the server answers in the language of the browser", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ar-KW" });
  const page = await context.newPage();
  const response = await page.goto("/");
  expect(await response?.text()).toContain('<html lang="ar" dir="rtl">');
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await context.close();
});

for (const lang of ["en", "ar"]) {
  test(`the home shell is accessible (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator("main")).toBeVisible();
    await expectAccessible(page);
  });
}
