import type { Page } from "@playwright/test";
import { demoCredentials, expect, test } from "./support";

// This file alone uses the demo customer; its tests share that account's cart, so they take turns.
test.describe.configure({ mode: "serial" });

const submariner = { slug: "rolex-submariner-date-126610ln", title: "Rolex Submariner Date 126610LN" };
const speedmaster = {
  slug: "omega-speedmaster-moonwatch-professional-310-30-42-50-01-001",
  title: "Omega Speedmaster Moonwatch Professional 310.30.42.50.01.001",
};

const cartLines = (page: Page) => page.getByTestId("cart-line");
const headerCart = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart,/ });

async function addToCart(page: Page, slug: string) {
  await page.goto(`/watch/${slug}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  const form = page.getByRole("tabpanel");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
}

test("a guest adds, caps, removes and clears, with the spec's messages", async ({ page }) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Watches" })).toHaveAttribute("href", "/watches");

  await addToCart(page, submariner.slug);
  await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
  await expect(page.getByText(`1 × ${submariner.title} has been added to your cart.`)).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName("Cart, 1 item");
  // Decision 006: the guest cart's token is in an HttpOnly cookie, out of reach of any script.
  const cartCookie = (await page.context().cookies()).find((cookie) => cookie.name === "mizan_cart");
  expect(cartCookie?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain("mizan_cart");
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain("cart_session_id");

  // A unique watch: a second one is refused with the server's message.
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Sorry, only 1 available.")).toBeVisible();

  // Buy Now adds the second watch and goes to the cart.
  await page.goto(`/watch/${speedmaster.slug}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("2 items", { exact: true })).toBeVisible();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(page.getByText("Shipping", { exact: true })).toBeVisible();
  await expect(page.getByText("Free", { exact: true })).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText("$20,150.00");

  // The stock cap: plus is disabled at 1 for a unique watch.
  const line = cartLines(page).filter({ hasText: submariner.title });
  await expect(line.getByRole("button", { name: `Increase quantity of ${submariner.title}` })).toBeDisabled();
  await expect(line.getByText("Only 1 available")).toBeVisible();

  await line.getByRole("button", { name: `Remove ${submariner.title} from cart` }).click();
  await expect(page.getByText("Removed from cart")).toBeVisible();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(page.getByText("1 item", { exact: true })).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText("$6,200.00");

  // Minus below 1 removes the line too (spec: storefront §4).
  await page.getByRole("button", { name: `Decrease quantity of ${speedmaster.title}` }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

  await addToCart(page, submariner.slug);
  await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
  await page.goto("/cart");
  // Clearing asks first (issue 13); Esc keeps the cart and gives the focus back.
  const clear = page.getByRole("button", { name: "Clear Cart" });
  await clear.click();
  const question = page.getByRole("alertdialog", { name: "Clear your cart?" });
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(clear).toBeFocused();
  await expect(cartLines(page)).toHaveCount(1);
  await page.keyboard.press("Enter");
  await question.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByText("Cart cleared")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName("Cart, 0 items");
});

test("a guest needs an e-mail to proceed to checkout", async ({ page }) => {
  await addToCart(page, submariner.slug);
  await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByText("Required for order confirmation and updates")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an account for faster checkout" })).toHaveAttribute(
    "href",
    "/register",
  );
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByText("Email required")).toBeVisible();
  await expect(page.getByText("Please enter your email address to continue")).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);

  await page.getByLabel("Email Address", { exact: true }).fill("guest@example.com");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await page.evaluate(() => sessionStorage.getItem("checkout_email"))).toBe("guest@example.com");
});

test("a guest cart survives signing in, without duplicated lines", async ({ page }) => {
  const { customer } = demoCredentials();
  // Start from an empty customer cart, whatever an earlier run left.
  await signIn(page, customer.email, customer.password);
  await page.goto("/cart");
  const clear = page.getByRole("button", { name: "Clear Cart" });
  if (await clear.isVisible()) {
    await clear.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  }
  await page.goto("/account");
  await page.getByRole("main").getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page.getByText("You have been signed out successfully")).toBeVisible();

  await addToCart(page, speedmaster.slug);
  await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
  await signIn(page, customer.email, customer.password);
  await page.goto("/cart");
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page)).toContainText(speedmaster.title);
  // Signed in: no e-mail field, the account's address is used.
  await expect(page.getByLabel("Email Address", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Clear Cart" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
});

test("the cart in Arabic", async ({ page }) => {
  await page.goto(`/watch/${submariner.slug}?lang=ar`);
  await page.getByRole("button", { name: "أضف إلى السلة" }).click();
  await expect(page.getByText("أُضيفت إلى السلة")).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "سلة التسوق" })).toBeVisible();
  await expect(page.getByText("قطعة واحدة", { exact: true })).toBeVisible();
  await expect(page.getByText("مجاني", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "إفراغ السلة" }).click();
  await page
    .getByRole("alertdialog", { name: "إفراغ السلة؟" })
    .getByRole("button", { name: "إفراغ السلة" })
    .click();
  await expect(page.getByText("تم إفراغ السلة")).toBeVisible();
  await expect(page.getByRole("heading", { name: "سلتك فارغة" })).toBeVisible();
});
