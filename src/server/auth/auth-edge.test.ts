import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * Issue 25: better-auth's own endpoints took input our schemas never saw (500s on a NUL byte, a
 * 60,000-character name stored), and sign-up told a stranger whether an address had an account.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("better-auth's endpoints", () => {
  it("refuse a hostile reset token with 400, not 500", async () => {
    const response = await t
      .client()
      .post("/api/auth/reset-password", { token: "\u0000", newPassword: "a-new-secret" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("answer 404 for every one the web app does not use, and change nothing through them", async () => {
    const signedIn = await t.signedInClient();
    const before = await t.db.select().from(user).where(eq(user.id, signedIn.user.id));
    for (const body of [
      { name: "a\u0000b" },
      { image: "\u0000" },
      { name: null },
      { firstName: "x".repeat(60_000) },
    ]) {
      const response = await signedIn.agent.post("/api/auth/update-user", body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(404);
    }
    const admin = await t.signedInClient({ role: "owner" });
    for (const path of [
      "/api/auth/ok",
      "/api/auth/get-session",
      "/api/auth/list-sessions",
      "/api/auth/admin/list-users",
    ]) {
      expect((await admin.agent.get(path)).status, path).toBe(404);
    }
    for (const path of [
      "/api/auth/change-email",
      "/api/auth/delete-user",
      "/api/auth/admin/set-role",
      "/api/auth/sign-in/social",
    ]) {
      expect(
        (await admin.agent.post(path, { newEmail: "x@example.com", userId: signedIn.user.id, role: "owner" }))
          .status,
        path,
      ).toBe(404);
    }
    expect(await t.db.select().from(user).where(eq(user.id, signedIn.user.id))).toEqual(before);
  });

  it("pass only the validated fields of a sign-up and a sign-in", async () => {
    const email = `extra.${crypto.randomUUID()}@example.com`;
    const signUp = await t.client().post("/api/auth/sign-up/email", {
      firstName: "Noor",
      lastName: "Haddad",
      email,
      password: "secret-watch-1",
      image: "\u0000",
      role: "owner",
    });
    expect(signUp.status).toBe(200);
    const [stored] = await t.db.select().from(user).where(eq(user.email, email));
    expect(stored).toMatchObject({ image: null, role: "user", firstName: "Noor" });
    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email, password: "secret-watch-1", callbackURL: "/\u0000" });
    expect(signIn.status).toBe(400);
  });
});

describe("sign-up (issue 25: account enumeration)", () => {
  /** What a stranger sees of an answer: everything but the request's own id. */
  async function seen(response: Response) {
    const headers = [...response.headers].filter(([name]) => name !== "x-request-id");
    return { status: response.status, headers, body: await response.text() };
  }

  it("answers a taken address byte for byte as a new one, and mails each owner what applies", async () => {
    const existing = await t.createUser();
    const fresh = `fresh.${crypto.randomUUID()}@example.com`;
    const form = { firstName: "Sara", lastName: "Ali", password: "secret-watch-1", callbackURL: "/account" };
    const taken = await t
      .client("192.0.2.31")
      .post("/api/auth/sign-up/email", { ...form, email: existing.email });
    const created = await t.client("192.0.2.32").post("/api/auth/sign-up/email", { ...form, email: fresh });
    expect(await seen(taken)).toEqual(await seen(created));
    expect((await t.lastMailTo(existing.email))?.kind).toBe("existing-account");
    expect((await t.lastMailTo(fresh))?.kind).toBe("verify-email");
  });
});
