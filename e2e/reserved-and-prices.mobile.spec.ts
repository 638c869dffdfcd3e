import type { Page } from "@playwright/test";
import { holdInAnotherCheckout, setPrice } from "./reserved-and-prices";
import { expect, expectAccessible, test } from "./support";

// Issue 24 on a phone, at 375 px. Each test uses its own demo watch, which no other spec buys.
const planetOcean = { slug: "omega-seamaster-planet-ocean-600m-215-30-44-21-01-001" };
const moonPhase = { slug: "patek-philippe-nautilus-moon-phase-5712-1a-001", ref: "5712/1A-001" };

const main = (page: Page) => page.getByRole("main");
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.use({ viewport: { width: 375, height: 812 } });

test("a watch in another shopper's checkout reads as reserved on a phone, in Arabic and English, and no buy bar offers it", async ({
  page,
}) => {
  const hold = await holdInAnotherCheckout(planetOcean.slug);
  try {
    await page.goto(`/watch/${planetOcean.slug}?lang=ar`);
    await expect(main(page).getByTestId("availability-badge")).toHaveText("محجوزة");
    await expect(main(page).getByTestId("availability-note")).toContainText("قد تتوفر مجددًا بعد");
    await expect(main(page).getByRole("button", { name: "محجوزة" })).toBeDisabled();
    await page.mouse.wheel(0, 2000);
    await expect(page.locator("[data-sticky-buy-bar]")).toHaveCount(0);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await page.goto(`/watch/${planetOcean.slug}?lang=en`);
    await expect(main(page).getByTestId("availability-note")).toContainText(
      "This watch is reserved for another shopper.",
    );
  } finally {
    await hold.release();
  }
  await page.reload();
  // For sale again: the page's own button (the phone's buy bar carries a second one).
  await expect(main(page).getByRole("button", { name: "Add to Cart" }).first()).toBeEnabled();
});

test("a price raised after Add to Cart is shown old → new on /checkout on a phone, in Arabic", async ({
  page,
}) => {
  await page.goto(`/watch/${moonPhase.slug}?lang=ar`);
  await main(page).getByRole("button", { name: "أضف إلى السلة" }).first().click();
  await expect(page.getByText("أُضيفت إلى السلة", { exact: true })).toBeVisible();
  const restore = await setPrice(moonPhase.ref, 93_000_00);
  try {
    await page.goto("/checkout");
    const changes = main(page).getByTestId("price-changes");
    await expect(changes.getByTestId("price-was")).toHaveText("$92,000.00");
    await expect(changes.getByTestId("price-now")).toHaveText("$93,000.00");
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await changes.getByRole("button", { name: "تأكيد الأسعار الجديدة" }).click();
    await expect(main(page).getByTestId("price-changes")).toHaveCount(0);
    await expect(main(page).getByRole("button", { name: /\$93,000\.00/ })).toBeVisible();
  } finally {
    await restore();
  }
});
