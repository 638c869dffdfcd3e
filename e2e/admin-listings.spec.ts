import type { Page } from "@playwright/test";
import sharp from "sharp";
import { demoCredentials, expect, expectAccessible, newShopper, signUpAndConfirm, test } from "./support";

/** A real JPEG photograph-sized upload of one colour, so each photo is told apart by its file. */
async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

const dialog = (page: Page) => page.getByRole("dialog");
const priceField = (page: Page) => dialog(page).getByRole("spinbutton", { name: /^Price \(USD\)/ });

async function signInAsAdmin(page: Page) {
  const { admin } = demoCredentials();
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

/** The media ids of the dialog's gallery, in the order shown (a rendition's URL names its image). */
async function galleryIds(page: Page): Promise<string[]> {
  const sources = await dialog(page)
    .getByRole("img", { name: /^Photo \d+ of \d+$/ })
    .evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).currentSrc || image.getAttribute("src")),
    );
  return sources.map((source) => /\/media\/([0-9a-f-]{36})\//.exec(source ?? "")?.[1] ?? "");
}

test("an admin lists a watch with photos and a description, edits its price and deletes it", async ({
  page,
}) => {
  test.slow();
  const reference = `E2E${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  await signInAsAdmin(page);
  // The sign-in lands on the dashboard, its figures aggregated by the server.
  await expect(page.getByRole("heading", { level: 1, name: "Inventory Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sales performance" })).toContainText("Sale conversion rate");
  await expect(page.getByRole("heading", { name: "Top 5 listings by views" })).toBeVisible();
  await page.goto("/admin/listings");
  await expect(page.getByRole("heading", { level: 1, name: "Listings Management" })).toBeVisible();

  await expectAccessible(page);
  await page.getByRole("button", { name: "Add Listing" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Add New Listing" })).toBeVisible();
  await expectAccessible(page);

  // Saving empty says what the spec says.
  await dialog(page).getByRole("button", { name: "Create Listing" }).click();
  await expect(page.getByText("Brand, model, price, and condition are required").first()).toBeVisible();

  await dialog(page).getByLabel("Brand").fill("Audemars Piguet");
  await dialog(page).getByLabel("Model").fill("Royal Oak Selfwinding");
  await dialog(page).getByLabel("Reference").fill(reference);
  await dialog(page).getByLabel("Year").fill("2022");
  await priceField(page).fill("61250.50");
  await dialog(page).getByLabel("Condition").selectOption("like-new");
  await dialog(page).getByLabel("Box & Papers").selectOption("complete");
  await dialog(page).getByLabel("Case Size", { exact: true }).fill("41mm");
  await dialog(page).getByLabel("Movement", { exact: true }).fill("Automatic, calibre 4302");
  // Issue 24: the Arabic of a free-text value beside its English; the photographs are the watch's own.
  await dialog(page).getByLabel("Movement (Arabic)").fill("أوتوماتيكية، عيار 4302");
  await dialog(page).getByText("Photos of this very watch", { exact: true }).click();
  await expect(dialog(page).getByLabel("Photos of this very watch")).toBeChecked();

  await dialog(page).getByRole("button", { name: "Create Listing" }).click();
  await expect(page.getByText("Please upload at least one image").first()).toBeVisible();

  await dialog(page)
    .locator('input[type="file"]')
    .setInputFiles([
      await photo("dial.jpg", "#1f3a5f"),
      await photo("caseback.jpg", "#8a6d3b"),
      await photo("clasp.jpg", "#444444"),
    ]);
  await expect(page.getByText("3 images uploaded successfully")).toBeVisible();
  const uploaded = await galleryIds(page);
  expect(uploaded).toHaveLength(3);

  // The caseback becomes the cover: moved by keyboard-reachable buttons, announced.
  await dialog(page).getByRole("button", { name: "Move photo 2 earlier" }).click();
  await expect(dialog(page).getByText("Photo 2 moved to position 1")).toBeAttached();
  const reordered = [uploaded[1], uploaded[0], uploaded[2]];
  expect(await galleryIds(page)).toEqual(reordered);

  await dialog(page).getByRole("button", { name: "Generate with AI" }).click();
  await expect(page.getByText("Description generated successfully")).toBeVisible();
  await expect(dialog(page).getByLabel("Description in English (HTML)")).toHaveValue(/Royal Oak Selfwinding/);
  await dialog(page).getByRole("tab", { name: "Arabic" }).click();
  await expect(dialog(page).getByLabel("Description in Arabic (HTML)")).toHaveValue(/تفاصيل الساعة/);
  await dialog(page).getByRole("button", { name: "Preview" }).click();
  await expect(dialog(page).getByRole("heading", { name: "تفاصيل الساعة" })).toBeVisible();

  await dialog(page).getByRole("button", { name: "Create Listing" }).click();
  await expect(page.getByText("Listing created successfully")).toBeVisible();
  await expect(dialog(page)).toBeHidden();

  // The table finds it by reference; the shop shows it at its readable address, cover first.
  await page.getByLabel("Search listings").fill(reference);
  const row = page.getByTestId("listing-row").filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("3 images");
  await expect(row).toContainText("Active");
  const slug = `audemars-piguet-royal-oak-selfwinding-${reference.toLowerCase()}`;

  // Instagram posts: no AI model in this run, so the built-in templates; saved, and there on reopening.
  await row.getByRole("button", { name: /^Instagram post for / }).click();
  await expect(dialog(page).getByText("No posts yet")).toBeVisible();
  await dialog(page).getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByText("Fallback Template Used")).toBeVisible();
  await expect(dialog(page).getByRole("textbox", { name: "English post" })).toHaveValue(/\$61,250\.50/);
  await dialog(page).getByRole("tab", { name: "Arabic" }).click();
  // The Arabic post prices the watch in KWD at the default rate: 61,250.50 × 0.31 = 18,987.66.
  await expect(dialog(page).getByRole("textbox", { name: "Arabic post" })).toHaveValue(/18,987\.66/);
  await expect(dialog(page).locator(`img[src*="/media/${reordered[0]}/"]`)).toBeVisible();
  await dialog(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Template Saved")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await row.getByRole("button", { name: /^Instagram post for / }).click();
  await expect(dialog(page).getByRole("textbox", { name: "English post" })).toHaveValue(
    /Royal Oak Selfwinding/,
  );
  await expect(dialog(page).getByText(/^Saved/)).toBeVisible();
  await page.keyboard.press("Escape");

  const shop = await page.context().newPage();
  await shop.goto(`/watch/${slug}`);
  await expect(shop.getByRole("heading", { level: 1 })).toContainText("Royal Oak Selfwinding");
  await expect(shop.getByRole("main")).toContainText("$61,250.50");
  await expect(shop.locator(`img[src*="/media/${reordered[0]}/"]`).first()).toBeVisible();
  await shop.goto(`/watch/${slug}?lang=ar`);
  await expect(shop.getByRole("main").locator('section[lang="ar"]')).toContainText("الأصالة والضمان");
  // The staff's Arabic value, and the photography promise they confirmed, in the Arabic page.
  await expect(
    shop.locator("section[aria-labelledby='specs-title'] dd").filter({ hasText: "عيار" }),
  ).toHaveText("أوتوماتيكية، عيار 4302");
  await expect(shop.getByRole("main").locator('section[lang="ar"]')).toContainText(
    "الصور للساعة نفسها التي ستصلك",
  );
  await shop.goto(`/watches?q=${reference}`);
  await expect(
    shop
      .getByRole("main")
      .getByRole("link", { name: /Royal Oak Selfwinding/ })
      .first(),
  ).toBeVisible();

  // Edit the price: the shop shows the new one at once (its page cache is dropped on write).
  await row.getByRole("button", { name: /^Edit / }).click();
  await expect(priceField(page)).toHaveValue("61250.50");
  expect(await galleryIds(page)).toEqual(reordered);
  await priceField(page).fill("59900");
  await dialog(page).getByRole("button", { name: "Update Listing" }).click();
  await expect(page.getByText("Listing updated successfully")).toBeVisible();
  await shop.goto(`/watch/${slug}`);
  await expect(shop.getByRole("main")).toContainText("$59,900");
  await shop.goto(`/watches?q=${reference}`);
  await expect(shop.getByRole("main")).toContainText("$59,900");

  await row.getByRole("button", { name: /^Delete / }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this listing?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Listing deleted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);
  const gone = await shop.goto(`/watch/${slug}`);
  expect(gone?.status()).toBe(404);
  await shop.close();
});

test("a customer is refused at /admin and at the admin API", async ({ page }) => {
  const shopper = newShopper();
  await signUpAndConfirm(page, shopper);
  await page.goto("/admin/listings");
  await expect(page.getByText("Access Denied")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  for (const path of ["/api/admin/listings", "/api/admin/store-item-choices", "/api/admin/outbox"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(403);
  }
  const write = await page.request.post("/api/admin/listings", {
    data: { brand: "X" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(write.status()).toBe(403);
});
