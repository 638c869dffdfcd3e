import { expect, outboxMessages, test } from "./support";

/**
 * Issue 28: the owner invites a salesperson by e-mail; the colleague joins from the link with their
 * own password and lands in a back office that offers only what sales may open.
 */
test("an owner invites a salesperson, who joins and sees only the sales pages", async ({
  adminPage,
  browser,
}) => {
  const email = `sales.${crypto.randomUUID().slice(0, 8)}@example.com`;
  await adminPage.goto("/admin/staff");
  await adminPage.getByRole("button", { name: "Invite a staff member" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Invite a staff member" });
  await dialog.getByLabel("E-mail address").fill(email);
  await dialog.getByLabel("Role").selectOption("sales");
  await expect(dialog).toContainText("No buying prices, profit, refunds or settings.");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(adminPage.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(adminPage.getByTestId("staff-invitation").filter({ hasText: email })).toContainText("Sales");

  let link: string | undefined;
  await expect(async () => {
    const mail = (await outboxMessages(email)).find((message) => message.kind === "staff-invitation");
    link = mail?.text.match(/https?:\/\/\S+\/staff-invitation\/\S+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });

  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto(new URL(link ?? "", "http://x").pathname.concat("?lang=ar"));
  await expect(colleague.getByRole("heading", { name: "الانضمام إلى فريق العمل" })).toBeVisible();
  await expect(colleague.getByText("موظف مبيعات")).toBeVisible();
  await colleague.goto(new URL(link ?? "", "http://x").pathname.concat("?lang=en"));
  await colleague.getByLabel("First Name").fill("Noura");
  await colleague.getByLabel("Last Name").fill("Salem");
  await colleague.getByLabel("Password").fill("sales-password-1");
  await colleague.getByRole("button", { name: "Create my account and join" }).click();

  await expect(colleague).toHaveURL(/\/admin\/listings$/);
  const nav = colleague.getByRole("navigation", { name: /back office/i }).first();
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Inventory" })).toHaveCount(0);
  // A page the role may not open sends them to their own, saying why; the API refuses it too.
  await colleague.goto("/admin/settings");
  await expect(colleague.getByText("Your role does not open this page.", { exact: false })).toBeVisible();
  await expect(colleague).toHaveURL(/\/admin\/listings$/);
  const settings = await colleague.request.get("/api/admin/settings");
  expect(settings.status()).toBe(403);
  await context.close();

  await adminPage.reload();
  await expect(adminPage.getByTestId("staff-member").filter({ hasText: email })).toContainText("Noura Salem");
  await adminPage.goto("/admin/audit-log");
  // The log names who acted: the owner invited, the colleague accepted.
  const accepted = adminPage
    .getByRole("listitem")
    .filter({ hasText: "Invitation accepted" })
    .filter({ hasText: email });
  await expect(accepted.first()).toContainText("Noura Salem");
});
