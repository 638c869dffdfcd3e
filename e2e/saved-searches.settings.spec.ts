import type { Page } from "@playwright/test";
import {
  createListing,
  expect,
  expectAccessible,
  newShopper,
  outboxMessages,
  removeListing,
  signUpAndConfirm,
  test,
} from "./support";

// Issue 30, done when: a new shopper in Arabic at 375 px saves a search for "Rolex GMT", receives an
// alert in the outbox when an admin lists one, and unsubscribes with one click.

const phone = { width: 375, height: 812 };

/** Where the screenshots go: the test's output folder, or SCREENSHOT_DIR to keep them past the next run. */
const shotPath = (name: string, testInfo: { outputPath(name: string): string }) =>
  process.env.SCREENSHOT_DIR ? `${process.env.SCREENSHOT_DIR}/${name}` : testInfo.outputPath(name);

/** The shopper types the words into the collection's search box, as a person would. */
async function searchFor(page: Page, words: string, lang: "en" | "ar") {
  await page.goto(`/watches?lang=${lang}`);
  await page.getByRole("searchbox").fill(words);
  await expect(page).toHaveURL(/q=Rolex/);
  await expect(page.getByTestId("results-count")).toBeVisible();
}

/** The watches a test listed, taken away after it: the other specs count the demo shop's collection. */
const made: string[] = [];
test.afterEach(async () => {
  for (const slug of made.splice(0)) await removeListing(slug);
});

test("a shopper in Arabic on a phone saves a search, hears of a new Rolex GMT, and unsubscribes with one click", async ({
  page,
  adminPage,
}) => {
  test.slow();
  const shopper = newShopper();
  await signUpAndConfirm(page, shopper);
  await page.setViewportSize(phone);

  await searchFor(page, "Rolex GMT", "ar");
  await page.getByRole("button", { name: "احفظ البحث" }).click();
  const dialog = page.getByRole("dialog", { name: "احفظ هذا البحث" });
  await expect(dialog).toBeVisible();
  // The search as typed, and e-mail the one channel offered while WhatsApp is not configured.
  await expect(dialog.getByRole("listitem").filter({ hasText: "«Rolex GMT»" })).toBeVisible();
  await expect(dialog.getByText("بالبريد الإلكتروني", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("radio")).toHaveCount(2);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "احفظ ونبّهني" }).click();
  await expect(page.getByText("حُفظ البحث", { exact: true })).toBeVisible();

  await page.goto("/account/alerts?lang=ar");
  const saved = page.getByTestId("saved-search");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole("listitem").filter({ hasText: "«Rolex GMT»" })).toBeVisible();
  await expectAccessible(page);

  // The admin lists a Rolex GMT; every instance hears the write, and one alert goes out.
  const reference = `126710BLRO-${crypto.randomUUID().slice(0, 6)}`;
  made.push(await createListing({ brand: "Rolex", model: "GMT-Master II", reference, price: "21500" }));
  let alert: { kind: string; subject: string; text: string } | undefined;
  await expect(async () => {
    alert = (await outboxMessages(shopper.email)).find(
      (message) => message.kind === "saved-search-alert" && message.text.includes(reference),
    );
    expect(alert).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  expect(alert?.subject).toContain("ساعات جديدة لبحثك");

  // The back office's outbox shows it.
  await adminPage.goto(`/admin/outbox?q=${encodeURIComponent(shopper.email)}`);
  await expect(adminPage.getByText(alert?.subject ?? "").first()).toBeVisible();

  // One click on the mail's link ends the alert.
  const link = alert?.text.match(/https?:\/\/\S+\/alerts\/unsubscribe\?\S+/)?.[0] ?? "";
  expect(link).toContain("lang=ar");
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { level: 1, name: "إلغاء الاشتراك" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "«Rolex GMT»" })).toBeVisible();
  await page.getByRole("button", { name: "ألغِ الاشتراك" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "أُلغي اشتراكك" })).toBeVisible();
  await page.goto("/account/alerts?lang=ar");
  await expect(page.getByText("لا توجد عمليات بحث محفوظة بعد")).toBeVisible();
});

test("the save control and the alerts page, in both languages, on a desktop and a phone", async ({
  page,
}, testInfo) => {
  test.slow();
  await signUpAndConfirm(page, newShopper());
  for (const lang of ["en", "ar"] as const) {
    for (const [name, size] of [
      ["desktop", { width: 1280, height: 900 }],
      ["phone", phone],
    ] as const) {
      await page.setViewportSize(size);
      await searchFor(page, "Rolex GMT", lang);
      const button = page.getByTestId("save-search");
      await expect(button).toBeVisible();
      // Nothing sticks out of a phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${lang} ${name}: page wider than the screen`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shotPath(`save-control-${lang}-${name}.png`, testInfo) });
      await button.click();
      await expect(page.getByTestId("save-search-dialog")).toBeVisible();
      await page.screenshot({ path: shotPath(`save-dialog-${lang}-${name}.png`, testInfo) });
      if (lang === "en" && name === "desktop") {
        await page.getByRole("radio", { name: "Once a day, in one e-mail" }).check();
        await page.getByRole("button", { name: "Save and alert me" }).click();
        await expect(page.getByText("Search saved", { exact: true })).toBeVisible();
      } else {
        await page.keyboard.press("Escape");
      }
      await expect(page.getByTestId("save-search-dialog")).toBeHidden();

      await page.goto(`/account/alerts?lang=${lang}`);
      await expect(page.getByTestId("saved-search")).toHaveCount(1);
      const pageOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(pageOverflow, `${lang} ${name}: alerts page wider than the screen`).toBeLessThanOrEqual(0);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await page.screenshot({ path: shotPath(`alerts-page-${lang}-${name}.png`, testInfo), fullPage: true });
    }
  }
});
