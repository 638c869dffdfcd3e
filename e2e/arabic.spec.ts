import type { Page } from "@playwright/test";
import { expect, test } from "./support";

// Issue 13: no English sentence inside an Arabic page, and Latin names isolated where they sit in Arabic.

const seamaster = {
  slug: "omega-seamaster-diver-300m-210-30-42-20-03-001",
  title: "Omega Seamaster Diver 300M 210.30.42.20.03.001",
};

/** A Latin run inside an Arabic string, isolated as `<bdi>` isolates it in markup (FSI … PDI). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** The value of one row of the watch page's specification cards. */
const specValue = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

test("the cart's stock refusal, the toasts and the cart's brand · model in Arabic", async ({ page }) => {
  await page.goto(`/watch/${seamaster.slug}?lang=ar`);
  const addToCart = page.getByRole("button", { name: "أضف إلى السلة" });
  await addToCart.click();
  // The Latin title keeps its order and the sentence its full stop at the end.
  await expect(page.getByText(`تمت إضافة 1 × ${isolated(seamaster.title)} إلى سلتك.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "الإشعارات، alt+T" })).toBeAttached();
  await expect(page.getByRole("button", { name: "إغلاق الإشعار" }).first()).toBeVisible();

  await addToCart.click();
  await expect(page.getByText("عذرًا، المتوفر 1 فقط.", { exact: true })).toBeVisible();

  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  // "OMEGA · SEAMASTER DIVER 300M" is one isolated phrase: in an Arabic line the brand stays first.
  await expect(line.locator("bdi").filter({ hasText: /^Omega · Seamaster Diver 300M$/ })).toHaveCount(1);
});

test("category names and specification values in Arabic, Latin names isolated inside them", async ({
  page,
}) => {
  await page.goto("/watches?lang=ar");
  const category = page.getByLabel("الفئة");
  await expect(category.locator("option")).toHaveText([
    "الكل",
    "كرونوغراف",
    "ساعات غوص",
    "ساعات رسمية",
    "توقيت مزدوج",
    "فاخرة",
    "رياضية",
  ]);
  await category.selectOption({ label: "ساعات غوص" });
  await expect(page).toHaveURL(/category=diver/);
  await expect(page.getByRole("article").first().getByText("ساعات غوص", { exact: true })).toBeVisible();

  await page.goto(`/watch/${seamaster.slug}`);
  await expect(page.getByRole("link", { name: "ساعات غوص" })).toHaveAttribute(
    "href",
    "/watches?category=diver",
  );
  await expect(page.getByRole("heading", { level: 1 }).locator("bdi")).toHaveText(seamaster.title);
  await expect(specValue(page, "مادة العلبة")).toHaveText("فولاذ مقاوم للصدأ");
  await expect(specValue(page, "قياس العلبة")).toHaveText("42 مم");
  await expect(specValue(page, "الوظائف الإضافية")).toHaveText("التاريخ، صمام تسريب الهيليوم");
  // The listing's own Arabic (server/demo/catalog-data-ar.ts), the calibre's Latin name isolated inside it.
  await expect(specValue(page, "الحركة")).toHaveText(
    "أوتوماتيكية، عيار Co-Axial Master Chronometer Calibre 8800",
  );
  await expect(specValue(page, "الحركة").locator("bdi")).toHaveText(
    "Co-Axial Master Chronometer Calibre 8800",
  );
  await expect(specValue(page, "لون الميناء")).toHaveText("سيراميك أزرق بنقش أمواج محفور بالليزر");

  // English shows the values as the admin wrote them.
  await page.goto(`/watch/${seamaster.slug}?lang=en`);
  await expect(page.getByRole("link", { name: "Diver", exact: true })).toBeVisible();
  await expect(specValue(page, "Case Material")).toHaveText("Stainless steel");
  await expect(specValue(page, "Movement")).toHaveText("Automatic, Co-Axial Master Chronometer Calibre 8800");
});

test("Watch Not Found in Arabic", async ({ page }) => {
  await page.goto("/watch/no-such-watch?lang=ar");
  await expect(page.getByRole("heading", { name: "الساعة غير موجودة", level: 1 })).toBeVisible();
  await expect(
    page.getByText("الساعة التي تبحث عنها غير موجودة أو تمت إزالتها.", { exact: true }),
  ).toBeVisible();
});
