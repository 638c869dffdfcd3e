import { totpCode } from "../src/server/test/totp";
import { buyAsGuest, createListing, expect, newShopper, outboxMessages, test } from "./support";

/**
 * Issue 28, "Done when": the owner invites a salesperson by e-mail; the colleague joins from the
 * link with their own password, sets up two-factor sign-in, signs in again with a code from their
 * app, ships an order, and meets only what sales may do; the timeline and the audit log name them.
 */
test("an owner invites a salesperson, who joins, signs in with two factors and ships an order", async ({
  adminPage,
  browser,
  page: shopper,
}) => {
  test.setTimeout(120_000);
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
  // Sales ship orders but are not offered the accountant's export (the API refuses it too).
  await colleague.goto("/admin/orders");
  await expect(colleague.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(colleague.getByRole("button", { name: "Export CSV" })).toHaveCount(0);
  expect((await colleague.request.get("/api/admin/order-export")).status()).toBe(403);
  // A page the role may not open sends them to their own, saying why; the API refuses it too.
  await colleague.goto("/admin/settings");
  await expect(colleague.getByText("Your role does not open this page.", { exact: false })).toBeVisible();
  await expect(colleague).toHaveURL(/\/admin\/listings$/);
  const settings = await colleague.request.get("/api/admin/settings");
  expect(settings.status()).toBe(403);
  expect((await colleague.request.get("/api/admin/inventory")).status()).toBe(403);
  const choices = await (await colleague.request.get("/api/admin/store-item-choices")).text();
  expect(choices).not.toContain("buyingPrice");

  // The colleague turns on two-factor sign-in from their My account page, the phone playing the app.
  await colleague.goto("/admin/account");
  await colleague.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await colleague.getByRole("dialog").getByLabel("Your password").fill("sales-password-1");
  await colleague.getByRole("dialog").getByRole("button", { name: "Continue" }).click();
  await expect(colleague.getByRole("dialog").getByRole("img", { name: /QR code/ })).toBeVisible();
  const key = (await colleague.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await colleague.getByRole("dialog").getByLabel("Authentication code").fill(totpCode(key));
  await colleague.getByRole("dialog").getByRole("button", { name: "Verify" }).click();
  await expect(colleague.getByTestId("recovery-code")).toHaveCount(10);
  await colleague.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(colleague.getByText("Status:").locator("..")).toContainText("On");

  // Signed out, the password alone no longer opens the back office: the app's code does.
  await colleague.getByRole("button", { name: /Account menu/ }).click();
  await colleague.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(colleague).toHaveURL(/\/admin\/login/);
  await colleague.getByLabel("Email").fill(email);
  await colleague.getByLabel("Password").fill("sales-password-1");
  await colleague.getByRole("button", { name: "Sign In" }).click();
  await expect(colleague.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  const code = totpCode(key);
  await colleague.getByLabel("Authentication code").fill(code);
  await colleague.getByRole("button", { name: "Verify" }).click();
  await expect(colleague).toHaveURL(/\/admin\/listings$/);

  // The same code typed again elsewhere (read over her shoulder) opens nothing.
  const onlooker = await browser.newContext();
  const stranger = await onlooker.newPage();
  await stranger.goto("/admin/login");
  await stranger.getByLabel("Email").fill(email);
  await stranger.getByLabel("Password").fill("sales-password-1");
  await stranger.getByRole("button", { name: "Sign In" }).click();
  await stranger.getByLabel("Authentication code").fill(code);
  await stranger.getByRole("button", { name: "Verify" }).click();
  await expect(
    stranger.getByText("This code has already been used to sign in.", { exact: false }),
  ).toBeVisible();
  await expect(stranger.getByLabel("Password")).toBeVisible();
  expect((await stranger.request.get("/api/admin/orders")).status()).toBe(401);
  await onlooker.close();

  // A shopper buys a watch; the colleague ships it, and is not offered a refund.
  const slug = await createListing({
    brand: "Tudor",
    model: "Black Bay 58",
    reference: `SHIP-${crypto.randomUUID().slice(0, 6)}`,
    price: "3900.00",
  });
  const orderNumber = await buyAsGuest(shopper, slug, newShopper().email);
  await colleague.goto(`/admin/orders?q=${orderNumber}`);
  await colleague
    .getByRole("link", { name: `View order ${orderNumber}` })
    .first()
    .click();
  await expect(colleague.getByRole("button", { name: "Refund" })).toHaveCount(0);
  await colleague.getByRole("button", { name: "Mark shipped" }).click();
  await colleague.getByRole("dialog").getByLabel("Carrier").fill("Aramex");
  await colleague.getByRole("dialog").getByLabel("Tracking number").fill("AX9988776655");
  await colleague.getByRole("dialog").getByRole("button", { name: "Mark shipped" }).click();
  await expect(
    colleague.getByText(`Order ${orderNumber} marked as shipped.`, { exact: false }),
  ).toBeVisible();
  await context.close();

  // The owner reads who shipped it, in both languages.
  await adminPage.goto(`/admin/orders?q=${orderNumber}`);
  await adminPage
    .getByRole("link", { name: `View order ${orderNumber}` })
    .first()
    .click();
  await expect(adminPage.getByTestId("order-timeline")).toContainText("by Noura Salem");
  await adminPage.goto(`${new URL(adminPage.url()).pathname}?lang=ar`);
  await expect(adminPage.getByTestId("order-timeline")).toContainText("Noura Salem");
  await expect(adminPage.getByTestId("order-timeline")).not.toContainText("by ");

  await adminPage.goto("/admin/staff?lang=en");
  const member = adminPage.getByTestId("staff-member").filter({ hasText: email });
  await expect(member).toContainText("Noura Salem");
  await expect(member).toContainText("Two-factor on");
  await adminPage.goto("/admin/audit-log");
  // The log names who acted: the owner invited, the colleague accepted.
  const accepted = adminPage
    .getByRole("listitem")
    .filter({ hasText: "Invitation accepted" })
    .filter({ hasText: email });
  await expect(accepted.first()).toContainText("Noura Salem");
  const shippedEntry = adminPage.getByRole("listitem").filter({ hasText: orderNumber });
  await expect(shippedEntry.first()).toContainText("Noura Salem");
});

test("the owner downloads the orders of a range of days and the customers for the accounts", async ({
  adminPage,
}) => {
  await adminPage.goto("/admin/orders");
  await adminPage.getByRole("button", { name: "Export CSV" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Export orders" });
  await dialog.getByLabel("Placed from").fill("2026-02-01");
  await dialog.getByLabel("Placed until").fill("2026-01-01");
  await expect(dialog.getByText("The last day comes before the first.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Download CSV" })).toBeDisabled();
  await dialog.getByLabel("Placed from").fill("2000-01-01");
  const download = adminPage.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("orders-from-2000-01-01-to-2026-01-01.csv");
  const text = await new Response((await file.createReadStream()) as unknown as ReadableStream).text();
  expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toContain("Order number,Placed,Paid,Status");
  await expect(dialog).toBeHidden();

  await adminPage.goto("/admin/customers");
  const customers = adminPage.waitForEvent("download");
  await adminPage.getByRole("button", { name: "Export CSV" }).click();
  expect((await customers).suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
});
