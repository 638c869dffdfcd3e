import type { Page } from "@playwright/test";
import { confirmEmail, expect, expectAccessible, newShopper, test } from "./support";

/** The form of the selected tab (the header and footer have their own buttons and e-mail box). */
const tabForm = (page: Page) => page.getByRole("tabpanel");

async function fillSignUp(page: Page, values: Partial<ReturnType<typeof newShopper>> & { confirm?: string }) {
  const form = tabForm(page);
  await form.getByLabel("First Name").fill(values.firstName ?? "");
  await form.getByLabel("Last Name").fill(values.lastName ?? "");
  await form.getByLabel("Email").fill(values.email ?? "");
  await form.getByLabel("Password", { exact: true }).fill(values.password ?? "");
  await form.getByLabel("Confirm Password").fill(values.confirm ?? values.password ?? "");
  await form.getByRole("button", { name: "Sign Up", exact: true }).click();
}

async function signIn(page: Page, email: string, password: string) {
  const form = tabForm(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("sign-up explains each validation rule", async ({ page }) => {
  const shopper = newShopper();
  await page.goto("/register");
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");

  await tabForm(page).getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Please fill in all fields").first()).toBeVisible();

  await fillSignUp(page, { ...shopper, email: "noura@" });
  await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();

  await fillSignUp(page, { ...shopper, password: "12345" });
  await expect(page.getByText("Password must be at least 6 characters long").first()).toBeVisible();

  await fillSignUp(page, { ...shopper, confirm: `${shopper.password}-typo` });
  await expect(page.getByText("Passwords do not match").first()).toBeVisible();
});

test("a new shopper signs up, confirms the e-mail, signs out and signs back in", async ({ page }) => {
  const shopper = newShopper();
  await page.goto("/register");
  await fillSignUp(page, shopper);
  await expect(page.getByText("Account created!")).toBeVisible();
  await expect(page.getByText("Please check your email to confirm your account.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(tabForm(page).getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(tabForm(page).getByLabel("Email")).toHaveValue(shopper.email);

  await signIn(page, shopper.email, shopper.password);
  await expect(page.getByText("Please confirm your email address before signing in.").first()).toBeVisible();

  await confirmEmail(page, shopper.email);
  await expect(page).toHaveURL(/\/account/);
  await expect(
    page.getByRole("heading", { name: new RegExp(`Welcome.*${shopper.firstName}`) }),
  ).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page.getByText("You have been signed out successfully")).toBeVisible();

  await page.goto("/login");
  await signIn(page, shopper.email, shopper.password);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/account/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/account/);
});

test("a wrong password is refused with the spec's message", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "nobody@example.com", "not-the-password");
  await expect(page.getByText("Invalid email or password. Please try again.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

for (const lang of ["en", "ar"]) {
  test(`the sign-in and sign-up screens are accessible (${lang})`, async ({ page }) => {
    await page.goto(`/login?lang=${lang}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("tab").first()).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/register?lang=${lang}`);
    await expect(page.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page);
  });
}
