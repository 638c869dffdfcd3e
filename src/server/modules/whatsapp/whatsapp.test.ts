import { createHmac, randomInt, randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStarted } from "../../../shared/checkout";
import {
  type UndeliveredWhatsAppDto,
  type WhatsAppNumberDto,
  type WhatsAppSettingsDto,
  whatsAppUnreachableError,
} from "../../../shared/whatsapp";
import { emailOutbox, orders, whatsappMessages, whatsappNumbers } from "../../db/schema";
import { whatsAppTemplates } from "../../providers/whatsapp/whatsapp";
import { fillCart, postCheckout, pressOnTestPage } from "../../test/checkout-flow";
import { createListing } from "../../test/factories";
import { type FakeWhatsAppMessage, startFakeWhatsApp } from "../../test/fake-whatsapp";
import { createTestApp, type TestApp, testOrigin } from "../../test/test-app";
import { whatsAppRetryDelaysMs } from "./whatsapp-messages";

// Issue 30, WhatsApp wired end to end: the real Cloud API adapter against the local fake.
let fake: Awaited<ReturnType<typeof startFakeWhatsApp>>;
let t: TestApp;
const verifyToken = "a-verify-token-of-the-shop";
beforeAll(async () => {
  fake = await startFakeWhatsApp({ approved: whatsAppTemplates });
  t = await createTestApp({
    WHATSAPP_TOKEN: fake.token,
    WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
    WHATSAPP_APP_SECRET: fake.appSecret,
    WHATSAPP_VERIFY_TOKEN: verifyToken,
    WHATSAPP_API_BASE: fake.url,
  });
  // What the alert job knows of the listings already there: none is new to a search saved now.
  await t.runAlerts("all");
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Agent = Awaited<ReturnType<TestApp["signedInClient"]>>["agent"];

/** A Kuwaiti mobile number of its own, digits only, so no test hears another's messages. */
const newNumber = () => `9655${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
const sentTo = (number: string, template?: string) =>
  fake.sent.filter((message) => message.to === number && (!template || message.template === template));
const lastCodeTo = (number: string) => sentTo(number, "number_confirmation").at(-1)?.values[0] ?? "";

async function numberRow(userId: string) {
  const [row] = await t.db.select().from(whatsappNumbers).where(eq(whatsappNumbers.userId, userId));
  return row;
}

/** Adds the number on the account's alerts page and types back the code the fake received. */
async function confirmNumber(agent: Agent, number: string, language: "en" | "ar" = "en") {
  const added = await agent.post("/api/me/whatsapp", { number: `+${number}`, language });
  expect(added.status).toBe(202);
  const confirmed = await agent.post("/api/me/whatsapp/confirm", { code: lastCodeTo(number) });
  expect(confirmed.status).toBe(200);
  return (await confirmed.json()) as WhatsAppNumberDto;
}

/** A webhook delivery as Meta posts it: from its servers, no Origin header, the raw body signed. */
const postDelivery = (delivery: { body: string; headers: Record<string, string> }) =>
  t.app.request("/api/whatsapp/webhook", { method: "POST", body: delivery.body, headers: delivery.headers });

describe("a shopper's WhatsApp number (issue 30)", () => {
  it("offers WhatsApp beside e-mail once configured", async () => {
    expect(await (await t.client().get("/api/alerts/options")).json()).toEqual({
      channels: ["email", "whatsapp"],
    });
  });

  it("is confirmed by the code sent to it, in the shopper's language; a wrong code first counts one try", async () => {
    const { agent, user } = await t.signedInClient();
    const number = newNumber();
    const spaced = `+${number.slice(0, 3)} ${number.slice(3, 7)} ${number.slice(7)}`;
    const added = await agent.post("/api/me/whatsapp", { number: spaced, language: "ar" });
    expect(added.status).toBe(202);
    expect(await added.json()).toMatchObject({ number: `+${number}`, state: "pending", language: "ar" });

    const [code] = sentTo(number, "number_confirmation");
    expect(code).toMatchObject({ template: "number_confirmation", language: "ar" });
    expect(code?.values[0]).toMatch(/^\d{6}$/);
    const pending = await numberRow(user.id);
    expect(pending).toMatchObject({ number, confirmedAt: null, codeAttempts: 0 });
    expect(pending?.codeHash).not.toContain(code?.values[0]);

    const wrong = String((Number(code?.values[0]) + 1) % 1_000_000).padStart(6, "0");
    const refused = await agent.post("/api/me/whatsapp/confirm", { code: wrong });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ reason: "WHATSAPP_CODE_WRONG", params: { left: 4 } });
    expect((await numberRow(user.id))?.codeAttempts).toBe(1);

    // Typed with Arabic digits, as an Arabic keyboard writes them.
    const arabicDigits = (code?.values[0] ?? "").replace(/\d/g, (d) =>
      String.fromCharCode(0x660 + Number(d)),
    );
    const confirmed = await agent.post("/api/me/whatsapp/confirm", { code: arabicDigits });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ state: "confirmed", number: `+${number}` });
    expect(await numberRow(user.id)).toMatchObject({ codeHash: null, confirmedAt: expect.any(Date) });
    const settings = (await (await agent.get("/api/me/whatsapp")).json()) as WhatsAppSettingsDto;
    expect(settings).toMatchObject({ isAvailable: true, number: { state: "confirmed", language: "ar" } });
  });

  it("refuses a number not in international form and a second code within the minute, never with a 500", async () => {
    const { agent } = await t.signedInClient();
    const before = fake.sent.length;
    for (const number of ["", "5000 1234", "+0965 5000 1234", "+965 5000 1234 5678 9", "+965abc", "\u0000"]) {
      const response = await agent.post("/api/me/whatsapp", { number });
      expect(response.status, number).toBe(400);
      expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    for (const body of [{}, { number: 96550001234 }, { number: "+96550001234", language: "fr" }])
      expect((await agent.post("/api/me/whatsapp", body)).status).toBe(400);
    for (const code of ["", "12345", "1234567", "abcdef"])
      expect((await agent.post("/api/me/whatsapp/confirm", { code })).status).toBe(400);
    expect(fake.sent.length).toBe(before);
    expect((await t.client().post("/api/me/whatsapp", { number: "+96550001234" })).status).toBe(401);

    const number = newNumber();
    expect((await agent.post("/api/me/whatsapp", { number: `00${number}` })).status).toBe(202);
    const again = await agent.post("/api/me/whatsapp", { number: `+${number}` });
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ reason: "WHATSAPP_CODE_TOO_SOON" });
    expect(sentTo(number, "number_confirmation")).toHaveLength(1);
  });

  it("refuses an expired code, and any code after five wrong ones, guessed in parallel or not", async () => {
    const expired = await t.signedInClient();
    const first = newNumber();
    await expired.agent.post("/api/me/whatsapp", { number: `+${first}` });
    await t.db
      .update(whatsappNumbers)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(whatsappNumbers.userId, expired.user.id));
    const late = await expired.agent.post("/api/me/whatsapp/confirm", { code: lastCodeTo(first) });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ reason: "WHATSAPP_CODE_EXPIRED" });
    expect((await numberRow(expired.user.id))?.confirmedAt).toBeNull();

    const { agent, user } = await t.signedInClient();
    const number = newNumber();
    await agent.post("/api/me/whatsapp", { number: `+${number}` });
    const code = lastCodeTo(number);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, "0");
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => agent.post("/api/me/whatsapp/confirm", { code: wrong })),
    );
    expect(guesses.filter((answer) => answer.status === 400)).toHaveLength(5);
    expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(3);
    const right = await agent.post("/api/me/whatsapp/confirm", { code });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ reason: "WHATSAPP_CODE_ATTEMPTS" });
    expect(await numberRow(user.id)).toMatchObject({ confirmedAt: null, codeAttempts: 5 });
  });

  it("is removed by its owner, and then nothing goes to it", async () => {
    const { agent, user } = await t.signedInClient();
    await confirmNumber(agent, newNumber());
    expect((await agent.call("/api/me/whatsapp", { method: "DELETE" })).status).toBe(200);
    expect(await numberRow(user.id)).toBeUndefined();
    expect(await (await agent.get("/api/me/whatsapp")).json()).toEqual({ isAvailable: true, number: null });
  });
});

describe("alerts on WhatsApp (issue 30)", () => {
  it("asks for a confirmed number before a search may alert on WhatsApp", async () => {
    const { agent } = await t.signedInClient();
    for (const channel of ["whatsapp", "both"]) {
      const refused = await agent.post("/api/me/saved-searches", { query: { q: "Rolex" }, channel });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ reason: "WHATSAPP_NUMBER_REQUIRED" });
    }
    const guest = await t.client().post("/api/alerts/guest-searches", {
      query: { q: "Rolex" },
      channel: "whatsapp",
      email: `guest-${randomUUID()}@example.com`,
    });
    expect(guest.status).toBe(400);
  });

  it("delivers a new match to an Arabic shopper's number in Arabic, beside the e-mail", async () => {
    const { agent, user } = await t.signedInClient();
    const number = newNumber();
    await confirmNumber(agent, number, "ar");
    const word = `Gmtw${randomUUID().slice(0, 6)}`;
    const saved = await agent.post("/api/me/saved-searches", {
      query: { q: `Rolex ${word}` },
      channel: "both",
      language: "ar",
    });
    expect(saved.status).toBe(201);
    const match = await createListing(t.db, {
      brand: "Rolex",
      model: `${word} Master II`,
      title: `Rolex ${word} Master II`,
      priceCents: 12_500_00,
    });
    await t.runAlerts([match.id]);
    await t.runAlerts([match.id]);

    const alerts = sentTo(number, "search_alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      language: "ar",
      values: [
        `Rolex ${word}`,
        `Rolex ${word} Master II: $12,500.00`,
        `${testOrigin}/watch/${match.slug}?lang=ar`,
      ],
    });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail?.kind).toBe("saved-search-alert");
    const [recorded] = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.number, number))
      .orderBy(desc(whatsappMessages.createdAt));
    expect(recorded).toMatchObject({
      template: "search_alert",
      status: "accepted",
      providerId: alerts[0]?.id,
    });
  });

  it("writes the new watch's price in the riyals the shopper read when saving, with the line saying it is converted", async () => {
    const { agent } = await t.signedInClient();
    const number = newNumber();
    await confirmNumber(agent, number, "ar");
    const word = `Sarw${randomUUID().slice(0, 6)}`;
    const saved = await agent.post("/api/me/saved-searches", {
      query: { q: word },
      channel: "whatsapp",
      language: "ar",
      displayCurrency: "SAR",
    });
    expect(saved.status).toBe(201);
    const match = await createListing(t.db, {
      brand: "Rolex",
      model: word,
      title: `Rolex ${word}`,
      priceCents: 12_500_00,
    });
    await t.runAlerts([match.id]);
    // $12,500.00 × 3.75 = 46,875.00 riyals.
    expect(sentTo(number, "search_alert")).toEqual([
      expect.objectContaining({
        language: "ar",
        values: [
          word,
          `Rolex ${word}: 46,875.00 ر.س · الأسعار بالريال السعودي محوّلة من الدولار الأمريكي للاطلاع فقط. تدفع عند الشراء بالدولار الأمريكي، أو بالدينار الكويتي عبر كي نت.`,
          `${testOrigin}/watch/${match.slug}?lang=ar`,
        ],
      }),
    ]);
  });
});

/** A signed-in shopper's order, paid on the TEST page, read in dollars unless `displayCurrency` says. */
async function buyAs(agent: Agent, displayCurrency = "USD") {
  const watch = await createListing(t.db, { priceCents: 4_200_00 });
  const total = await fillCart(agent, watch.id);
  const started = await postCheckout(agent, { expectedTotalCents: total, displayCurrency });
  expect(started.status).toBe(201);
  const { url, orderNumber } = (await started.json()) as CheckoutStarted;
  expect((await pressOnTestPage(agent, url, "pay")).status).toBe(303);
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (order?.status !== "paid") throw new Error(`order ${orderNumber} is ${order?.status}`);
  return order;
}

describe("an order's news on WhatsApp (issue 30)", () => {
  it("confirms the paid order and tells its shipping with tracking, in the language chosen for WhatsApp", async () => {
    const { agent } = await t.signedInClient();
    const number = newNumber();
    await confirmNumber(agent, number, "ar");
    const order = await buyAs(agent, "SAR");
    const orderPage = `${testOrigin}/account/orders/${order.orderNumber}?lang=ar`;
    // Issue 30: the total in the riyals read at checkout ($4,200.00 × 3.75), then the dollars charged.
    expect(sentTo(number, "order_confirmed")).toEqual([
      expect.objectContaining({
        language: "ar",
        values: [order.orderNumber, "15,750.00 ر.س (المبلغ المدفوع: $4,200.00)", orderPage],
      }),
    ]);
    const inDollars = await buyAs(agent);
    expect(sentTo(number, "order_confirmed").at(-1)?.values).toEqual([
      inDollars.orderNumber,
      "$4,200.00",
      `${testOrigin}/account/orders/${inDollars.orderNumber}?lang=ar`,
    ]);

    const admin = await t.signedInClient({ role: "owner" });
    const shipped = await admin.agent.post(`/api/admin/orders/${order.id}/transitions`, {
      to: "shipped",
      carrier: "DHL Express",
      trackingNumber: "1234567890",
    });
    expect(shipped.status).toBe(200);
    expect(sentTo(number, "order_shipped")).toEqual([
      expect.objectContaining({
        language: "ar",
        values: [
          order.orderNumber,
          "DHL Express 1234567890",
          "https://www.dhl.com/kw-en/home/tracking.html?tracking-id=1234567890",
        ],
      }),
    ]);
    const recorded = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.reference, order.id));
    expect(recorded.map((row) => row.template).sort()).toEqual(["order_confirmed", "order_shipped"]);
  });

  it("sends the abandoned checkout's one reminder to a shopper who asked for it", async () => {
    const { agent } = await t.signedInClient();
    const number = newNumber();
    await confirmNumber(agent, number);
    const watch = await createListing(t.db, { title: "Breitling Navitimer B01" });
    const total = await fillCart(agent, watch.id);
    const started = await postCheckout(agent, { expectedTotalCents: total, remindMe: true });
    const { orderNumber } = (await started.json()) as CheckoutStarted;
    const hourLater = new Date(Date.now() + 61 * 60_000);
    await Promise.all([t.remindCheckouts(hourLater), t.remindCheckouts(hourLater)]);
    expect(sentTo(number, "checkout_reminder")).toEqual([
      expect.objectContaining({
        language: "en",
        values: [orderNumber, "Breitling Navitimer B01", `${testOrigin}/watch/${watch.slug}?lang=en`],
      }),
    ]);
  });

  it("sends nothing to a number still waiting for its code", async () => {
    const { agent } = await t.signedInClient();
    const number = newNumber();
    await agent.post("/api/me/whatsapp", { number: `+${number}` });
    await buyAs(agent);
    expect(sentTo(number).map((message) => message.template)).toEqual(["number_confirmation"]);
  });
});

describe("the webhook (issue 30)", () => {
  it("answers Meta's subscription handshake with the shop's verify token alone", async () => {
    const handshake = (token: string, mode = "subscribe") =>
      t.app.request(
        `/api/whatsapp/webhook?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
      );
    const answered = await handshake(verifyToken);
    expect(answered.status).toBe(200);
    expect(await answered.text()).toBe("1158201444");
    expect((await handshake("a-guess")).status).toBe(403);
    expect((await handshake(verifyToken, "unsubscribe")).status).toBe(403);
    expect((await t.app.request("/api/whatsapp/webhook")).status).toBe(403);
  });

  it("records a signed status against its message, never back, and refuses an unsigned or forged delivery", async () => {
    const { agent } = await t.signedInClient();
    const number = newNumber();
    await confirmNumber(agent, number);
    const order = await buyAs(agent);
    const [message] = sentTo(number, "order_confirmed");
    if (!message) throw new Error("no confirmation on WhatsApp");
    const statusOf = async () =>
      (await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.providerId, message.id)))[0]
        ?.status;

    const delivered = fake.statusDelivery(message, "delivered");
    expect((await postDelivery(delivered)).status).toBe(200);
    expect(await statusOf()).toBe("delivered");
    // Meta's "sent" arriving after "delivered" leaves it delivered; "read" moves it on.
    expect((await postDelivery(fake.statusDelivery(message, "sent"))).status).toBe(200);
    expect(await statusOf()).toBe("delivered");
    expect((await postDelivery(fake.statusDelivery(message, "read"))).status).toBe(200);
    expect(await statusOf()).toBe("read");

    const failed = fake.statusDelivery(message, "failed");
    const forged = await postDelivery({
      body: failed.body,
      headers: { ...failed.headers, "x-hub-signature-256": `sha256=${"0".repeat(64)}` },
    });
    expect(forged.status).toBe(403);
    const { "x-hub-signature-256": _signature, ...unsigned } = failed.headers;
    expect((await postDelivery({ body: failed.body, headers: unsigned })).status).toBe(401);
    expect(await statusOf()).toBe("read");

    // Signed but not Meta's shape, or not JSON: nothing read, nothing broken, no retry asked for.
    for (const body of ["not json", '{"entry":"x"}', "{}"]) {
      const signature = `sha256=${createHmac("sha256", fake.appSecret).update(body).digest("hex")}`;
      const answer = await postDelivery({ body, headers: { "x-hub-signature-256": signature } });
      expect(answer.status, body).toBe(200);
    }
    expect(order.status).toBe("paid");
  });

  it("opts a number out on its STOP reply: the page says so, and nothing more is sent to it", async () => {
    const { agent } = await t.signedInClient();
    const number = newNumber();
    await confirmNumber(agent, number, "ar");
    expect((await postDelivery(fake.replyDelivery(number, "مرحبا"))).status).toBe(200);
    expect(((await (await agent.get("/api/me/whatsapp")).json()) as WhatsAppSettingsDto).number?.state).toBe(
      "confirmed",
    );

    expect((await postDelivery(fake.replyDelivery(number, "STOP"))).status).toBe(200);
    const settings = (await (await agent.get("/api/me/whatsapp")).json()) as WhatsAppSettingsDto;
    expect(settings.number).toMatchObject({ state: "opted-out", number: `+${number}` });
    const before = sentTo(number).length;
    await buyAs(agent);
    expect(sentTo(number)).toHaveLength(before);
    const refused = await agent.post("/api/me/saved-searches", {
      query: { q: "Omega" },
      channel: "whatsapp",
    });
    expect(await refused.json()).toMatchObject({ reason: "WHATSAPP_NUMBER_REQUIRED" });
  });
});

describe("a message the Cloud API refuses (issue 30)", () => {
  it("is recorded as failed and logged, and the order is paid all the same", async () => {
    // A WhatsApp account that has not had order_confirmed approved.
    const strict = await startFakeWhatsApp({ approved: ["number_confirmation"] });
    const shop = await createTestApp({
      WHATSAPP_TOKEN: strict.token,
      WHATSAPP_PHONE_NUMBER_ID: strict.phoneNumberId,
      WHATSAPP_APP_SECRET: strict.appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
      WHATSAPP_API_BASE: strict.url,
    });
    try {
      const { agent, user } = await shop.signedInClient();
      const number = newNumber();
      await agent.post("/api/me/whatsapp", { number: `+${number}` });
      const code = strict.sent.find((message: FakeWhatsAppMessage) => message.to === number)?.values[0];
      expect((await agent.post("/api/me/whatsapp/confirm", { code })).status).toBe(200);
      const watch = await createListing(shop.db);
      const total = await fillCart(agent, watch.id);
      const { url, orderNumber } = (await (
        await postCheckout(agent, { expectedTotalCents: total })
      ).json()) as CheckoutStarted;
      expect((await pressOnTestPage(agent, url, "pay")).status).toBe(303);
      const [order] = await shop.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      expect(order?.status).toBe("paid");
      expect(await shop.lastMailTo(user.email)).toMatchObject({ kind: "order-confirmation" });
      const [failed] = await shop.db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.reference, order?.id ?? ""));
      expect(failed).toMatchObject({ template: "order_confirmed", status: "failed", providerId: null });
      expect(failed?.error).toContain("Template name does not exist");
    } finally {
      await shop.close();
      await strict.close();
    }
  });
});

describe("a message the Cloud API could not take for a while (decision 027)", () => {
  /** How the fake answered each order confirmation sent to `number`. */
  const answersTo = (number: string) =>
    fake.received
      .filter((request) => request.to === number && request.template === "order_confirmed")
      .map((request) => request.status);
  const messageOf = async (orderId: string) =>
    (await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.reference, orderId)))[0];
  /** A paid order whose confirmation the Cloud API answered with `statuses`, one per send. */
  async function orderMetWith(...statuses: (400 | 429 | 500)[]) {
    const { agent } = await t.signedInClient();
    const number = newNumber();
    await confirmNumber(agent, number);
    fake.failNext(number, ...statuses);
    const order = await buyAs(agent);
    return { agent, number, order };
  }
  const minuteOn = () => new Date(Date.now() + whatsAppRetryDelaysMs[0] + 1_000);

  it("is sent again after a minute when the Cloud API answered 500, and reaches the shopper once", async () => {
    const { number, order } = await orderMetWith(500);
    const failed = await messageOf(order.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, providerId: null });
    expect(failed?.values).toEqual([
      order.orderNumber,
      "$4,200.00",
      expect.stringContaining(order.orderNumber),
    ]);
    expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is sent.
    await t.retryWhatsApp();
    expect(answersTo(number)).toEqual([500]);

    await t.retryWhatsApp(minuteOn());
    await t.retryWhatsApp(new Date(Date.now() + 86_400_000));
    expect(answersTo(number)).toEqual([500, 200]);
    const delivered = sentTo(number, "order_confirmed");
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.values[0]).toBe(order.orderNumber);
    expect(await messageOf(order.id)).toMatchObject({
      status: "accepted",
      providerId: delivered[0]?.id,
      attempts: 2,
      error: null,
      values: null,
      nextAttemptAt: null,
    });
  });

  it("waits longer after each outage, and gives up after the fifth send", async () => {
    const { number, order } = await orderMetWith(429, 500, 500, 500, 500);
    const waits: number[] = [];
    let due = (await messageOf(order.id))?.nextAttemptAt;
    while (due && waits.length < 10) {
      await t.retryWhatsApp(due);
      const next = (await messageOf(order.id))?.nextAttemptAt;
      // In whole minutes: the pass's clock runs on by the moments its own work takes.
      if (next) waits.push(Math.round((next.getTime() - due.getTime()) / 60_000));
      due = next;
    }
    // The first wait (a minute) began at the order's own send; each later one at its retry.
    expect(waits).toEqual(whatsAppRetryDelaysMs.slice(1).map((delay) => delay / 60_000));
    expect(answersTo(number)).toEqual([429, 500, 500, 500, 500]);
    expect(await messageOf(order.id)).toMatchObject({ status: "failed", attempts: 5, nextAttemptAt: null });
    await t.retryWhatsApp(new Date(Date.now() + 7 * 86_400_000));
    expect(answersTo(number)).toHaveLength(5);
    expect(sentTo(number, "order_confirmed")).toEqual([]);
  });

  it("is not sent again when Meta refused it (400), and staff see it with the number masked", async () => {
    const { number, order } = await orderMetWith(400);
    expect(await messageOf(order.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      values: null,
      nextAttemptAt: null,
    });
    await t.retryWhatsApp(new Date(Date.now() + 86_400_000));
    expect(answersTo(number)).toEqual([400]);

    const { agent } = await t.signedInClient({ role: "manager" });
    const response = await agent.get("/api/admin/undelivered-whatsapp");
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toContain(number);
    const listed = (JSON.parse(body) as { messages: UndeliveredWhatsAppDto[] }).messages.find(
      (message) => message.reference === order.id,
    );
    expect(listed).toMatchObject({
      number: `•••• ${number.slice(-4)}`,
      template: "order_confirmed",
      attempts: 1,
      nextAttemptAt: null,
    });
    expect(listed?.error).toContain("Message undeliverable");
    expect(
      (await (await t.signedInClient({ role: "sales" })).agent.get("/api/admin/undelivered-whatsapp")).status,
    ).toBe(403);
  });

  it("is sent once when two instances' passes find it due at the same moment", async () => {
    const { number, order } = await orderMetWith(500);
    const other = await t.anotherInstance();
    const at = minuteOn();
    await Promise.all([t.retryWhatsApp(at), other.retryWhatsApp(at), t.retryWhatsApp(at)]);
    expect(answersTo(number)).toEqual([500, 200]);
    expect(sentTo(number, "order_confirmed")).toHaveLength(1);
    expect(await messageOf(order.id)).toMatchObject({ status: "accepted", attempts: 2 });
  });

  it("is given up, not sent, when its number answered STOP meanwhile", async () => {
    const { number, order } = await orderMetWith(500);
    expect((await postDelivery(fake.replyDelivery(number, "STOP"))).status).toBe(200);
    await t.retryWhatsApp(minuteOn());
    expect(answersTo(number)).toEqual([500]);
    expect(await messageOf(order.id)).toMatchObject({
      status: "failed",
      nextAttemptAt: null,
      values: null,
      error: whatsAppUnreachableError,
    });
  });

  it("never sends a confirmation code again", async () => {
    const { agent } = await t.signedInClient();
    const number = newNumber();
    fake.failNext(number, 500);
    expect((await agent.post("/api/me/whatsapp", { number: `+${number}` })).status).toBe(503);
    const [row] = await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.number, number));
    expect(row).toMatchObject({
      template: "number_confirmation",
      status: "failed",
      values: null,
      nextAttemptAt: null,
    });
  });
});

describe("a shop without WhatsApp (issue 30)", () => {
  it("offers e-mail only, takes no number, answers no webhook and sends nothing", async () => {
    const shop = await createTestApp();
    try {
      expect(await (await shop.client().get("/api/alerts/options")).json()).toEqual({ channels: ["email"] });
      const { agent, user } = await shop.signedInClient();
      expect(await (await agent.get("/api/me/whatsapp")).json()).toEqual({
        isAvailable: false,
        number: null,
      });
      const refused = await agent.post("/api/me/whatsapp", { number: "+96550001234" });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ reason: "WHATSAPP_UNAVAILABLE" });
      const webhook = await shop.app.request("/api/whatsapp/webhook", { method: "POST", body: "{}" });
      expect(webhook.status).toBe(404);

      // A number confirmed while the shop still had WhatsApp: nothing goes to it now.
      await shop.db
        .insert(whatsappNumbers)
        .values({ userId: user.id, number: newNumber(), confirmedAt: new Date() });
      const watch = await createListing(shop.db);
      const total = await fillCart(agent, watch.id);
      const { url } = (await (
        await postCheckout(agent, { expectedTotalCents: total })
      ).json()) as CheckoutStarted;
      expect((await pressOnTestPage(agent, url, "pay")).status).toBe(303);
      expect(await shop.db.select().from(whatsappMessages)).toEqual([]);

      // A message due again from when the shop had WhatsApp stays as it is.
      const due = new Date(Date.now() - 1_000);
      await shop.db.insert(whatsappMessages).values({
        userId: user.id,
        number: newNumber(),
        template: "order_confirmed",
        language: "en",
        status: "failed",
        attempts: 1,
        values: ["MZ-000001", "$1.00", "-"],
        nextAttemptAt: due,
      });
      expect(await shop.retryWhatsApp(new Date(Date.now() + 86_400_000))).toBe(0);
      const [kept] = await shop.db.select().from(whatsappMessages);
      expect(kept).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: due });
    } finally {
      await shop.close();
    }
  });
});
