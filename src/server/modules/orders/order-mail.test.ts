import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStarted } from "../../../shared/checkout";
import { fillCart, kuwaitAddress, postCheckout, pressOnTestPage } from "../../test/checkout-flow";
import { createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A guest's paid order through the TEST provider's page, in the given language. */
async function buy(language: "en" | "ar", fullName: string) {
  const client = t.client();
  const email = `buyer-${crypto.randomUUID()}@example.com`;
  const watch = await createListing(t.db, { priceCents: 4_200_00 });
  const expectedTotalCents = await fillCart(client, watch.id);
  const started = await postCheckout(client, {
    email,
    shipping: { ...kuwaitAddress, fullName },
    language,
    expectedTotalCents,
  });
  expect(started.status).toBe(201);
  const { url, orderNumber } = (await started.json()) as CheckoutStarted;
  expect((await pressOnTestPage(client, url, "pay")).status).toBe(303);
  return { email, orderNumber, watch };
}

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
