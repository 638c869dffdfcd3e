import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support";

/** The shop's claims, as the app reads them (src/shared/claims.ts). */
const claims = (language: "en" | "ar") =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../src/shared/locales/${language}/claims.json`), "utf8"),
  ) as {
    photography: { thisWatch: string; reference: string };
  };
const claimWords = { en: claims("en"), ar: claims("ar") };

// Issue 24: the Arabic watch page says what the English one says: the same photography promise
// (the demo's galleries are studio illustrations: neither language promises the very watch) and
// the staff's Arabic for each free-text specification value instead of the English.

const speedmaster = {
  slug: "omega-speedmaster-moonwatch-professional-310-30-42-50-01-001",
  /** English values of the demo watch that have an Arabic one (server/demo/catalog-data-ar.ts). */
  values: [
    ["نوع الإطار", "Fixed, black aluminium with tachymeter scale", "ثابت، من الألمنيوم الأسود بمقياس سرعة"],
    ["الضمان", "Omega warranty until 2027", "ضمان Omega حتى 2027"],
    ["لون الميناء", "Black, stepped", "أسود، متدرّج"],
    ["سجل الصيانة", "No service needed", "لا تحتاج إلى صيانة"],
  ],
};

const specifications = (page: Page) => page.locator("section[aria-labelledby='specs-title']");
const description = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("the Arabic watch page shows the Arabic of every specification value that has one, and the same photography promise as the English page", async ({
  page,
}) => {
  await page.goto(`/watch/${speedmaster.slug}?lang=ar`);
  const specs = specifications(page);
  await expect(specs).toBeVisible();
  for (const [label, english, arabic] of speedmaster.values) {
    const row = specs.locator("dl > div").filter({ has: page.locator("dt", { hasText: label }) });
    await expect(row.locator("dd")).toHaveText(arabic as string);
    await expect(specs).not.toContainText(english as string);
  }
  // The Latin name inside an Arabic value stays isolated.
  await expect(
    specs
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: "الضمان" }) })
      .locator("bdi"),
  ).toHaveText(["Omega", "2027"]);

  const arabic = description(page, "عن هذه الساعة");
  await expect(arabic).toContainText(claimWords.ar.photography.reference);
  await expect(arabic).not.toContainText(claimWords.ar.photography.thisWatch);
  await expect(arabic).not.toContainText(/tachymeter|Omega warranty/);

  await page.goto(`/watch/${speedmaster.slug}?lang=en`);
  const english = description(page, "About This Watch");
  await expect(english).toContainText(claimWords.en.photography.reference);
  await expect(english).not.toContainText(claimWords.en.photography.thisWatch);
  await expect(english).not.toContainText(/studio illustrations|30-day returns/i);
  await expect(specifications(page)).toContainText("Fixed, black aluminium with tachymeter scale");
});
