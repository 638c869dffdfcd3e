import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support";

/** A watch no other spec buys, so it stays available here; it has more than two photographs. */
const reverso = {
  slug: "jaeger-lecoultre-reverso-classic-large-small-seconds-q3858520",
  title: "Jaeger-LeCoultre Reverso Classic Large Small Seconds Q3858520",
  reference: "Q3858520",
  price: "$6,900.00",
};
/** A demo watch that has been sold. */
const soldSlug = "iwc-big-pilot-s-watch-iw501001";

test.use({ viewport: { width: 375, height: 740 } });

const buyBar = (page: Page) => page.locator("[data-sticky-buy-bar]");
const mainBuyNow = (page: Page) => page.getByRole("main").getByRole("button", { name: "Buy Now" }).first();

test("on a phone, the sticky buy bar holds the price and Buy Now while the page's own buttons are out of view", async ({
  page,
}) => {
  await page.goto(`/watch/${reverso.slug}`);
  const bar = buyBar(page);
  // Buy Now starts below the fold at 375 px: the bar offers it at once, above the bottom navigation.
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAccessibleName(`Buy ${reverso.title}`);
  await expect(bar.getByText(reverso.price)).toBeVisible();
  const barBox = await bar.boundingBox();
  const navBox = await page.getByRole("navigation", { name: "Quick navigation" }).boundingBox();
  expect(barBox && navBox && barBox.y + barBox.height).toBeLessThanOrEqual((navBox?.y ?? 0) + 1);

  // While the page's own buttons are in view there is one Buy Now, not two.
  await mainBuyNow(page).scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();

  // Scrolled past them, the bar comes back; the end of the page is not hidden behind it.
  await page.getByRole("heading", { name: "Specifications" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await page.keyboard.press("End");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerEnd = await page
    .getByRole("contentinfo")
    .evaluate((footer) => footer.getBoundingClientRect().bottom);
  const barTop = (await bar.boundingBox())?.y ?? 0;
  expect(footerEnd).toBeLessThanOrEqual(barTop + 1);

  await expectAccessible(page);
  await bar.getByRole("button", { name: "Add to Cart" }).focus();
  await expect(bar.getByRole("button", { name: "Add to Cart" })).toBeFocused();
  await bar.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("main").getByText(reverso.title).first()).toBeVisible();
});

test("a sold watch has no sticky buy bar", async ({ page }) => {
  await page.goto(`/watch/${soldSlug}`);
  await expect(page.getByRole("main").getByText("Sold").first()).toBeVisible();
  await expect(buyBar(page)).toHaveCount(0);
});

/** How many photographs the page shows: its thumbnails. */
async function photoCount(page: Page): Promise<number> {
  const total = await page.getByRole("toolbar", { name: "Choose a photograph" }).getByRole("button").count();
  expect(total).toBeGreaterThanOrEqual(3);
  return total;
}

test("a photograph opens full screen: arrow keys move, Esc closes and focus returns", async ({ page }) => {
  await page.goto(`/watch/${reverso.slug}`);
  const total = await photoCount(page);
  const counter = (index: number) => `${index} / ${total}`;
  const opener = page.getByRole("button", { name: `View photograph 1 of ${total} full screen` });
  await opener.click();
  const viewer = page.getByRole("dialog", { name: reverso.title });
  await expect(viewer).toBeVisible();
  const box = await viewer.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
  await expect(viewer.getByTestId("viewer-counter")).toHaveText(counter(1));
  await expect(viewer.getByRole("img", { name: `${reverso.title}, photograph 1 of ${total}` })).toBeVisible();
  // The photograph is one of the page's renditions, chosen by srcset for the screen.
  await expect(viewer.getByRole("img")).toHaveAttribute("srcset", /\/media\/.+ \d+w/);

  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByTestId("viewer-counter")).toHaveText(counter(2));
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByTestId("viewer-counter")).toHaveText(counter(3));
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByTestId("viewer-counter")).toHaveText(counter(2));
  await page.keyboard.press("End");
  await expect(viewer.getByTestId("viewer-counter")).toHaveText(counter(total));
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByTestId("viewer-counter")).toHaveText(counter(1));

  // Focus stays inside the dialog.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  // A click zooms in where it lands, and the zoom button says it can zoom out.
  const stage = viewer.getByTestId("viewer-stage");
  await stage.click();
  await expect(viewer.getByRole("button", { name: "Zoom out" })).toBeVisible();
  expect(await stage.evaluate((element) => element.scrollWidth > element.clientWidth * 2)).toBe(true);
  await viewer.getByRole("button", { name: "Zoom out" }).click();
  await expect(viewer.getByRole("button", { name: "Zoom in" })).toBeVisible();

  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByTestId("viewer-counter")).toHaveText(counter(2));
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);
  // Focus returns to the photograph, which now shows the one the shopper last looked at.
  await expect(page.getByRole("button", { name: `View photograph 2 of ${total} full screen` })).toBeFocused();
});

test("a swipe moves to the next photograph", async ({ page }) => {
  await page.goto(`/watch/${reverso.slug}`);
  const total = await photoCount(page);
  await page.getByRole("button", { name: `View photograph 1 of ${total} full screen` }).click();
  const viewer = page.getByRole("dialog");
  const stage = viewer.getByTestId("viewer-stage");
  const box = await stage.boundingBox();
  if (!box) throw new Error("no stage");
  const y = box.y + box.height / 2;
  await stage.dispatchEvent("pointerdown", {
    pointerId: 1,
    clientX: box.x + 300,
    clientY: y,
    isPrimary: true,
  });
  await stage.dispatchEvent("pointermove", {
    pointerId: 1,
    clientX: box.x + 150,
    clientY: y,
    isPrimary: true,
  });
  await stage.dispatchEvent("pointerup", { pointerId: 1, clientX: box.x + 60, clientY: y, isPrimary: true });
  await expect(viewer.getByTestId("viewer-counter")).toHaveText(`2 / ${total}`);
});

test("Ask about this watch writes to the shop on WhatsApp and by e-mail with the watch's name, reference and address", async ({
  page,
}) => {
  await page.goto(`/watch/${reverso.slug}`);
  const ask = page.getByRole("region", { name: "Ask about this watch" });
  const whatsapp = ask.getByRole("link", { name: "Ask about this watch on WhatsApp (opens WhatsApp)" });
  const href = new URL((await whatsapp.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe("https://wa.me/96522000000");
  const message = href.searchParams.get("text") ?? "";
  expect(message).toContain(reverso.title);
  expect(message).toContain(`reference ${reverso.reference}`);
  expect(message).toContain(`/watch/${reverso.slug}`);

  const mail = new URL(
    (await ask.getByRole("link", { name: "Ask about this watch by e-mail" }).getAttribute("href")) ?? "",
  );
  expect(mail.protocol).toBe("mailto:");
  expect(mail.pathname).toBe("support@mizan.com.kw");
  expect(mail.searchParams.get("subject")).toBe(`Question about the ${reverso.title}`);
  expect(mail.searchParams.get("body")).toContain(reverso.reference);
});

test("the page states delivery and the accepted payment methods, and its description repeats no specification", async ({
  page,
}) => {
  await page.goto(`/watch/${reverso.slug}`);
  await expect(page.getByTestId("delivery-estimate")).toHaveText(
    "Free insured delivery in 3–7 business days",
  );
  const payments = page.getByRole("list", { name: "Accepted payment methods" });
  await expect(payments.getByRole("img", { name: "Visa" })).toBeVisible();
  await expect(payments.getByRole("img", { name: "Mastercard" })).toBeVisible();

  const description = page.getByRole("region", { name: "About This Watch", exact: true });
  await expect(description).toBeVisible();
  // Brand, model, reference and every specification are in the header and the cards only.
  for (const label of ["Brand:", "Model:", "Reference:", "Case Material:", "Movement:"]) {
    await expect(description.getByText(label, { exact: true })).toHaveCount(0);
  }
  await expect(description.getByRole("heading", { name: "Watch Details" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Specifications" }).getByText("Case Material")).toBeVisible();
});

test("in Arabic: the bar, the gallery, the question and the delivery line read right to left", async ({
  page,
}) => {
  await page.goto(`/watch/${reverso.slug}?lang=ar`);
  const bar = buyBar(page);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("button", { name: "اشترِ الآن" })).toBeVisible();
  await expect(page.getByTestId("delivery-estimate")).toHaveText("توصيل مجاني ومؤمَّن خلال 3–7 أيام عمل");
  await expect(
    page.getByRole("list", { name: "طرق الدفع المقبولة" }).getByRole("img", { name: "فيزا" }),
  ).toBeVisible();
  // The Arabic description's Watch Details list repeats the header and the cards: it is not shown.
  const description = page.getByRole("region", { name: "عن هذه الساعة", exact: true });
  await expect(description.getByText("الماركة:", { exact: true })).toHaveCount(0);
  await expect(description.getByRole("heading", { name: "تفاصيل الساعة" })).toHaveCount(0);

  const ask = page.getByRole("region", { name: "استفسر عن هذه الساعة" });
  const href = new URL((await ask.getByRole("link", { name: /واتساب/ }).getAttribute("href")) ?? "");
  const message = href.searchParams.get("text") ?? "";
  expect(message).toContain("أودّ الاستفسار");
  // The Latin name and reference are isolated inside the Arabic sentence.
  expect(message).toContain(`\u2068${reverso.reference}\u2069`);

  const total = await page.getByRole("toolbar", { name: "اختر صورة" }).getByRole("button").count();
  await page.getByRole("button", { name: `عرض الصورة 1 من ${total} بملء الشاشة` }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer.getByTestId("viewer-counter")).toHaveText(`1 / ${total}`);
  // The next photograph lies to the left in Arabic.
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByTestId("viewer-counter")).toHaveText(`2 / ${total}`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: `عرض الصورة 2 من ${total} بملء الشاشة` })).toBeFocused();
  await expectAccessible(page);
});
