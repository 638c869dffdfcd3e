import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrderPageDto } from "../../../shared/orders";
import { emailOutbox, orders, settings } from "../../db/schema";
import { createLogger } from "../../logger";
import { fillCart, kuwaitAddress, postCheckout, readCheckout } from "../../test/checkout-flow";
import { createListing } from "../../test/factories";
import { type FakeStripe, startFakeStripe } from "../../test/fake-stripe";
import { createTestApp, type TestApp } from "../../test/test-app";
import { exchangeRatesSetting } from "../settings/settings.service";
import { transitionOrder } from "./order-admin.service";

let t: TestApp;
let stripe: FakeStripe;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;
/** The shop's address in the settings (issue 10): where a new paid order is announced. */
const shopEmail = `orders-${crypto.randomUUID()}@mizan.test`;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_x",
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  });
  admin = await t.signedInClient({ role: "owner" });
  await t.db.insert(settings).values({ key: "contact_email", value: shopEmail });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** Posts one Stripe delivery to the webhook, as Stripe would. */
async function deliver(delivery: { body: string; headers: Headers }) {
  const response = await t.app.request("/api/payments/stripe/webhook", {
    method: "POST",
    body: delivery.body,
    headers: delivery.headers,
  });
  expect(response.status).toBe(200);
}

/** Where a Riyadh buyer's watch goes (issue 30: their mails read riyals). */
const riyadhAddress = {
  fullName: "Noura Al-Qahtani",
  phone: "+966 55 123 4567",
  country: "SA",
  city: "Riyadh",
  line1: "King Fahd Road 12",
};

/** A pending order: a guest's checkout opened at the fake Stripe and not paid. */
async function pendingOrder(
  language: "en" | "ar",
  fullName = "Fatima Al-Sabah",
  address: Record<string, string> = kuwaitAddress,
  extra: Record<string, unknown> = {},
) {
  const client = t.client();
  const email = `buyer-${crypto.randomUUID()}@example.com`;
  const watch = await createListing(t.db, { priceCents: 4_200_00 });
  const expectedTotalCents = await fillCart(client, watch.id);
  const answer = await readCheckout(
    await postCheckout(client, {
      email,
      shipping: { ...address, fullName },
      language,
      expectedTotalCents,
      provider: "stripe",
      ...extra,
    }),
  );
  expect(answer.status).toBe(201);
  const orderNumber = answer.started?.orderNumber ?? "";
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order?.paymentSessionId) throw new Error(`no pending order ${orderNumber}`);
  return { email, orderNumber, watch, order, session: order.paymentSessionId };
}

/** The payment's event, signed as Stripe signs it. */
function paidEvent(session: string) {
  stripe.completeSession(session);
  return stripe.signedDelivery(stripe.sessionEvent("checkout.session.completed", session));
}

/** A guest's order, paid at the fake Stripe, in the given language. */
async function buy(
  language: "en" | "ar",
  fullName?: string,
  address?: Record<string, string>,
  extra?: Record<string, unknown>,
) {
  const pending = await pendingOrder(language, fullName, address, extra);
  await deliver(paidEvent(pending.session));
  return pending;
}

const move = (orderId: string, body: Record<string, unknown>) =>
  admin.agent.post(`/api/admin/orders/${orderId}/transitions`, body);

/** Every mail the outbox holds for `to`, newest first. */
const mailsTo = (to: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));

/** The staff's notices about an order: the owner's, who chose new paid orders by default (issue 28). */
const shopMailsAbout = (orderNumber: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, admin.user.email), like(emailOutbox.subject, `%${orderNumber}%`)));

describe("the order confirmation e-mail", () => {
  it("is Arabic for an order placed in Arabic, its HTML and text parts saying the same", async () => {
    const { email, orderNumber, watch } = await buy("ar", "فاطمة الصباح");
    const mail = await t.lastMailTo(email);
    expect(mail?.kind).toBe("order-confirmation");
    expect(mail?.subject).toBe(`تم تأكيد طلبك ${orderNumber} من ميزان`);
    expect(mail?.html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/);
    for (const words of [
      "شكراً لطلبك",
      `تم استلام دفعتك وتأكيد الطلب ${orderNumber}.`,
      "عرض طلبك",
      "عنوان الشحن",
      "فاطمة الصباح",
      watch.title,
      "ميزان · ساعات فاخرة مستعملة",
    ]) {
      expect(mail?.html, words).toContain(words);
      expect(mail?.text, words).toContain(words);
    }
    expect(mail?.text).toContain("/account?lang=ar");
  });

  it("escapes what the shopper typed in its HTML part", async () => {
    const { email } = await buy("en", `<script>alert("x")</script>`);
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toMatch(/^Your Mizan order .+ is confirmed$/);
    expect(mail?.html).not.toContain("<script");
    expect(mail?.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(mail?.text).toContain(`<script>alert("x")</script>`);
  });
});

describe("the order e-mails in the currency the buyer read the shop in (issue 30)", () => {
  it("reads the currency chosen on the page, whatever the address, at the rate of the checkout, in Arabic and English", async () => {
    // $4,200.00 × 0.3845 = 1,614.900 Omani rials, for a watch going to Riyadh.
    const arabic = await buy("ar", "نورة القحطاني", riyadhAddress, { displayCurrency: "OMR" });
    const ar = await t.lastMailTo(arabic.email);
    for (const part of [ar?.html, ar?.text]) {
      expect(part).toContain("1,614.900 ر.ع");
      expect(part).not.toContain("ر.س");
      expect(part).toContain("المبلغ المدفوع");
      expect(part).toContain("$4,200.00");
      expect(part).toContain("الأسعار بالريال العُماني محوّلة من الدولار الأمريكي للاطلاع فقط.");
    }
    const english = await buy("en", "Noura Al-Qahtani", riyadhAddress, { displayCurrency: "OMR" });
    const en = await t.lastMailTo(english.email);
    expect(en?.text).toContain("Total: 1,614.900 OMR");
    expect(en?.text).toContain("Charged: $4,200.00");
    expect(en?.text).toContain("Prices in Omani rials are converted from US dollars for reference.");
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, english.orderNumber));
    expect(order).toMatchObject({ displayCurrency: "OMR", displayRate: 384_500 });
    // Staff's order list gives, beside the dollars, the currency the shopper read (issue 30).
    const listed = await admin.agent.get(`/api/admin/orders?q=${encodeURIComponent(english.email)}`);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as AdminOrderPageDto).orders).toEqual([
      expect.objectContaining({
        orderNumber: english.orderNumber,
        totalCents: 4_200_00,
        displayed: { currency: "OMR", rate: 384_500 },
      }),
    ]);
  });

  it("stays in dollars for a buyer who read dollars, though the watch goes to Riyadh", async () => {
    const { email, orderNumber } = await buy("en", "Noura Al-Qahtani", riyadhAddress, {
      displayCurrency: "USD",
    });
    const mail = await t.lastMailTo(email);
    expect(mail?.text).toContain("Total: $4,200.00");
    expect(mail?.text).not.toContain("SAR");
    expect(mail?.text).not.toContain("converted");
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({ displayCurrency: "USD", displayRate: null });
  });

  it("keeps dollars for a currency the shop has no current rate for (no daily source: no euro)", async () => {
    const { email, orderNumber } = await buy("en", "Anna Weber", riyadhAddress, { displayCurrency: "EUR" });
    expect((await t.lastMailTo(email))?.text).toContain("Total: $4,200.00");
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({ displayCurrency: "USD", displayRate: null });
  });

  it("refuses a currency the shop does not show", async () => {
    const client = t.client();
    const watch = await createListing(t.db, { priceCents: 4_200_00 });
    const expectedTotalCents = await fillCart(client, watch.id);
    const answer = await readCheckout(
      await postCheckout(client, {
        email: `buyer-${crypto.randomUUID()}@example.com`,
        expectedTotalCents,
        provider: "stripe",
        displayCurrency: "JPY",
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.refused?.code).toBe("VALIDATION_ERROR");
  });

  it("keeps the dinars the buyer read when the shop's rate changes before the watch ships", async () => {
    // At the shop's default 0.31: $4,200.00 = 1,302.000 dinars.
    const { email, order } = await buy("en", "Fatima Al-Sabah", kuwaitAddress, { displayCurrency: "KWD" });
    expect((await t.lastMailTo(email))?.text).toContain("Total: 1,302.000 KWD");
    await t.db
      .insert(settings)
      .values({ key: exchangeRatesSetting, value: { usdToKwd: 350_000, kwdToUsd: 2_857_143 } });
    try {
      const shipped = await move(order.id, { to: "shipped", carrier: "DHL", trackingNumber: "1234567890" });
      expect(shipped.status).toBe(200);
      const mail = await t.lastMailTo(email);
      expect(mail?.kind).toBe("order-shipped");
      expect(mail?.text).toContain("Total: 1,302.000 KWD");
    } finally {
      await t.db.delete(settings).where(eq(settings.key, exchangeRatesSetting));
    }
  });
});

describe("the e-mails of an order placed before the shop kept the buyer's currency (issue 30)", () => {
  it("reads riyals for a watch going to Riyadh, beside the dollars charged, in Arabic and English", async () => {
    // $4,200.00 × 3.75 = 15,750.00 riyals.
    const arabic = await buy("ar", "نورة القحطاني", riyadhAddress);
    const ar = await t.lastMailTo(arabic.email);
    for (const part of [ar?.html, ar?.text]) {
      expect(part).toContain("15,750.00 ر.س");
      expect(part).toContain("المبلغ المدفوع");
      expect(part).toContain("$4,200.00");
      expect(part).toContain("الأسعار بالريال السعودي محوّلة من الدولار الأمريكي للاطلاع فقط.");
      expect(part).not.toMatch(/[\u0660-\u0669]/);
    }

    const english = await buy("en", "Noura Al-Qahtani", riyadhAddress);
    const en = await t.lastMailTo(english.email);
    expect(en?.text).toContain("Total: 15,750.00 SAR");
    expect(en?.text).toContain("Charged: $4,200.00");
    expect(en?.text).toContain("Prices in Saudi riyals are converted from US dollars for reference.");
    // The shop's own notice keeps its books' dollars.
    const [notice] = await shopMailsAbout(english.orderNumber);
    expect(notice?.text).toContain("$4,200.00");
    expect(notice?.text).not.toContain("SAR");
  });

  it("stays in dollars for a country whose currency the shop does not show", async () => {
    const tokyo = {
      fullName: "Aiko Tanaka",
      phone: "+81 3 1234 5678",
      country: "JP",
      city: "Tokyo",
      line1: "1-1 Chiyoda",
    };
    const { email } = await buy("en", "Aiko Tanaka", tokyo);
    const mail = await t.lastMailTo(email);
    expect(mail?.text).toContain("Total: $4,200.00");
    expect(mail?.text).not.toContain("Charged:");
    expect(mail?.text).not.toContain("converted");
  });
});

describe("the buyer hears of every change the shop makes to their order", () => {
  it("is told of a refund in their language, with the amount given back", async () => {
    const arabic = await buy("ar");
    expect((await move(arabic.order.id, { to: "refunded" })).status).toBe(200);
    const ar = await t.lastMailTo(arabic.email);
    expect(ar?.kind).toBe("order-refunded");
    expect(ar?.subject).toBe(`تم استرداد مبلغ طلبك ${arabic.orderNumber} من ميزان`);
    expect(ar?.text).toContain(`أعدنا مبلغ $4,200.00 عن الطلب ${arabic.orderNumber}`);
    expect(ar?.html).toMatch(/<html lang="ar" dir="rtl">/);

    const english = await buy("en");
    expect((await move(english.order.id, { to: "refunded" })).status).toBe(200);
    const en = await t.lastMailTo(english.email);
    expect(en?.kind).toBe("order-refunded");
    expect(en?.subject).toBe(`Your Mizan order ${english.orderNumber} has been refunded`);
    expect(en?.text).toContain(`We have refunded $4,200.00 for order ${english.orderNumber}`);
  });

  it("is told of a cancellation in their language, and that no money was taken", async () => {
    for (const [language, subject, sentence] of [
      ["ar", "تم إلغاء طلبك {{number}} من ميزان", "تم إلغاء الطلب {{number}} ولم يُحصَّل أي مبلغ مقابله."],
      [
        "en",
        "Your Mizan order {{number}} is cancelled",
        "Order {{number}} has been cancelled and no payment was taken for it.",
      ],
    ] as const) {
      const { email, order } = await pendingOrder(language);
      expect((await move(order.id, { to: "cancelled" })).status).toBe(200);
      const mails = await mailsTo(email);
      expect(mails.map((mail) => mail.kind)).toEqual(["order-cancelled"]);
      expect(mails[0]?.subject).toBe(subject.replace("{{number}}", order.orderNumber));
      expect(mails[0]?.text).toContain(sentence.replace("{{number}}", order.orderNumber));
    }
  });

  it("is told when their delayed payment failed and the order was cancelled", async () => {
    const { email, order, session } = await pendingOrder("ar");
    stripe.completeSession(session, { paid: false });
    const failed = stripe.signedDelivery(
      stripe.sessionEvent("checkout.session.async_payment_failed", session),
    );
    await deliver(failed);
    await deliver(failed);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ["order-cancelled", `تم إلغاء طلبك ${order.orderNumber} من ميزان`],
    ]);
  });

  it("names every part of the address in the shipping e-mail and links the carrier's tracking page", async () => {
    const arabic = await buy("ar");
    const shipped = await move(arabic.order.id, {
      to: "shipped",
      carrier: "DHL Express",
      trackingNumber: "JD0146 0000",
    });
    expect(shipped.status).toBe(200);
    const ar = await t.lastMailTo(arabic.email);
    expect(ar?.kind).toBe("order-shipped");
    for (const part of [
      "المنطقة: Salmiya",
      "القطعة: 10",
      "الشارع: Salem Al-Mubarak St",
      "المنزل / المبنى: 12",
      "المدينة: Kuwait City",
      "رقم الهاتف: +965 5555 1234",
    ]) {
      expect(ar?.text, part).toContain(part);
    }
    const link = "https://www.dhl.com/kw-en/home/tracking.html?tracking-id=JD0146%200000";
    expect(ar?.text).toContain(`تتبّع شحنتك لدى DHL Express:\n${link}`);
    expect(ar?.html).toContain(`<a href="${link}"`);
    expect(ar?.html).toContain('القطعة: <bdi dir="ltr">10</bdi>');

    const english = await buy("en");
    expect(
      (await move(english.order.id, { to: "shipped", carrier: "Boodai Courier", trackingNumber: "BC-77" }))
        .status,
    ).toBe(200);
    const en = await t.lastMailTo(english.email);
    for (const part of [
      "Block: 10",
      "Street: Salem Al-Mubarak St",
      "House / Building: 12",
      "Area: Salmiya",
    ]) {
      expect(en?.text, part).toContain(part);
    }
    expect(en?.text).toContain("Tracking number: BC-77");
    expect(en?.text).not.toContain("Track your parcel");
    expect(en?.html).not.toContain("Track your parcel");
  });

  it("still moves the order when its e-mail cannot be written", async () => {
    const { order } = await buy("en");
    const moved = await transitionOrder(
      {
        db: t.db,
        payments: t.services.payments,
        log: createLogger("silent"),
        publicUrl: "http://localhost:3000",
        mailer: {
          kind: "outbox",
          send: () => Promise.reject(new Error("the outbox is unreachable")),
        },
      },
      { orderId: order.id, to: "shipped", adminId: admin.user.id, carrier: "DHL", trackingNumber: "JD1" },
    );
    expect(moved.status).toBe("shipped");
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe("shipped");
  });
});

describe("the shop hears of every new paid order", () => {
  it("mails the owner once, in their English, however often the payment event comes", async () => {
    const { email, order, session } = await pendingOrder("ar");
    const completed = paidEvent(session);
    await Promise.all([deliver(completed), deliver(completed), deliver(completed)]);
    const shop = await shopMailsAbout(order.orderNumber);
    expect(shop).toHaveLength(1);
    expect(shop[0]).toMatchObject({
      kind: "new-order",
      subject: `New paid order ${order.orderNumber}: $4,200.00`,
    });
    expect(shop[0]?.text).toContain(
      `Order ${order.orderNumber} from Fatima Al-Sabah (${email}) has been paid.`,
    );
    expect(shop[0]?.text).toContain("Block: 10");
    expect(shop[0]?.text).toContain(`/admin/orders/${order.id}`);
    expect(shop[0]?.html).toMatch(/<html lang="en" dir="ltr">/);
    // The buyer has their own confirmation, in their language, once too; the shop's public address
    // is written to only when no staff member chose the notice.
    expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(["order-confirmation"]);
    expect(await mailsTo(shopEmail)).toEqual([]);
  });

  it("is not told of an order that was never paid", async () => {
    const { order } = await pendingOrder("en");
    expect((await move(order.id, { to: "cancelled" })).status).toBe(200);
    expect(await shopMailsAbout(order.orderNumber)).toEqual([]);
  });
});
