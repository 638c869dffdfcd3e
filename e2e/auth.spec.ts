import type { Page } from "@playwright/test";
import { confirmEmail, dialog, expect, expectAccessible, newShopper, outboxMessages, test } from "./support";

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
  // Sign-up has just sent the confirmation: the sign-in says so instead of sending another.
  await expect(
    page.getByText(`We sent a confirmation link to ${shopper.email} a few minutes ago.`, { exact: false }),
  ).toBeVisible();
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/api/auth/sign-in/email")),
    signIn(page, shopper.email, shopper.password),
  ]);
  expect((await outboxMessages(shopper.email)).filter((mail) => mail.kind === "verify-email")).toHaveLength(
    1,
  );

  await confirmEmail(page, shopper.email);
  await expect(page).toHaveURL(/\/account\?confirmed=1/);
  await expect(page.getByRole("status").filter({ hasText: "Your e-mail is confirmed" })).toBeVisible();
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

test("a shopper who signs up in Arabic gets an Arabic confirmation e-mail and is told in Arabic it worked", async ({
  page,
}) => {
  const shopper = newShopper();
  await page.goto("/register?lang=ar");
  const form = tabForm(page);
  for (const [name, value] of Object.entries({ ...shopper, confirmPassword: shopper.password })) {
    await form.locator(`input[name="${name}"]`).fill(value);
  }
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/login/);

  const [mail] = await outboxMessages(shopper.email);
  expect(mail?.subject).toBe("أكّد عنوان بريدك الإلكتروني");
  expect(mail?.text).toContain("يُرجى تأكيد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك.");
  await confirmEmail(page, shopper.email);
  await expect(page).toHaveURL(/\/account\?confirmed=1&lang=ar/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("status").filter({ hasText: "تم تأكيد بريدك الإلكتروني" })).toBeVisible();
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

test.describe("a mail's HTML in the outbox", () => {
  // The sandboxed frame refusing the mail's script is what this test proves; Chromium says so.
  test.use({ allowedConsoleErrors: [/^Blocked script execution in 'about:srcdoc'/] });

  test("the admin outbox shows a confirmation e-mail's HTML in a frame that runs nothing", async ({
    page,
    adminPage,
  }) => {
    const shopper = newShopper();
    await page.goto("/register");
    await fillSignUp(page, { ...shopper, firstName: "<img src=x onerror=alert(1)>" });
    await expect(page.getByText("Account created!")).toBeVisible();

    await adminPage.goto("/admin/outbox");
    await adminPage.getByLabel("Search by recipient").fill(shopper.email);
    await adminPage.getByLabel("Search by recipient").press("Enter");
    await adminPage
      .getByRole("row")
      .filter({ hasText: shopper.email })
      .getByRole("button", { name: "Open “Confirm your e-mail address”" })
      .click();
    const frame = adminPage.getByTitle("The e-mail “Confirm your e-mail address”");
    await expect(frame).toHaveAttribute("sandbox", "");
    const mail = adminPage.frameLocator('iframe[title="The e-mail “Confirm your e-mail address”"]');
    await expect(mail.getByRole("link", { name: "Confirm e-mail" })).toBeVisible();
    await expect(mail.getByText("Hello <img src=x onerror=alert(1)>,")).toBeVisible();
    await expect(
      dialog(adminPage).getByText("Please confirm your e-mail address to finish creating your account."),
    ).toHaveCount(1);
  });
});
