import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStarted } from "../../../shared/checkout";
import { lowStockThreshold, type StaffNotificationsDto } from "../../../shared/staff-notifications";
import { user } from "../../auth/auth.schema";
import { emailOutbox, listings } from "../../db/schema";
import { fillCart, postCheckout, pressOnTestPage } from "../../test/checkout-flow";
import { addListingImage, createListing } from "../../test/factories";
import { type FakeSmtp, startFakeSmtp } from "../../test/fake-smtp";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Issue 28: each staff member chooses the e-mails they get (a paid order, low stock, a contact
 * message, an undelivered e-mail), each written in their own account's language.
 */
let smtp: FakeSmtp;
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["signedInClient"]>>;
let owner: Signed;
let sales: Signed;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  owner = await t.signedInClient({ role: "owner", firstName: "Fatima" });
  sales = await t.signedInClient({ role: "sales", firstName: "Noura" });
  await t.db.update(user).set({ language: "ar" }).where(eq(user.id, sales.user.id));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (to: string, kind: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));

/** A guest pays for a watch (a new one, unless `listingId` names one for sale). */
async function buy(listingId?: string) {
  const id =
    listingId ?? (await createListing(t.db, { title: "Omega Speedmaster", priceCents: 6_000_00 })).id;
  await addListingImage(t.db, id);
  const client = t.client();
  const expectedTotalCents = await fillCart(client, id);
  const started = await postCheckout(client, {
    email: `buyer-${crypto.randomUUID()}@example.com`,
    expectedTotalCents,
  });
  const { url, orderNumber } = (await started.json()) as CheckoutStarted;
  expect((await pressOnTestPage(client, url, "pay")).status).toBe(303);
  return orderNumber;
}

describe("a staff member's notices", () => {
  it("offers each role what it may see, with its defaults, and keeps what they choose", async () => {
    const mine = (await (await sales.agent.get("/api/admin/notifications")).json()) as StaffNotificationsDto;
    expect(mine).toEqual({
      offered: ["newPaidOrder", "lowStock", "contactMessage"],
      choices: { newPaidOrder: true, lowStock: false, contactMessage: true, failedEmail: false },
    });
    const saved = await sales.agent.call("/api/admin/notifications", {
      method: "PUT",
      json: { newPaidOrder: true, lowStock: true, contactMessage: false, failedEmail: true },
    });
    // A notice the role is not offered stays off whatever is sent.
    expect(((await saved.json()) as StaffNotificationsDto).choices).toEqual({
      newPaidOrder: true,
      lowStock: true,
      contactMessage: false,
      failedEmail: false,
    });
    const ownerDefaults = (await (
      await owner.agent.get("/api/admin/notifications")
    ).json()) as StaffNotificationsDto;
    expect(ownerDefaults.choices).toEqual({
      newPaidOrder: true,
      lowStock: true,
      contactMessage: true,
      failedEmail: true,
    });
    const bad = await sales.agent.call("/api/admin/notifications", {
      method: "PUT",
      json: { newPaidOrder: "yes" },
    });
    expect(bad.status).toBe(400);
    expect((await t.client().get("/api/admin/notifications")).status).toBe(401);
  });

  it("tells each staff member of a paid order in their own language, and the contact address no more", async () => {
    const number = await buy();
    await expect.poll(async () => (await mailsTo(sales.user.email, "new-order")).length).toBeGreaterThan(0);
    const [arabic] = await mailsTo(sales.user.email, "new-order");
    expect(arabic?.subject).toContain(`طلب جديد مدفوع ${number}`);
    expect(arabic?.text).toContain("تصلك هذه الرسالة بحسب اختياراتك");
    const [english] = await mailsTo(owner.user.email, "new-order");
    expect(english?.subject).toContain(`New paid order ${number}`);
    expect(await mailsTo("support@mizan.com.kw", "new-order")).toHaveLength(0);
  });

  it("sends a contact message to the shop's address when no staff member chose it", async () => {
    await owner.agent.call("/api/admin/notifications", {
      method: "PUT",
      json: { newPaidOrder: true, lowStock: true, contactMessage: false, failedEmail: true },
    });
    const sent = await t.client().post("/api/contact", {
      name: "Khalid",
      email: "khalid@example.com",
      topic: "watch",
      message: "Do you have a Daytona in stock?",
      language: "en",
    });
    expect(sent.status).toBe(201);
    const [notice] = await mailsTo("support@mizan.com.kw", "contact-notification");
    expect(notice?.subject).toContain("Khalid");
    // The shop's own address is not told it chose anything.
    expect(notice?.text).not.toContain("your e-mail choices");
  });

  it("warns once when a sale leaves fewer watches for sale than the threshold", async () => {
    await t.db.update(listings).set({ isActive: false });
    const stock = [];
    for (let index = 0; index < lowStockThreshold; index += 1)
      stock.push(await createListing(t.db, { title: `Stock ${index}` }));
    const left = lowStockThreshold - 1;
    const crossing = await buy(stock[0]?.id);
    await expect.poll(async () => (await mailsTo(owner.user.email, "low-stock")).length).toBe(1);
    const [warning] = await mailsTo(owner.user.email, "low-stock");
    expect(warning?.subject).toBe(`Low stock: ${left} left for sale`);
    expect(warning?.text).toContain(crossing);
    const [arabic] = await mailsTo(sales.user.email, "low-stock");
    expect(arabic?.subject).toBe(`مخزون منخفض: المتبقي للبيع ${left}`);
    // Further sales below the line say nothing new.
    await buy(stock[1]?.id);
    expect(await mailsTo(owner.user.email, "low-stock")).toHaveLength(1);
  });

  it("tells the owner of an e-mail the mail server refused, once an hour however many fail", async () => {
    smtp.refuse(true);
    try {
      for (const name of ["sara", "huda"])
        await t.client().post("/api/auth/sign-up/email", {
          firstName: "Sara",
          lastName: "K",
          email: `${name}-${crypto.randomUUID()}@example.com`,
          password: "secret-watch",
        });
      await expect.poll(async () => (await mailsTo(owner.user.email, "email-failed")).length).toBe(1);
    } finally {
      smtp.refuse(false);
    }
    const [notice] = await mailsTo(owner.user.email, "email-failed");
    expect(notice?.subject).toContain("An e-mail was not delivered: Confirm your e-mail address");
    expect(notice?.text).toContain("Mailbox unavailable");
    // The sales role does not open the outbox: never told.
    expect(await mailsTo(sales.user.email, "email-failed")).toHaveLength(0);
  });
});
