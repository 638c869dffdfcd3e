import type { Page } from "@playwright/test";
import { expect, test } from "./support";

// Issue 13: the storefront's layout at the narrowest phones, its stability while it renders, its
// heading outline and where the focus goes.

const submarinerPath = "/watch/rolex-submariner-date-126610ln";

const storefrontPaths = [
  "/",
  "/watches",
  submarinerPath,
  "/cart",
  "/login",
  "/register",
  "/account",
  "/no-such-page",
  "/watches?q=no-such-watch-anywhere",
];

/** Layout shifts not caused by input since the page started, summed (what CLS sums). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { __shift: number };
    scope.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) scope.__shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

const backOfficePaths = [
  "dashboard",
  "inventory",
  "listings",
  "orders",
  "customers",
  "audit-log",
  "settings",
  "newsletter",
  "outbox",
  "inbox",
].map((page) => `/admin/${page}`);

// Issue 10: the back office on a phone. The dashboard's charts carry their figures as tables for
// screen readers, and a table took its full width out of the one-pixel box (14 px too wide).
// One test per language: ten pages each, waited for until the network is idle, fit one timeout.
for (const lang of ["en", "ar"])
  test(`no back-office page is wider than a 375 px phone (${lang})`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/?lang=${lang}`);
    for (const path of backOfficePaths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} (${lang}) overflows by ${overflow} px`).toBeLessThanOrEqual(0);
    }
  });

for (const lang of ["en", "ar"]) {
  test(`no storefront page is wider than a 320 px phone (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of storefrontPaths) {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
      await expect(page.locator("main")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow} px`).toBeLessThanOrEqual(0);
    }
    // Nothing is clipped inside the hero (its section hides overflow) or in the bottom bar.
    await page.goto(`/?lang=${lang}`);
    for (const element of await page.locator("#hero-title, #hero-title ~ *, #hero-title ~ * a").all()) {
      const box = await element.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320, await element.innerText()).toBe(true);
    }
    const labels = page
      .getByRole("navigation", { name: lang === "en" ? "Quick navigation" : "التنقل السريع" })
      .locator("li span");
    for (const label of await labels.all()) {
      const clipped = await label.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
      expect(clipped, await label.innerText()).toBe(false);
    }
  });
}

test("sign-in, the cart and home keep still while they render, on a phone and a desktop", async ({
  page,
}) => {
  const shifted = await recordShifts(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of ["/login", "/register", "/cart", "/"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await shifted(), `${path} at ${width} px`).toBeLessThanOrEqual(0.02);
    }
  }
});

test("the watch page and the cart keep their headings in order", async ({ page }) => {
  const levels = () =>
    page
      .locator("main")
      .evaluate((main) =>
        [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => Number(heading.tagName[1])),
      );
  const expectInOrder = (found: number[]) => {
    expect(found[0]).toBe(1);
    found.forEach((level, index) => {
      if (index > 0)
        expect(level, `h${found[index - 1]} then h${level}`).toBeLessThanOrEqual((found[index - 1] ?? 0) + 1);
    });
  };
  await page.goto(submarinerPath);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expectInOrder(await levels());

  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Shopping Cart" })).toBeVisible();
  expectInOrder(await levels());
});

test("an empty collection says only that no watch was found", async ({ page }) => {
  await page.goto("/watches?q=no-such-watch-anywhere");
  await expect(page.getByRole("heading", { name: "No watches found" })).toBeVisible();
  // The count is still told to screen readers, but not painted above the panel.
  const count = page.getByTestId("results-count");
  await expect(count).toHaveText("0 watches found");
  expect((await count.boundingBox())?.width).toBeLessThanOrEqual(1);
});

test("the header's search icon puts the focus in the collection's search field", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  const field = page.getByRole("searchbox", { name: "Search", exact: true });
  await banner.getByRole("link", { name: "Search watches" }).click();
  await expect(page).toHaveURL(/\/watches#search$/);
  await expect(field).toBeFocused();

  // On the collection already: the filters stay, the focus comes back.
  await field.fill("Rolex");
  await expect(page).toHaveURL(/q=Rolex/);
  await page.getByRole("heading", { level: 1 }).click();
  await expect(field).not.toBeFocused();
  await banner.getByRole("link", { name: "Search watches" }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("Rolex");
  await expect(page).toHaveURL(/q=Rolex/);
});

test("the sign-in dialog gives the focus back and sends it to the field after a refusal", async ({
  page,
}) => {
  await page.goto("/watches");
  const opener = page.getByRole("banner").getByRole("button", { name: "Sign In" });
  await opener.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await dialog.getByLabel("Email").fill("nobody-here@example.com");
  await dialog.getByLabel("Password", { exact: true }).fill("Not-the-password-1");
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();

  await dialog.getByLabel("Email").fill("");
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("Please fill in all fields");
  await expect(dialog.getByLabel("Email")).toBeFocused();
});

test("prices and titles draw lining figures; Arabic headings take the Arabic display face from our origin", async ({
  page,
}) => {
  await page.goto(submarinerPath);
  const numerals = (locator: ReturnType<Page["locator"]>) =>
    locator.evaluate((node) => getComputedStyle(node).fontVariantNumeric);
  expect(await numerals(page.getByRole("heading", { level: 1 }))).toContain("lining-nums");
  const price = page.getByTestId("watch-price").locator("bdi").first();
  expect(await numerals(price)).toContain("lining-nums");
  expect(await numerals(price)).toContain("tabular-nums");

  await page.goto("/?lang=ar");
  const title = page.getByRole("heading", { level: 1 });
  expect(await title.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/^"Mizan Display"/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('500 40px "Mizan Display"', "ساعات")))
    .toBe(true);
  const ownFonts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(location.origin) && name.endsWith(".woff2")),
  );
  expect(ownFonts.some((name) => /amiri-arabic-400/.test(name))).toBe(true);
});
