import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountSessionDto } from "../../shared/account-sessions";
import type { SessionAnswer } from "../../shared/session";
import type { StaffPageDto } from "../../shared/staff-schemas";
import { auditLog } from "../modules/audit/audit.schema";
import { settings } from "../modules/settings/settings.schema";
import { isStaffTwoFactorRequired } from "../modules/staff/two-factor-policy";
import { createTestApp, type TestApp } from "../test/test-app";
import { totpCode } from "../test/totp";
import { session, user } from "./auth.schema";

/**
 * Issue 28: two-factor sign-in with an authenticator app and recovery codes (better-auth's plugin
 * behind our validated routes), the owner's rule that staff use it, and an account's sessions.
 */
let t: TestApp;
type Agent = ReturnType<TestApp["client"]>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionOf = async (agent: Agent) =>
  (await (await agent.get("/api/me/session")).json()) as SessionAnswer;

/** Turns two-factor sign-in on for a signed-in agent, as the My account page does; answers the app's link. */
async function enrol(agent: Agent, password: string) {
  const enabled = await agent.post("/api/auth/two-factor/enable", { password });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  expect(backupCodes).toHaveLength(10);
  const verified = await agent.post("/api/auth/two-factor/verify-totp", { code: totpCode(totpURI) });
  expect(verified.status).toBe(200);
  return { totpURI, backupCodes };
}

/** The password step of a sign-in from a new browser. */
async function passwordStep(email: string, password: string) {
  const browser = t.client(`192.0.2.${Math.floor(Math.random() * 250) + 1}`);
  const answer = await browser.post("/api/auth/sign-in/email", { email, password });
  expect(answer.status).toBe(200);
  return { browser, body: (await answer.json()) as { twoFactorRedirect?: boolean } };
}

describe("two-factor sign-in", () => {
  it("asks an enrolled account for its app's code after the password, and opens no session before", async () => {
    const { agent, user: account } = await t.signedInClient();
    const enrolling = await agent.post("/api/auth/two-factor/enable", { password: account.password });
    const { totpURI } = (await enrolling.json()) as { totpURI: string };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Mizan:/);
    // Not on until the first code proves the app has the secret.
    const [before] = await t.db.select().from(user).where(eq(user.id, account.id));
    expect(before?.twoFactorEnabled).toBe(false);
    expect((await agent.post("/api/auth/two-factor/verify-totp", { code: totpCode(totpURI) })).status).toBe(
      200,
    );
    expect((await sessionOf(agent)).user?.twoFactorEnabled).toBe(true);

    const { browser, body } = await passwordStep(account.email, account.password);
    expect(body.twoFactorRedirect).toBe(true);
    expect((await sessionOf(browser)).user).toBeNull();

    const wrong = await browser.post("/api/auth/two-factor/verify-totp", {
      code: totpCode(totpURI, Date.now() - 10 * 60_000),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_CODE" });
    expect((await sessionOf(browser)).user).toBeNull();

    const right = await browser.post("/api/auth/two-factor/verify-totp", { code: totpCode(totpURI) });
    expect(right.status).toBe(200);
    expect((await sessionOf(browser)).user?.email).toBe(account.email);
  });

  it("refuses an app's code a second time: one seen over a shoulder opens no second session", async () => {
    const { agent, user: account } = await t.signedInClient();
    const { totpURI } = await enrol(agent, account.password);
    const code = totpCode(totpURI);

    const first = await passwordStep(account.email, account.password);
    expect((await first.browser.post("/api/auth/two-factor/verify-totp", { code })).status).toBe(200);
    expect((await sessionOf(first.browser)).user?.id).toBe(account.id);

    const second = await passwordStep(account.email, account.password);
    const sessionsBefore = await t.db.select().from(session).where(eq(session.userId, account.id));
    const replayed = await second.browser.post("/api/auth/two-factor/verify-totp", { code });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ code: "TOTP_CODE_USED" });
    expect((await sessionOf(second.browser)).user).toBeNull();
    // The first browser's session stands; the refused attempt left no session behind.
    expect((await sessionOf(first.browser)).user?.id).toBe(account.id);
    const sessionsAfter = await t.db.select().from(session).where(eq(session.userId, account.id));
    expect(sessionsAfter.map((row) => row.id).sort()).toEqual(sessionsBefore.map((row) => row.id).sort());
  });

  it("lets a recovery code stand in for the app once, and never twice", async () => {
    const { agent, user: account } = await t.signedInClient();
    const { backupCodes } = await enrol(agent, account.password);
    const code = backupCodes[0] ?? "";

    const first = await passwordStep(account.email, account.password);
    expect((await first.browser.post("/api/auth/two-factor/verify-backup-code", { code })).status).toBe(200);
    expect((await sessionOf(first.browser)).user?.id).toBe(account.id);

    const second = await passwordStep(account.email, account.password);
    const reused = await second.browser.post("/api/auth/two-factor/verify-backup-code", { code });
    expect(reused.status).toBe(401);
    expect((await sessionOf(second.browser)).user).toBeNull();
  });

  it("refuses malformed codes with the form's words, and a wrong password when enrolling", async () => {
    const { agent, user: account } = await t.signedInClient();
    const letters = await agent.post("/api/auth/two-factor/verify-totp", { code: "12ab56" });
    expect(letters.status).toBe(400);
    expect(await letters.json()).toMatchObject({
      issues: [{ path: "code", message: "Enter the 6-digit code from your authenticator app" }],
    });
    const nul = await agent.post("/api/auth/two-factor/verify-backup-code", { code: "ab12c-\u00003de4" });
    expect(nul.status).toBe(400);
    const wrongPassword = await agent.post("/api/auth/two-factor/enable", {
      password: `${account.password}x`,
    });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({ code: "INVALID_PASSWORD" });
    // A visitor has no account to enrol.
    expect((await t.client().post("/api/auth/two-factor/enable", { password: "whatever" })).status).toBe(401);
  });

  it("turns off only with the password, and then signs in with the password alone", async () => {
    const { agent, user: account } = await t.signedInClient();
    await enrol(agent, account.password);
    expect((await agent.post("/api/auth/two-factor/disable", { password: "not-it" })).status).toBe(400);
    expect((await agent.post("/api/auth/two-factor/disable", { password: account.password })).status).toBe(
      200,
    );
    const { browser, body } = await passwordStep(account.email, account.password);
    expect(body.twoFactorRedirect).toBeUndefined();
    expect((await sessionOf(browser)).user?.id).toBe(account.id);
  });
});

describe("the owner's rule that staff sign in with two factors", () => {
  it("keeps the back office shut to staff without a second factor until they set one up", async () => {
    const owner = await t.signedInClient({ role: "owner" });
    const sales = await t.signedInClient({ role: "sales" });
    const customer = await t.signedInClient();
    const listings = () => sales.agent.get("/api/admin/listings");
    expect((await listings()).status).toBe(200);
    expect((await sessionOf(sales.agent)).twoFactorRequired).toBe(false);

    // A salesperson may not change the rule; the owner may.
    expect(
      (
        await sales.agent.call("/api/admin/staff/two-factor-rule", {
          method: "PUT",
          json: { required: true },
        })
      ).status,
    ).toBe(403);
    const on = await owner.agent.call("/api/admin/staff/two-factor-rule", {
      method: "PUT",
      json: { required: true },
    });
    expect(on.status).toBe(200);

    const refused = await listings();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ reason: "TWO_FACTOR_REQUIRED" });
    expect((await sessionOf(sales.agent)).twoFactorRequired).toBe(true);
    // Shoppers are not staff: the rule says nothing to them.
    expect((await sessionOf(customer.agent)).twoFactorRequired).toBe(false);

    await enrol(sales.agent, sales.user.password);
    expect((await listings()).status).toBe(200);

    const page = (await (await owner.agent.get("/api/admin/staff")).json()) as StaffPageDto;
    // The owner has no second factor either: the Staff page is refused until they set one up.
    expect(page).toMatchObject({ code: "FORBIDDEN", reason: "TWO_FACTOR_REQUIRED" });
    await enrol(owner.agent, owner.user.password);
    const after = (await (await owner.agent.get("/api/admin/staff")).json()) as StaffPageDto;
    expect(after.twoFactorRequired).toBe(true);
    expect(after.members.find((member) => member.id === sales.user.id)?.twoFactorEnabled).toBe(true);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings.update"), eq(auditLog.entityId, "staff_two_factor_required")));
    expect(entries.map((entry) => entry.data)).toEqual([{ before: false, after: true }]);
    expect(
      (
        await owner.agent.call("/api/admin/staff/two-factor-rule", {
          method: "PUT",
          json: { required: false },
        })
      ).status,
    ).toBe(200);
  });

  it("is on by default in production and off elsewhere, until the owner sets it", async () => {
    const key = "staff_two_factor_required";
    await t.db.delete(settings).where(eq(settings.key, key));
    expect(await isStaffTwoFactorRequired({ db: t.db, requiredByDefault: true })).toBe(true);
    expect(await isStaffTwoFactorRequired({ db: t.db, requiredByDefault: false })).toBe(false);
    await t.db.insert(settings).values({ key, value: false });
    expect(await isStaffTwoFactorRequired({ db: t.db, requiredByDefault: true })).toBe(false);
    await t.db.delete(settings).where(eq(settings.key, key));
  });
});

describe("an account's sessions", () => {
  it("lists where the account is signed in and signs any other browser out at once", async () => {
    const { agent, user: account } = await t.signedInClient();
    const phone = t.client("192.0.2.44");
    await phone.call("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: account.email, password: account.password },
      headers: {
        "user-agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      },
    });
    const listed = (await (await agent.get("/api/me/sessions")).json()) as AccountSessionDto[];
    expect(listed).toHaveLength(2);
    expect(listed.filter((row) => row.current)).toHaveLength(1);
    const other = listed.find((row) => !row.current);
    expect(other).toMatchObject({ browser: "Safari", system: "iOS", ipAddress: "192.0.2.44" });

    // Someone else cannot end it; its owner can.
    const stranger = await t.signedInClient();
    const foreign = await stranger.agent.call(`/api/me/sessions/${other?.id}`, { method: "DELETE" });
    expect(foreign.status).toBe(404);
    expect((await sessionOf(phone)).user?.id).toBe(account.id);
    expect((await agent.call(`/api/me/sessions/${other?.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await sessionOf(phone)).user).toBeNull();
    expect((await sessionOf(agent)).user?.id).toBe(account.id);
  });

  it("signs out every other browser but keeps this one", async () => {
    const { agent, user: account } = await t.signedInClient();
    const laptop = t.client("192.0.2.45");
    await laptop.post("/api/auth/sign-in/email", { email: account.email, password: account.password });
    const ended = await agent.call("/api/me/sessions", { method: "DELETE" });
    expect(await ended.json()).toEqual({ ended: 1 });
    expect((await sessionOf(laptop)).user).toBeNull();
    expect((await sessionOf(agent)).user?.id).toBe(account.id);
    expect((await t.client().get("/api/me/sessions")).status).toBe(401);
  });
});
