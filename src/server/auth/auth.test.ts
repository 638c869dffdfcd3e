import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, customers, emailOutbox, user } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newAccount = () => ({
  firstName: "  Layla ",
  lastName: " Al-Sabah ",
  email: `  Layla.${crypto.randomUUID()}@Example.com `,
  password: "secret-watch-1",
});

function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in ${text}`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

describe("sign-up", () => {
  it("answers the spec's validation messages", async () => {
    const agent = t.client();
    const cases: [Record<string, string>, string][] = [
      [{ ...newAccount(), firstName: " " }, "Please fill in all fields"],
      [{ ...newAccount(), email: "" }, "Please fill in all fields"],
      [{ ...newAccount(), password: "12345" }, "Password must be at least 6 characters long"],
      [{ ...newAccount(), email: "not-an-email" }, "Please enter a valid email address"],
    ];
    for (const [body, message] of cases) {
      const response = await agent.post("/api/auth/sign-up/email", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR", message });
    }
    expect(await t.db.select().from(user)).toHaveLength(0);
  });

  it("stores trimmed names, a lower-cased e-mail and an Argon2id hash, and mails a confirmation link", async () => {
    const input = newAccount();
    const response = await t.client().post("/api/auth/sign-up/email", input);
    expect(response.status).toBe(200);
    const email = input.email.trim().toLowerCase();
    const [row] = await t.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({
      firstName: "Layla",
      lastName: "Al-Sabah",
      name: "Layla Al-Sabah",
      role: "user",
    });
    expect(row?.emailVerified).toBe(false);
    const [credential] = await t.db
      .select()
      .from(account)
      .where(eq(account.userId, row?.id ?? ""));
    expect(credential?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("Confirm your e-mail address");
    expect(mail?.text).toContain("/api/auth/verify-email?token=");
  });

  it("requires the confirmation before sign-in, then signs in and creates the customer profile", async () => {
    const input = newAccount();
    const email = input.email.trim().toLowerCase();
    const agent = t.client();
    await agent.post("/api/auth/sign-up/email", { ...input, callbackURL: "/account" });

    const early = await agent.post("/api/auth/sign-in/email", {
      email,
      password: input.password,
      callbackURL: "/account",
    });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

    const mail = await t.lastMailTo(email);
    const verified = await agent.get(linkIn(mail?.text ?? ""));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/account?confirmed=1&lang=en");

    const signedIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: ` ${email.toUpperCase()} `, password: input.password });
    expect(signedIn.status).toBe(200);
    const [profile] = await t.db
      .select()
      .from(customers)
      .innerJoin(user, eq(user.id, customers.userId))
      .where(eq(user.email, email));
    expect(profile?.customers).toMatchObject({ firstName: "Layla", lastName: "Al-Sabah", phone: null });
  });

  it("does not reveal that an e-mail is taken, and tells its owner instead", async () => {
    const existing = await t.createUser();
    const response = await t
      .client()
      .post("/api/auth/sign-up/email", { ...newAccount(), email: existing.email });
    expect(response.status).toBe(200);
    expect((await t.lastMailTo(existing.email))?.kind).toBe("existing-account");
  });
});

describe("sign-in and sign-out", () => {
  it("answers a wrong password with the invalid-credentials code", async () => {
    const existing = await t.createUser();
    const response = await t
      .client()
      .post("/api/auth/sign-in/email", { email: existing.email, password: "wrong-one" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("refuses empty fields with the spec's message", async () => {
    const response = await t.client().post("/api/auth/sign-in/email", { email: " ", password: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Please fill in all fields" });
  });

  it("keeps an HttpOnly, SameSite=Lax session cookie until sign-out", async () => {
    const existing = await t.createUser();
    const agent = t.client();
    const response = await agent.post("/api/auth/sign-in/email", {
      email: existing.email,
      password: existing.password,
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const session = await (await agent.get("/api/me/session")).json();
    expect(session.user).toMatchObject({ email: existing.email, firstName: "Test", role: "user" });
    expect(session.user).not.toHaveProperty("password");

    expect((await agent.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await (await agent.get("/api/me/session")).json()).toEqual({
      user: null,
      twoFactorRequired: false,
    });
  });
});

describe("rate limits", () => {
  it("answers 429 with a clear message after ten attempts for one e-mail from one address", async () => {
    const existing = await t.createUser();
    const agent = t.client("192.0.2.98");
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await agent.post("/api/auth/sign-in/email", {
        email: existing.email,
        password: "wrong-one",
      });
      expect(response.status).toBe(401);
    }
    const limited = await agent.post("/api/auth/sign-in/email", {
      email: existing.email,
      password: existing.password,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait a few minutes and try again.",
    });
  });

  it("limits sign-ups per address", async () => {
    const agent = t.client("192.0.2.200");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await agent.post("/api/auth/sign-up/email", newAccount())).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("password reset", () => {
  it("mails a link that sets a new password and ends old sessions", async () => {
    const old = await t.signedInClient({ email: `reset-${crypto.randomUUID()}@example.com` });
    const target = old.user;
    const agent = t.client();
    const requested = await agent.post("/api/auth/request-password-reset", {
      email: target.email,
      redirectTo: "/reset-password",
    });
    expect(requested.status).toBe(200);
    const mail = await t.lastMailTo(target.email);
    expect(mail?.kind).toBe("reset-password");
    const followed = await agent.get(linkIn(mail?.text ?? ""));
    const token = new URL(followed.headers.get("location") ?? "", "http://x").searchParams.get("token");
    expect(token).toBeTruthy();
    expect(
      (await agent.post("/api/auth/reset-password", { newPassword: "a-new-secret", token })).status,
    ).toBe(200);

    expect(await (await old.agent.get("/api/me/session")).json()).toEqual({
      user: null,
      twoFactorRequired: false,
    });
    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: target.email, password: "a-new-secret" });
    expect(signIn.status).toBe(200);
  });
});

describe("roles", () => {
  it("keeps admin APIs from guests and shoppers", async () => {
    expect((await t.client().get("/api/admin/outbox")).status).toBe(401);
    const shopper = await t.signedInClient();
    const forbidden = await shopper.agent.get("/api/admin/outbox");
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ message: "Access denied. Admin privileges required." });
    const admin = await t.signedInClient({ role: "owner" });
    const allowed = await admin.agent.get(`/api/admin/outbox?to=${encodeURIComponent(shopper.user.email)}`);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ messages: [] });
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, shopper.user.email))).toHaveLength(
      0,
    );
  });
});
