import type { Page } from "@playwright/test";
import { expect, expectAccessible, newShopper, signUpAndConfirm, test } from "./support";

const watch = { slug: "rolex-explorer-224270", title: "Rolex Explorer 224270" };

const favoriteButton = (page: Page, name: "Add to Favorites" | "Remove from Favorites") =>
  page.getByRole("main").getByRole("button", { name, exact: true });

test("a guest is asked to log in before keeping a favourite", async ({ page }) => {
  await page.goto(`/watch/${watch.slug}`);
  await favoriteButton(page, "Add to Favorites").click();
  await expect(page.getByText("Login Required")).toBeVisible();
  await expect(page.getByText("Please log in to add items to your favorites")).toBeVisible();
  await expect(favoriteButton(page, "Add to Favorites")).toHaveAttribute("aria-pressed", "false");
});

test("a shopper keeps favourites, sees them on the account page, and they follow sign-out", async ({
  page,
}) => {
  // A whole journey (sign up, confirm, keep, sign out, sign back in): 15-21 s alone, over 60 s on
  // CI's two cores beside another browser.
  test.slow();
  const shopper = newShopper();
  await signUpAndConfirm(page, shopper);
  await expect(page.getByText("No favourites yet")).toBeVisible();

  await page.goto(`/watch/${watch.slug}`);
  await favoriteButton(page, "Add to Favorites").click();
  await expect(page.getByText("Added to Favorites")).toBeVisible();
  await expect(favoriteButton(page, "Remove from Favorites")).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(favoriteButton(page, "Remove from Favorites")).toBeVisible();

  await page.goto("/account");
  const list = page.getByTestId("favorites-list");
  await expect(list.getByRole("link", { name: "Explorer" })).toBeVisible();
  await expectAccessible(page);
  await list.getByRole("button", { name: `Remove ${watch.title} from favorites` }).click();
  await expect(page.getByText("Removed from Favorites")).toBeVisible();
  await expect(page.getByTestId("favorites-list")).toHaveCount(0);

  await page.goto(`/watch/${watch.slug}`);
  await favoriteButton(page, "Add to Favorites").click();
  await expect(favoriteButton(page, "Remove from Favorites")).toBeVisible();

  // Signing out empties the favourites shown (spec: storefront §4 — they refresh after sign-out).
  await page.goto("/account");
  await page.getByRole("main").getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page.getByText("You have been signed out successfully")).toBeVisible();
  await page.goto(`/watch/${watch.slug}`);
  await expect(favoriteButton(page, "Add to Favorites")).toHaveAttribute("aria-pressed", "false");

  // In Arabic, once signed back in, the same favourite is there.
  await page.goto("/login?lang=ar");
  const signIn = page.getByRole("tabpanel");
  await signIn.getByLabel("البريد الإلكتروني").fill(shopper.email);
  await signIn.getByLabel("كلمة المرور", { exact: true }).fill(shopper.password);
  await signIn.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page).toHaveURL(/\/account/);
  await page.goto(`/watch/${watch.slug}`);
  await expect(page.getByRole("main").getByRole("button", { name: "أزل من المفضلة" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "أزل من المفضلة" }).click();
  await expect(page.getByText("أُزيلت من المفضلة")).toBeVisible();
});
