import { expect, expectAccessible, outboxMessages, test } from "./support";

const sitePages = [
  { path: "/about", en: "About Us", ar: "من نحن" },
  { path: "/contact", en: "Contact Us", ar: "تواصل معنا" },
  { path: "/help", en: "Help & FAQ", ar: "المساعدة والأسئلة الشائعة" },
  { path: "/shipping-returns", en: "Shipping & Returns", ar: "الشحن والإرجاع" },
  { path: "/privacy", en: "Privacy Policy", ar: "سياسة الخصوصية" },
  { path: "/terms", en: "Terms of Service", ar: "الشروط والأحكام" },
  { path: "/cookies", en: "Cookie Policy", ar: "سياسة ملفات تعريف الارتباط" },
  { path: "/security", en: "Security", ar: "الأمان" },
];

test("every link in the footer lands on a real page, and none on a page the shop does not have", async ({
  page,
}) => {
  await page.goto("/");
  const hrefs = await page
    .locator("footer a[href^='/']")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""));
  const paths = [...new Set(hrefs.map((href) => href.split("#")[0] || "/"))];
  for (const { path } of sitePages) expect(paths).toContain(path);
  for (const dead of ["/blog", "/careers", "/docs", "/api", "/status"]) expect(paths).not.toContain(dead);
  // An address no page has answers 404 (issue 13, soft 404), so 200 is a real page.
  for (const path of paths) {
    const response = await page.request.get(path);
    expect([path, response.status()]).toEqual([path, 200]);
  }

  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Shipping & Returns" }).click();
  await expect(page).toHaveURL(/\/shipping-returns$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shipping & Returns" })).toBeVisible();
  await expect(page.getByText("you may return it within 30 days of delivery")).toBeVisible();
  await expect(page).toHaveTitle("Shipping & Returns · Mizan");
});

test("the sign-up form's terms and privacy links open the shop's pages", async ({ page }) => {
  await page.goto("/register");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await page.goBack();
  await main.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});

for (const lang of ["en", "ar"] as const) {
  test(`every information page reads in ${lang === "ar" ? "Arabic, right to left" : "English"}, accessible, and its menu moves between them`, async ({
    page,
  }) => {
    test.slow();
    for (const sitePage of sitePages) {
      await page.goto(`${sitePage.path}?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1, name: sitePage[lang] })).toBeVisible();
      await expectAccessible(page);
    }

    await page.goto(`/help?lang=${lang}`);
    await page
      .getByRole("navigation", { name: lang === "ar" ? "معلومات" : "Information" })
      .getByRole("link", { name: lang === "ar" ? "من نحن" : "About Mizan" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole("heading", { level: 1, name: lang === "ar" ? "من نحن" : "About Us" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  });
}

test("a shopper's message is checked, sent, acknowledged by e-mail and handled by staff in the inbox", async ({
  page,
  adminPage,
}) => {
  const id = crypto.randomUUID().slice(0, 8);
  const sender = { name: `Layla ${id}`, email: `layla.${id}@example.com` };
  const text = `Is the Omega ${id} still available? I would like to see it on Thursday.`;

  await page.goto("/contact");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send message" }) });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Please enter your name")).toBeVisible();
  await expect(form.getByLabel("Your name")).toBeFocused();

  await form.getByLabel("Your name").fill(sender.name);
  await form.getByLabel("Your e-mail").fill("layla-at-example");
  await form.getByLabel("Topic").selectOption({ label: "A watch" });
  await form.getByLabel("Message").fill(text);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  // Nothing typed is lost on an error.
  await expect(form.getByLabel("Your name")).toHaveValue(sender.name);
  await expect(form.getByLabel("Message")).toHaveValue(text);

  await form.getByLabel("Your e-mail").fill(sender.email);
  await form.getByLabel("Watch or reference").fill("Omega Speedmaster 310.30.42");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you, your message is on its way" }),
  ).toBeVisible();
  await expect(page.getByText(sender.email)).toBeVisible();

  await expect(async () => {
    const mails = await outboxMessages(sender.email);
    expect(mails.map((mail) => mail.kind)).toContain("contact-acknowledgement");
  }).toPass({ timeout: 10_000 });

  await adminPage.goto("/admin/dashboard");
  await adminPage.getByRole("button", { name: "More" }).click();
  await adminPage.getByRole("menuitem", { name: "Inbox" }).click();
  await expect(adminPage).toHaveURL(/\/admin\/inbox$/);
  await adminPage.getByRole("button", { name: `Open the message from ${sender.name}` }).click();
  const opened = adminPage.getByRole("dialog");
  await expect(opened.getByText(text)).toBeVisible();
  await expect(opened.getByText("Omega Speedmaster 310.30.42")).toBeVisible();
  await expect(opened.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${sender.email}\\?subject=`),
  );
  await expect(opened.getByText("Read", { exact: true })).toBeVisible();
  await opened.getByRole("button", { name: "Mark handled" }).click();
  await expect(opened.getByText("Handled", { exact: true })).toBeVisible();
  // Closed by its button, and seen closed: while the dialog is open the list behind it is hidden
  // from the accessibility tree, so the count below would hold whether the message left or not.
  await opened.getByRole("button", { name: "Close" }).click();
  await expect(opened).toBeHidden();
  // Handled messages leave the open list and wait under their own filter.
  await expect(adminPage.getByRole("button", { name: `Open the message from ${sender.name}` })).toHaveCount(
    0,
  );
  await adminPage.getByLabel("Show").selectOption({ label: "Handled" });
  await expect(adminPage.getByRole("button", { name: `Open the message from ${sender.name}` })).toBeVisible();
  await expectAccessible(adminPage);
});

test("the Arabic contact form speaks Arabic, right to left", async ({ page }) => {
  await page.goto("/contact?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByText("يرجى إدخال اسمك")).toBeVisible();
  await expectAccessible(page);
});
