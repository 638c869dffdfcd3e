import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { refusal } from "../../../shared/errors";
import { isStaffRole, type StaffRole } from "../../../shared/staff-roles";
import {
  type InvitationAcceptInput,
  type InvitationPreviewDto,
  invitationDays,
  type StaffInvitationDto,
  type StaffInvitationInput,
  type StaffMemberDto,
  type StaffPageDto,
} from "../../../shared/staff-schemas";
import type { Auth } from "../../auth/auth";
import {
  createPasswordUser,
  findAccountByEmail,
  getAccountLabels,
  listStaffAccounts,
  lockStaffAccount,
  type StaffAccount,
  setAccountBanned,
  setAccountRole,
} from "../../auth/users";
import type { Db } from "../../db/client";
import type { Mailer } from "../../providers/mail/mail";
import { recordAudit } from "../audit/audit.service";
import { staffInvitations } from "./staff.schema";
import { staffInvitationMessage } from "./staff-mail";
import { isStaffTwoFactorRequired, type TwoFactorPolicy } from "./two-factor-policy";

export interface StaffActor {
  userId: string;
  ip: string | undefined;
}

const dayMs = 24 * 60 * 60 * 1000;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function toMemberDto(account: StaffAccount): StaffMemberDto {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.role as StaffRole,
    suspended: account.banned,
    twoFactorEnabled: account.twoFactorEnabled,
    joinedAt: account.createdAt.toISOString(),
  };
}

/** An invitation still open: neither accepted nor revoked, and not past its time. */
const isOpen = () =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, new Date()),
  );

export async function readStaffPage(policy: TwoFactorPolicy): Promise<StaffPageDto> {
  const { db } = policy;
  const [accounts, invitations, twoFactorRequired] = await Promise.all([
    listStaffAccounts(db),
    db.select().from(staffInvitations).where(isOpen()).orderBy(desc(staffInvitations.createdAt)).limit(200),
    isStaffTwoFactorRequired(policy),
  ]);
  const inviters = await getAccountLabels(
    db,
    invitations.flatMap((row) => (row.invitedBy ? [row.invitedBy] : [])),
  );
  return {
    twoFactorRequired,
    members: accounts.map(toMemberDto),
    invitations: invitations.map(
      (row): StaffInvitationDto => ({
        id: row.id,
        email: row.email,
        role: row.role as StaffRole,
        invitedBy: row.invitedBy ? (inviters.get(row.invitedBy)?.name ?? null) : null,
        invitedAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }),
    ),
  };
}

/**
 * Invites someone to the staff: a new invitation replaces any open one for the address, so only the
 * newest link works; the e-mail goes through the outbox in the same transaction's wake.
 */
export async function inviteStaff(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  actor: StaffActor,
  input: StaffInvitationInput & { email: string },
): Promise<StaffInvitationDto> {
  const existing = await findAccountByEmail(deps.db, input.email);
  if (existing && isStaffRole(existing.role))
    throw refusal("CONFLICT", "STAFF_ALREADY_MEMBER", "This person is already on the staff.");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + invitationDays * dayMs);
  const row = await deps.db.transaction(async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvitations.email, input.email), isOpen()));
    const [created] = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        role: input.role,
        language: input.language,
        tokenHash: hashOf(token),
        invitedBy: actor.userId,
        expiresAt,
      })
      .returning();
    if (!created) throw new Error("invitation not written");
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "staff.invite",
      entityType: "staff_member",
      entityId: created.id,
      label: input.email,
      after: { email: input.email, role: input.role },
      ip: actor.ip,
    });
    return created;
  });
  const [inviter] = (await getAccountLabels(deps.db, [actor.userId])).values();
  await deps.mailer.send(
    staffInvitationMessage({
      to: input.email,
      language: input.language,
      role: input.role,
      inviter: inviter?.name ?? "",
      url: `${deps.publicUrl}/staff-invitation/${token}?lang=${input.language}`,
    }),
  );
  return {
    id: row.id,
    email: row.email,
    role: input.role,
    invitedBy: inviter?.name ?? null,
    invitedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function revokeInvitation(db: Db, actor: StaffActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvitations.id, id), isOpen()))
      .returning();
    if (!revoked) throw refusal("NOT_FOUND", "INVITATION_INVALID", "This invitation is no longer open.");
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "staff.invitation_revoke",
      entityType: "staff_member",
      entityId: id,
      label: revoked.email,
      before: { email: revoked.email, role: revoked.role },
      ip: actor.ip,
    });
  });
}

async function openInvitation(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashOf(token)), isOpen()));
  if (!row || !isStaffRole(row.role))
    throw refusal(
      "NOT_FOUND",
      "INVITATION_INVALID",
      "This invitation has expired, was withdrawn or was already used.",
    );
  return { ...row, role: row.role };
}

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreviewDto> {
  const invitation = await openInvitation(db, token);
  return {
    email: invitation.email,
    role: invitation.role,
    hasAccount: Boolean(await findAccountByEmail(db, invitation.email)),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation once: the row is claimed first (a second click, or two tabs, finds it
 * used), then the account is made or given its role. Someone with an account accepts signed in as
 * it, so a forwarded link cannot make a stranger's account staff.
 */
export async function acceptInvitation(
  deps: { db: Db; auth: Auth },
  token: string,
  input: InvitationAcceptInput,
  signedIn: { id: string; email: string } | null,
): Promise<{ email: string; role: StaffRole }> {
  const invitation = await openInvitation(deps.db, token);
  const existing = await findAccountByEmail(deps.db, invitation.email);
  if (existing && signedIn?.email !== invitation.email)
    throw refusal("FORBIDDEN", "INVITATION_SIGN_IN", "Sign in with the invited address to accept.", {
      email: invitation.email,
    });
  if (!existing && input.account !== "new")
    throw refusal(
      "NOT_FOUND",
      "INVITATION_INVALID",
      "This invitation has expired, was withdrawn or was already used.",
    );
  const [claimed] = await deps.db
    .update(staffInvitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(staffInvitations.id, invitation.id), isOpen()))
    .returning();
  if (!claimed)
    throw refusal(
      "NOT_FOUND",
      "INVITATION_INVALID",
      "This invitation has expired, was withdrawn or was already used.",
    );
  const userId =
    existing?.id ??
    (input.account === "new"
      ? await createPasswordUser(deps.auth, {
          email: invitation.email,
          password: input.password,
          firstName: input.firstName,
          lastName: input.lastName,
          role: invitation.role,
        })
      : undefined);
  if (!userId) throw new Error("no account for the invitation");
  await deps.db.transaction(async (tx) => {
    if (existing) await setAccountRole(tx, userId, invitation.role);
    await recordAudit(tx, {
      actorUserId: userId,
      action: "staff.join",
      entityType: "staff_member",
      entityId: userId,
      label: invitation.email,
      after: { email: invitation.email, role: invitation.role },
    });
  });
  return { email: invitation.email, role: invitation.role };
}

type StaffChange = { role: StaffRole } | { suspended: boolean } | { removed: true };

/**
 * Changes a staff member's role, suspends or lifts a suspension, or removes them from the staff
 * (their account stays, a customer's). Nobody changes their own standing, and the last owner who
 * is not suspended stays an owner.
 */
export async function changeStaffMember(
  db: Db,
  actor: StaffActor,
  memberId: string,
  change: StaffChange,
): Promise<StaffMemberDto | null> {
  if (memberId === actor.userId)
    throw refusal("CONFLICT", "STAFF_SELF", "You cannot change your own role or standing.");
  return db.transaction(async (tx) => {
    const { account, activeOwners } = await lockStaffAccount(tx, memberId);
    if (!account || !isStaffRole(account.role))
      throw refusal("NOT_FOUND", "STAFF_NOT_FOUND", "This person is not on the staff.");
    const losesOwner =
      account.role === "owner" &&
      !account.banned &&
      ("removed" in change ||
        ("role" in change && change.role !== "owner") ||
        ("suspended" in change && change.suspended));
    if (losesOwner && activeOwners <= 1)
      throw refusal(
        "CONFLICT",
        "LAST_OWNER",
        "The shop's last owner cannot be removed, suspended or demoted.",
      );
    const before = { email: account.email, role: account.role, banned: account.banned };
    if ("role" in change) await setAccountRole(tx, memberId, change.role);
    if ("suspended" in change) await setAccountBanned(tx, memberId, change.suspended);
    if ("removed" in change) await setAccountRole(tx, memberId, "user");
    const after = {
      email: account.email,
      role: "role" in change ? change.role : "removed" in change ? "user" : account.role,
      banned: "suspended" in change ? change.suspended : account.banned,
    };
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action:
        "role" in change
          ? "staff.role"
          : "removed" in change
            ? "staff.remove"
            : change.suspended
              ? "staff.suspend"
              : "staff.unsuspend",
      entityType: "staff_member",
      entityId: memberId,
      label: account.email,
      before,
      after,
      ip: actor.ip,
    });
    if ("removed" in change) return null;
    return toMemberDto({ ...account, role: after.role, banned: after.banned });
  });
}
