import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { type FakeSmtp, startFakeSmtp } from "../../test/fake-smtp";
import { createTestApp, type TestApp } from "../../test/test-app";

let smtp: FakeSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "Mizan <shop@mizan.test>",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const signUp = (email: string) =>
  t
    .client()
    .post("/api/auth/sign-up/email", { firstName: "Sara", lastName: "K", email, password: "secret-watch" });

describe("mail over SMTP", () => {
  it("delivers the confirmation e-mail and marks it sent in the outbox", async () => {
    const email = `sara.${crypto.randomUUID()}@example.com`;
    expect((await signUp(email)).status).toBe(200);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(1);
    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message?.raw).toContain("Subject: Confirm your e-mail address");
    expect(message?.raw).toContain("From: Mizan <shop@mizan.test>");
    // Quoted-printable: soft line breaks are "=\r\n" and "=" itself is "=3D".
    expect(message?.raw.replaceAll("=\r\n", "")).toContain("/api/auth/verify-email?token=3D");
    await expect
      .poll(async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)))[0]?.status)
      .toBe("sent");
  });
});

describe("a message's own headers (issue 30)", () => {
  it("go over SMTP with it: an alert's List-Unsubscribe and its one-click POST", async () => {
    const to = `alerts.${crypto.randomUUID()}@example.com`;
    await t.services.mailer.send({
      to,
      kind: "saved-search-alert",
      subject: "New watches for your search",
      text: "New watches",
      headers: {
        "List-Unsubscribe": "<http://localhost:3000/api/alerts/unsubscribe?token=abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    const message = smtp.received.find((m) => m.to.includes(to));
    expect(message?.raw).toContain(
      "List-Unsubscribe: <http://localhost:3000/api/alerts/unsubscribe?token=abc>",
    );
    expect(message?.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(row?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });
});

describe("mail when SMTP is down", () => {
  it("keeps the message in the outbox as failed and still creates the account", async () => {
    const down = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const email = `down.${crypto.randomUUID()}@example.com`;
      const response = await down.client().post("/api/auth/sign-up/email", {
        firstName: "Sara",
        lastName: "K",
        email,
        password: "secret-watch",
      });
      expect(response.status).toBe(200);
      await expect
        .poll(
          async () => (await down.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)))[0]?.status,
        )
        .toBe("failed");
      const [row] = await down.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(row?.text).toContain("/api/auth/verify-email?token=");
    } finally {
      await down.close();
    }
  });
});
