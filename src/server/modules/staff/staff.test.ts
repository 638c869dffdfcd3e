import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffPageDto } from "../../../shared/staff-schemas";
import { user } from "../../auth/auth.schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { auditLog } from "../audit/audit.schema";

/** Issue 28: the owner invites, the invitee joins with the role, and the shop never loses its owner. */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signedInClient"]>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signedInClient({ role: "owner", firstName: "Fatima", lastName: "Owner" });
});
afterAll(() => t.close());

async function invite(email: string, role: string, language = "en") {
  const response = await owner.agent.post("/api/admin/staff/invitations", { email, role, language });
  expect(response.status).toBe(201);
  const mail = await t.lastMailTo(email.toLowerCase());
  const link = mail?.text.match(/\/staff-invitation\/([A-Za-z0-9_-]{43})/);
  if (!mail || !link?.[1]) throw new Error(`no invitation mail to ${email}`);
  return { mail, token: link[1] };
}

describe("staff invitations", () => {
  it("lets a new colleague join as sales with their own password, and names who did what", async () => {
    const { mail, token } = await invite("Noura.Sales@Example.com", "sales", "ar");
    expect(mail.kind).toBe("staff-invitation");
    expect(mail.subject).toBe("يدعوك Fatima Owner إلى فريق عمل ميزان");
    expect(mail.text).toContain("موظف مبيعات");

    const guest = t.client("198.51.100.77");
    const preview = await guest.get(`/api/staff-invitations/${token}`);
    expect(await preview.json()).toMatchObject({
      email: "noura.sales@example.com",
      role: "sales",
      hasAccount: false,
    });
    const accepted = await guest.post(`/api/staff-invitations/${token}/accept`, {
      account: "new",
      firstName: "Noura",
      lastName: "Salem",
      password: "a-long-password",
    });
    expect(accepted.status).toBe(200);
    // The link is spent: a second click finds nothing.
    expect((await guest.get(`/api/staff-invitations/${token}`)).status).toBe(404);

    const signIn = await guest.post("/api/auth/sign-in/email", {
      email: "noura.sales@example.com",
      password: "a-long-password",
    });
    expect(signIn.status).toBe(200);
    expect((await guest.get("/api/admin/orders")).status).toBe(200);
    expect((await guest.get("/api/admin/settings")).status).toBe(403);

    const page = (await (await owner.agent.get("/api/admin/staff")).json()) as StaffPageDto;
    expect(page.members.map((member) => [member.email, member.role])).toContainEqual([
      "noura.sales@example.com",
      "sales",
    ]);
    expect(page.invitations.map((invitation) => invitation.email)).not.toContain("noura.sales@example.com");
    const joined = await t.db.select().from(auditLog).where(eq(auditLog.label, "noura.sales@example.com"));
    expect(joined.map((entry) => entry.action).sort()).toEqual(["staff.invite", "staff.join"]);
  });

  it("asks someone with an account to accept signed in as it, and never as someone else", async () => {
    const customer = await t.signedInClient({ email: "khalid@example.com" });
    const stranger = await t.signedInClient();
    const { token } = await invite("khalid@example.com", "manager");
    const asStranger = await stranger.agent.post(`/api/staff-invitations/${token}/accept`, {
      account: "existing",
    });
    expect(asStranger.status).toBe(403);
    expect(await asStranger.json()).toMatchObject({ reason: "INVITATION_SIGN_IN" });
    // A new account cannot be made over the existing one either.
    const asNew = await t.client().post(`/api/staff-invitations/${token}/accept`, {
      account: "new",
      firstName: "X",
      lastName: "Y",
      password: "another-password",
    });
    expect(asNew.status).toBe(403);
    const [before] = await t.db.select({ role: user.role }).from(user).where(eq(user.id, stranger.user.id));
    expect(before?.role).toBe("user");

    expect(
      (await customer.agent.post(`/api/staff-invitations/${token}/accept`, { account: "existing" })).status,
    ).toBe(200);
    expect((await customer.agent.get("/api/admin/dashboard")).status).toBe(200);
  });

  it("keeps only the newest invitation of an address working, and a withdrawn one dead", async () => {
    const first = await invite("twice@example.com", "sales");
    const second = await invite("twice@example.com", "manager");
    expect((await t.client().get(`/api/staff-invitations/${first.token}`)).status).toBe(404);
    const page = (await (await owner.agent.get("/api/admin/staff")).json()) as StaffPageDto;
    const open = page.invitations.filter((invitation) => invitation.email === "twice@example.com");
    expect(open.map((invitation) => invitation.role)).toEqual(["manager"]);
    expect(open[0]?.invitedBy).toBe("Fatima Owner");
    const revoked = await owner.agent.call(`/api/admin/staff/invitations/${open[0]?.id}`, {
      method: "DELETE",
    });
    expect(revoked.status).toBe(200);
    const late = await t.client().get(`/api/staff-invitations/${second.token}`);
    expect(await late.json()).toMatchObject({ code: "NOT_FOUND", reason: "INVITATION_INVALID" });
  });

  it("refuses to invite someone already on the staff", async () => {
    const manager = await t.signedInClient({ role: "manager" });
    const response = await owner.agent.post("/api/admin/staff/invitations", {
      email: manager.user.email,
      role: "sales",
      language: "en",
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ reason: "STAFF_ALREADY_MEMBER" });
  });
});

describe("staff members", () => {
  it("changes a role, suspends and removes, but never the last owner or oneself", async () => {
    const colleague = await t.signedInClient({ role: "sales" });
    const id = colleague.user.id;
    const promoted = await owner.agent.call(`/api/admin/staff/members/${id}/role`, {
      method: "PUT",
      json: { role: "owner" },
    });
    expect(await promoted.json()).toMatchObject({ role: "owner" });

    // Two owners: one may step the other down, but not the last one left.
    const demoteOther = await colleague.agent.call(`/api/admin/staff/members/${owner.user.id}/role`, {
      method: "PUT",
      json: { role: "manager" },
    });
    expect(demoteOther.status).toBe(200);
    const self = await colleague.agent.call(`/api/admin/staff/members/${id}/role`, {
      method: "PUT",
      json: { role: "sales" },
    });
    expect(await self.json()).toMatchObject({ reason: "STAFF_SELF" });
    const restored = await colleague.agent.call(`/api/admin/staff/members/${owner.user.id}/role`, {
      method: "PUT",
      json: { role: "owner" },
    });
    expect(restored.status).toBe(200);

    const suspended = await owner.agent.call(`/api/admin/staff/members/${id}/suspension`, {
      method: "PUT",
      json: { suspended: true },
    });
    expect(await suspended.json()).toMatchObject({ suspended: true });
    // Suspended: signed out at once.
    expect((await colleague.agent.get("/api/admin/orders")).status).toBe(401);
    const removed = await owner.agent.call(`/api/admin/staff/members/${id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    const [row] = await t.db.select({ role: user.role }).from(user).where(eq(user.id, id));
    expect(row?.role).toBe("user");
  });

  it("keeps an owner when the last two demote each other at the same moment", async () => {
    const other = await createTestApp();
    try {
      const [first, second] = await Promise.all([
        other.signedInClient({ role: "owner" }),
        other.signedInClient({ role: "owner" }),
      ]);
      if (!first || !second) throw new Error("owners not signed in");
      const demote = (by: typeof first, whom: typeof first) =>
        by.agent.call(`/api/admin/staff/members/${whom.user.id}/role`, {
          method: "PUT",
          json: { role: "sales" },
        });
      const answers = await Promise.all([demote(first, second), demote(second, first)]);
      const statuses = answers.map((answer) => answer.status).sort();
      // One wins; the other finds it would leave no owner (or, demoted first, may no longer ask).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const owners = await other.db.select({ id: user.id }).from(user).where(eq(user.role, "owner"));
      expect(owners).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
