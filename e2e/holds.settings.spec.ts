import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { adminApi, createListing, dismissToasts, expect, expectAccessible, test } from "./support";

/**
 * Issue 31, "Reserve with a deposit; make an offer": a shopper offers on a watch, staff accept it in
 * the back office, and the shopper reaches the checkout at the offer's price from the offer's page;
 * an Arabic shopper reserves a watch with a deposit through the TEST provider and finds it held,
 * the watch's page saying it is theirs while another shopper reads it is reserved for someone else.
 * Each test makes its own watch (a settings spec: it lists watches of its own for a while).
 */

/** Where the screenshots go: the test's output, or HOLD_SHOTS_DIR when a reviewer asks for them. */
function shot(testInfo: TestInfo, name: string): string {
  const dir = process.env.HOLD_SHOTS_DIR;
  if (!dir) return testInfo.outputPath(name);
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}
const main = (page: Page) => page.getByRole("main");
const unique = () => crypto.randomUUID().slice(0, 6).toUpperCase();

async function newWatch(price: string) {
  const reference = `HO-${unique()}`;
  const slug = await createListing({ brand: "Omega", model: "Speedmaster Professional", reference, price });
  const api = await adminApi();
  const detail = (await (await api.get(`/api/listings/${slug}`)).json()) as { id: string; title: string };
  await api.dispose();
  return { slug, id: detail.id, title: detail.title };
}

/** An offer sent as the watch page's dialog sends it, from our own origin; answers its token. */
async function sendOffer(
  api: APIRequestContext,
  listingId: string,
  amountCents: number,
  language: "en" | "ar",
) {
  const sent = await api.post(`/api/listings/${listingId}/offers`, {
    data: {
      amountCents,
      name: "Huda Al-Mutairi",
      email: `huda.${unique().toLowerCase()}@example.com`,
      language,
    },
    headers: { origin: baseURL },
  });
  expect(sent.status()).toBeLessThan(300);
  return ((await sent.json()) as { token: string }).token;
}

test("a shopper's offer is accepted by staff, and the offer's page leads to the checkout at that price", async ({
  page,
  adminPage,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const watch = await newWatch("10000");
  const shopper = `sara.${unique().toLowerCase()}@example.com`;

  await page.goto(`/watch/${watch.slug}`);
  await expect(main(page).getByTestId("deposit-terms")).toContainText("Pay $1,000.00 now (10%)");
  await expect(main(page).getByTestId("deposit-terms")).toContainText("7 days");
  await main(page).getByRole("button", { name: "Make an offer" }).click();
  const dialog = page.getByRole("dialog", { name: "Make an offer" });
  await expect(dialog).toContainText("Between $5,000.00 and $9,999.99");
  await dialog.getByLabel(/Your offer in US dollars/).fill("4,000");
  await dialog.getByRole("button", { name: "Send my offer" }).click();
  await expect(dialog.getByText("Please offer at least $5,000.00")).toBeVisible();
  await expect(dialog.getByLabel(/Your offer in US dollars/)).toBeFocused();
  await dialog.getByLabel(/Your offer in US dollars/).fill("8,500");
  await dialog.getByLabel(/Name/).fill("Sara Al-Sabah");
  await dialog.getByLabel(/Email/).fill(shopper);
  await dialog.getByLabel(/A message for us/).fill("I can collect in Kuwait City this week.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send my offer" }).click();
  const sent = page.getByRole("dialog", { name: "Offer sent" });
  await expect(sent).toContainText("$8,500.00");
  await expect(sent).toContainText(shopper);
  await sent.getByRole("link", { name: "Follow your offer" }).click();

  await expect(page).toHaveURL(/\/holds\/[\w-]+$/);
  const holdUrl = page.url();
  await expect(main(page).getByTestId("hold-status")).toHaveText(/Waiting for our answer/);
  await expect(main(page).getByTestId("hold-offer")).toContainText("$8,500.00");
  await expect(main(page).getByTestId("hold-timeline")).toContainText("Offer sent");

  await adminPage.goto("/admin/holds");
  await adminPage
    .getByRole("button", { name: `Open the offer on ${watch.title} from Sara Al-Sabah` })
    .click();
  const staff = adminPage.getByRole("dialog");
  await expect(staff).toContainText("I can collect in Kuwait City this week.");
  await expect(staff).toContainText(shopper);
  await staff.getByRole("button", { name: "Accept", exact: true }).click();
  await staff.getByRole("button", { name: "Accept the offer" }).click();
  await expect(adminPage.getByText("Offer accepted: the watch is held for the shopper")).toBeVisible();
  await dismissToasts(adminPage);
  await expect(staff.getByTestId("admin-hold-timeline")).toContainText("Accepted");

  await page.goto(holdUrl);
  await expect(main(page).getByTestId("hold-status")).toHaveText(/Accepted/);
  await expect(main(page).getByTestId("hold-deadline")).toContainText("(Kuwait time)");
  await expectAccessible(page);
  await main(page).getByRole("link", { name: "Buy at the agreed price" }).click();
  await expect(page).toHaveURL(/\/checkout\?hold=[\w-]+$/);
  await expect(main(page).getByTestId("checkout-line")).toContainText(watch.title);
  await expect(main(page).getByTestId("order-total")).toHaveText("$8,500.00");
  await expect(main(page).getByRole("button", { name: /^Pay \$8,500\.00/ })).toBeVisible();
  await page.screenshot({ path: shot(testInfo, "checkout-hold-en-1280.png"), fullPage: true });
  // The cart was not touched: the watch is not in it.
  await expect(page.getByRole("banner").getByRole("link", { name: /^Cart,/ })).toHaveAccessibleName(
    "Cart, 0 items",
  );
});

test("an Arabic shopper reserves a watch with a deposit through the test provider and finds it held", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  const watch = await newWatch("12000");

  await page.goto(`/watch/${watch.slug}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await main(page).getByRole("button", { name: "احجزها بعربون" }).click();
  const dialog = page.getByRole("dialog", { name: "احجزها بعربون" });
  await expect(dialog).toContainText("$1,200.00");
  await expect(dialog).toContainText("مسترد بالكامل");
  await dialog.getByRole("button", { name: "ادفع العربون" }).click();
  await expect(dialog.getByText("يرجى إدخال اسمك")).toBeVisible();
  await dialog.getByLabel(/الاسم/).fill("نورة الفهد");
  await dialog.getByLabel(/البريد الإلكتروني/).fill(`noura.${unique().toLowerCase()}@example.com`);
  await expectAccessible(page);
  await page.screenshot({ path: shot(testInfo, "deposit-dialog-ar-375.png") });
  await dialog.getByRole("button", { name: "ادفع العربون" }).click();

  await expect(page).toHaveURL(/\/pay\/test\/[\w-]+/);
  await expect(page.getByText(/وضع الاختبار/)).toBeVisible();
  await page.getByRole("button", { name: /^ادفع/ }).click();

  await expect(page).toHaveURL(/\/holds\/[\w-]+\?paid=1$/);
  await expect(main(page).getByTestId("hold-status")).toHaveText(/محجوزة لك/, { timeout: 20_000 });
  await expect(main(page).getByTestId("hold-deposit")).toContainText("$1,200.00");
  await expect(main(page).getByTestId("hold-balance")).toContainText("$10,800.00");
  await expect(main(page).getByTestId("hold-deadline")).toContainText("(بتوقيت الكويت)");
  await expect(main(page).getByRole("link", { name: "ادفع المبلغ المتبقي" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: shot(testInfo, "hold-page-held-ar-375.png"), fullPage: true });

  // The shopper who holds it finds the watch page saying so (this browser remembers the hold), in
  // their language and in English, with the way back to the reservation.
  const holdPath = new URL(page.url()).pathname;
  await page.goto(`/watch/${watch.slug}`);
  const yours = main(page).getByTestId("availability-note");
  await expect(yours).toHaveText(/^محجوزة لك حتى .+ \(بتوقيت الكويت\)\. اطّلع على حجزك$/);
  await expect(yours.getByRole("link", { name: "اطّلع على حجزك" })).toHaveAttribute("href", holdPath);
  await expect(main(page).getByRole("button", { name: "محجوزة", exact: true })).toBeDisabled();
  await expectAccessible(page);
  await yours.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot(testInfo, "watch-page-yours-ar-375.png") });
  await page.goto(`/watch/${watch.slug}?lang=en`);
  await expect(yours).toHaveText(/^Reserved for you until .+ \(Kuwait time\)\. See your reservation$/);
  await yours.getByRole("link", { name: "See your reservation" }).click();
  await expect(page).toHaveURL(new RegExp(`${holdPath}$`));
  await expect(main(page).getByTestId("hold-status")).toHaveText(/Reserved for you/);

  // Another shopper finds the watch reserved for someone else (not "in a checkout": a deposit holds it).
  const other = await browser.newPage();
  try {
    await other.goto(`${new URL(page.url()).origin}/watch/${watch.slug}?lang=en`);
    await expect(main(other).getByRole("button", { name: "Reserved" })).toBeDisabled();
    await expect(main(other).getByTestId("availability-note")).toHaveText(
      /^This watch is reserved for another shopper\. If they do not buy it, it may be available again after /,
    );
  } finally {
    await other.close();
  }
});

test("screenshots: the watch page, the offer dialog, the hold page and the back office, in both languages", async ({
  page,
  adminPage,
}, testInfo) => {
  test.slow();
  const watch = await newWatch("15000");
  const forShots = await newWatch("9000");
  const api = await adminApi();
  const token = await sendOffer(api, forShots.id, 720_000, "en");
  await api.dispose();

  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    for (const language of ["en", "ar"] as const) {
      const name = (what: string) => shot(testInfo, `${what}-${language}-${width}.png`);
      await page.setViewportSize({ width, height });
      await page.goto(`/watch/${watch.slug}?lang=${language}`);
      const buttons = main(page).getByTestId("hold-buttons");
      await expect(buttons).toBeVisible();
      await buttons.scrollIntoViewIfNeeded();
      await page.screenshot({ path: name("watch-page") });
      await buttons.getByRole("button").nth(1).click();
      const dialog = page.getByRole("dialog");
      await dialog.locator("input[name=amount]").fill("12,000");
      await page.screenshot({ path: name("offer-dialog") });
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      await page.goto(`/holds/${token}?lang=${language}`);
      await expect(main(page).getByTestId("hold-status")).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: name("hold-page"), fullPage: true });

      await adminPage.setViewportSize({ width, height });
      await adminPage.goto(`/admin/holds?lang=${language}`);
      await expect(adminPage.getByTestId("hold-row").first()).toBeVisible();
      await adminPage.screenshot({ path: name("admin-holds"), fullPage: true });
    }
  }
});
