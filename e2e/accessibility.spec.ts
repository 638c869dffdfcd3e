import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, newShopper, signUpAndConfirm, test } from "./support";

// Issue 13: axe finds nothing, of any impact, on every storefront and account page, in both
// languages, on a desktop and on a phone. One walk per language: the guest's pages first, then a
// new shopper's cart, checkout and account (with a favourite), so no other spec's data is touched.

const watchPath = "/watch/rolex-submariner-date-126610ln";
const widths = [1280, 375];

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    where,
  ).toEqual([]);
}

/** Each path at each width, once its page has settled (its heading shown, the app live). */
async function walk(page: Page, lang: string, paths: string[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoViolations(page, `${path} (${lang}, ${width} px)`);
    }
  }
}

for (const lang of ["en", "ar"]) {
  test(`every storefront and account page passes axe (${lang})`, async ({ page }) => {
    test.slow();
    await walk(page, lang, ["/", "/watches", watchPath, "/cart", "/login", "/register", "/no-such-page"]);

    await signUpAndConfirm(page, newShopper());
    await page.goto(watchPath);
    await page.getByRole("button", { name: "Add to Favorites" }).click();
    await expect(page.getByRole("button", { name: "Remove from Favorites" })).toBeVisible();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
    await walk(page, lang, ["/cart", "/checkout", "/account"]);
  });
}
