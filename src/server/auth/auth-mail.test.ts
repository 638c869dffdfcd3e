import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, user } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newAccount = (overrides: Record<string, string> = {}) => ({
  firstName: "Noura",
  lastName: "Al-Sabah",
  email: `noura.${crypto.randomUUID()}@example.com`,
  password: "secret-watch-1",
  ...overrides,
});

const confirmationMails = (email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "verify-email")));

const signIn = (account: { email: string; password: string }) =>
  t.client().post("/api/auth/sign-in/email", { email: account.email, password: account.password });

describe("the confirmation e-mail", () => {
  it("is Arabic, in HTML and text, for an account created in Arabic", async () => {
    const account = newAccount({ language: "ar" });
    expect((await t.client().post("/api/auth/sign-up/email", account)).status).toBe(200);

    const [mail, ...more] = await confirmationMails(account.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("أكّد عنوان بريدك الإلكتروني");
    expect(mail?.html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/);
    expect(mail?.html).toContain("مرحباً بك في ميزان.");
    expect(mail?.html).toContain("تأكيد البريد الإلكتروني");
    expect(mail?.text).toContain("أهلاً Noura،");
    expect(mail?.text).toContain("يُرجى تأكيد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك.");
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(link).toContain("/api/auth/verify-email?token=");
    // The same link behind the button, escaped as HTML writes it.
    expect(mail?.html).toContain(`href="${link.replaceAll("&", "&#38;")}"`);
    // Admins read both parts on the outbox page.
    const { agent: admin } = await t.signedInClient({ role: "owner" });
    const outbox = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(account.email)}`);
    expect((await outbox.json()).messages).toEqual([
      expect.objectContaining({ kind: "verify-email", html: mail?.html, text: mail?.text }),
    ]);
    // The link lands on the account page, which then says the address is confirmed, in Arabic.
    const landing = await t.client().get(new URL(link).pathname + new URL(link).search);
    expect(landing.headers.get("location")).toBe("/account?confirmed=1&lang=ar");
  });

  it("follows the page's language when the form does not say", async () => {
    const account = newAccount();
    const response = await t.client().call("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "ar-KW,ar;q=0.9,en;q=0.5" },
      body: JSON.stringify(account),
    });
    expect(response.status).toBe(200);
    const [row] = await t.db
      .select({ language: user.language })
      .from(user)
      .where(eq(user.email, account.email));
    expect(row?.language).toBe("ar");
    expect((await confirmationMails(account.email))[0]?.subject).toBe("أكّد عنوان بريدك الإلكتروني");
  });

  it("stays English for an account created in English, with both parts", async () => {
    const account = newAccount({ language: "en" });
    await t.client().post("/api/auth/sign-up/email", account);
    const [mail] = await confirmationMails(account.email);
    expect(mail?.subject).toBe("Confirm your e-mail address");
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
    expect(mail?.text).toContain("Please confirm your e-mail address to finish creating your account.");
    expect(mail?.html).toContain("Please confirm your e-mail address to finish creating your account.");
  });

  it("escapes the shopper's name in the HTML part", async () => {
    const account = newAccount({ firstName: `<script>alert("x")</script>` });
    await t.client().post("/api/auth/sign-up/email", account);
    const [mail] = await confirmationMails(account.email);
    expect(mail?.html).not.toContain("<script");
    expect(mail?.html).toContain("Hello &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;,");
    expect(mail?.text).toContain(`Hello <script>alert("x")</script>,`);
  });

  it("is not sent again by sign-ins within five minutes, and the answer says one was sent recently", async () => {
    const account = newAccount();
    await t.client().post("/api/auth/sign-up/email", account);

    const first = await signIn(account);
    const second = await signIn(account);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED", confirmationMail: "recent" });
    }
    expect(await confirmationMails(account.email)).toHaveLength(1);
  });

  it("is sent once more by a sign-in after five minutes, even by two at the same moment", async () => {
    const account = newAccount();
    await t.client().post("/api/auth/sign-up/email", account);
    await t.db
      .update(user)
      .set({ confirmationMailSentAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(eq(user.email, account.email));

    const answers = await Promise.all([signIn(account), signIn(account)]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403]);
    expect(await confirmationMails(account.email)).toHaveLength(2);

    const later = await signIn(account);
    expect(await later.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED", confirmationMail: "recent" });
    expect(await confirmationMails(account.email)).toHaveLength(2);
  });

  it("tells a sign-in that it sent a new one", async () => {
    const account = newAccount();
    await t.client().post("/api/auth/sign-up/email", account);
    await t.db
      .update(user)
      .set({ confirmationMailSentAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(eq(user.email, account.email));
    const answer = await signIn(account);
    expect(await answer.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED", confirmationMail: "sent" });
  });
});

describe("the password reset e-mail", () => {
  it("is written in the account's language", async () => {
    const account = newAccount({ language: "ar" });
    await t.client().post("/api/auth/sign-up/email", account);
    const response = await t
      .client()
      .post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/reset-password" });
    expect(response.status).toBe(200);
    const mail = await t.lastMailTo(account.email);
    expect(mail?.kind).toBe("reset-password");
    expect(mail?.subject).toBe("إعادة تعيين كلمة المرور");
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain("يعمل الرابط لمدة ساعة واحدة.");
  });
});
