import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeWhatsApp } from "../../test/fake-whatsapp";
import { createCloudWhatsApp } from "./cloud-whatsapp";
import { isOptOut, WhatsAppError, whatsAppTemplates } from "./whatsapp";

// Issue 30, WhatsApp: the adapter against a local Cloud API speaking Meta's wire format.
let fake: Awaited<ReturnType<typeof startFakeWhatsApp>>;
beforeAll(async () => {
  fake = await startFakeWhatsApp({ approved: whatsAppTemplates });
});
afterAll(() => fake.close());

const adapter = (overrides: { token?: string } = {}) =>
  createCloudWhatsApp({
    token: overrides.token ?? fake.token,
    phoneNumberId: fake.phoneNumberId,
    appSecret: fake.appSecret,
    verifyToken: "a-verify-token-of-the-shop",
    apiBase: fake.url,
  });

describe("sending", () => {
  it("sends an approved template in the shopper's language with its values in order", async () => {
    const { id } = await adapter().send({
      to: "96550001234",
      template: "order_shipped",
      language: "ar",
      values: ["MZ-000123", "DHL 1234567890"],
    });
    expect(fake.sent.at(-1)).toEqual({
      id,
      to: "96550001234",
      template: "order_shipped",
      language: "ar",
      values: ["MZ-000123", "DHL 1234567890"],
    });
  });

  it("tells Meta's refusal with its code: a wrong token, a template the account does not have", async () => {
    const wrongToken = adapter({ token: "expired" }).send({
      to: "96550001234",
      template: "order_confirmed",
      language: "en",
      values: [],
    });
    await expect(wrongToken).rejects.toBeInstanceOf(WhatsAppError);
    await expect(wrongToken).rejects.toMatchObject({ code: 190 });
    const other = await startFakeWhatsApp({ approved: ["order_confirmed"] });
    try {
      const unapproved = createCloudWhatsApp({
        token: other.token,
        phoneNumberId: other.phoneNumberId,
        appSecret: other.appSecret,
        verifyToken: "v",
        apiBase: other.url,
      }).send({ to: "96550001234", template: "search_alert", language: "en", values: ["Rolex GMT"] });
      await expect(unapproved).rejects.toMatchObject({ code: 132001 });
    } finally {
      await other.close();
    }
  });

  it("tells an outage (5xx, 429, no answer), which may pass, from Meta's refusal, which will not", async () => {
    const message = {
      to: "96550009876",
      template: "order_confirmed" as const,
      language: "en" as const,
      values: [],
    };
    fake.failNext(message.to, 500, 429, 400);
    await expect(adapter().send(message)).rejects.toMatchObject({ isTransient: true, code: 131000 });
    await expect(adapter().send(message)).rejects.toMatchObject({ isTransient: true, code: 130429 });
    await expect(adapter().send(message)).rejects.toMatchObject({ isTransient: false, code: 131026 });
    await expect(adapter({ token: "expired" }).send(message)).rejects.toMatchObject({ isTransient: false });
    const gone = await startFakeWhatsApp();
    await gone.close();
    const unanswered = createCloudWhatsApp({
      token: gone.token,
      phoneNumberId: gone.phoneNumberId,
      appSecret: gone.appSecret,
      verifyToken: "v",
      apiBase: gone.url,
    }).send(message);
    await expect(unanswered).rejects.toBeInstanceOf(WhatsAppError);
    await expect(unanswered).rejects.toMatchObject({ isTransient: true });
  });
});

describe("the webhook", () => {
  it("answers the subscription handshake only with the shop's verify token", () => {
    const whatsapp = adapter();
    expect(
      whatsapp.verifySubscription({
        mode: "subscribe",
        token: "a-verify-token-of-the-shop",
        challenge: "1158201444",
      }),
    ).toBe("1158201444");
    expect(
      whatsapp.verifySubscription({ mode: "subscribe", token: "guess", challenge: "1" }),
    ).toBeUndefined();
    expect(
      whatsapp.verifySubscription({
        mode: "unsubscribe",
        token: "a-verify-token-of-the-shop",
        challenge: "1",
      }),
    ).toBeUndefined();
  });

  it("reads a delivery's statuses and replies when Meta's signature holds, and nothing otherwise", async () => {
    const whatsapp = adapter();
    const { id } = await whatsapp.send({
      to: "96550001234",
      template: "order_confirmed",
      language: "en",
      values: ["MZ-1"],
    });
    const message = fake.sent.find((sent) => sent.id === id);
    if (!message) throw new Error("the fake kept no message");
    const at = new Date("2026-12-07T10:00:00Z");
    const status = fake.statusDelivery(message, "delivered", at);
    expect(whatsapp.readEvents(status.body, status.headers["x-hub-signature-256"])).toEqual([
      { kind: "status", messageId: id, status: "delivered", to: "96550001234", at },
    ]);
    const reply = fake.replyDelivery("96550001234", "STOP", at);
    expect(whatsapp.readEvents(reply.body, reply.headers["x-hub-signature-256"])).toEqual([
      { kind: "reply", from: "96550001234", text: "STOP", at },
    ]);
    expect(whatsapp.readEvents(reply.body, "sha256=0000")).toBeUndefined();
    expect(
      whatsapp.readEvents(reply.body.replace("STOP", "HELLO"), reply.headers["x-hub-signature-256"]),
    ).toBeUndefined();
    expect(whatsapp.readEvents(reply.body, undefined)).toBeUndefined();
  });

  it("takes STOP and its Arabic words as an opt-out, and nothing else", () => {
    for (const text of ["STOP", " stop ", "Unsubscribe", "إيقاف", "الغاء"])
      expect(isOptOut(text), text).toBe(true);
    for (const text of ["stop by the shop tomorrow", "Hello", "أريد الساعة"])
      expect(isOptOut(text), text).toBe(false);
  });
});
