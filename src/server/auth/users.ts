import { eq, inArray } from "drizzle-orm";
import { AppError } from "../../shared/errors";
import { type customerRole, type StaffRole, staffRoles } from "../../shared/staff-roles";
import type { Db } from "../db/client";
import type { Auth } from "./auth";
import { session, user } from "./auth.schema";

export interface NewPasswordUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: StaffRole | typeof customerRole;
}

/** Creates a verified e-mail/password user directly (demo seed and tests), hashed by better-auth. */
export async function createPasswordUser(auth: Auth, input: NewPasswordUser): Promise<string> {
  const ctx = await auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email: input.email.toLowerCase(),
      name: `${input.firstName} ${input.lastName}`,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      emailVerified: true,
    },
    { method: "email-password" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await ctx.password.hash(input.password),
  });
  return created.id;
}

/** Makes an existing user the shop's owner (npm run admin:create -- <email>: the first owner). */
export async function promoteToOwner(db: Db, email: string): Promise<void> {
  const updated = await db
    .update(user)
    .set({ role: "owner" })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  if (updated.length === 0) {
    throw new AppError("NOT_FOUND", `No user with the e-mail ${email}. Sign up first, then run this again.`);
  }
}

/** What other modules may know of an account: its e-mail and the names given at sign-up. */
export interface AccountNames {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export async function getAccountNames(db: Db, userId: string): Promise<AccountNames | undefined> {
  const [row] = await db
    .select({ email: user.email, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

/** Sets the account's names and keeps its display name ("first last") in step. */
export async function setAccountNames(
  db: Db,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await db
    .update(user)
    .set({ ...names, name: `${names.firstName} ${names.lastName}` })
    .where(eq(user.id, userId));
}

/** Whether any account uses one of these (lower-case) e-mail addresses. */
export async function hasAccountWithEmail(db: Db, emails: readonly string[]): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.email, [...emails]))
    .limit(1);
  return rows.length > 0;
}

/** An account as the back office sees it: its standing, not its secrets. */
export interface AccountStanding {
  id: string;
  email: string;
  role: string;
  banned: boolean;
  emailVerified: boolean;
}

export async function getAccountStanding(db: Db, userId: string): Promise<AccountStanding | undefined> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      role: user.role,
      banned: user.banned,
      emailVerified: user.emailVerified,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row && { ...row, banned: row.banned ?? false };
}

/**
 * Bans or lifts a ban (issue 10). A ban ends every session of the account in the same write, so
 * the next request with an old cookie is a guest's; better-auth's admin plugin refuses the banned
 * account a new session (BANNED_USER). No expiry: a ban lasts until an admin lifts it.
 */
export async function setAccountBanned(tx: Db, userId: string, banned: boolean): Promise<void> {
  await tx.update(user).set({ banned, banReason: null, banExpires: null }).where(eq(user.id, userId));
  if (banned) await tx.delete(session).where(eq(session.userId, userId));
}

/** The staff accounts (every staff role), for the audit log's actor filter. */
export function listAdminAccounts(db: Db): Promise<{ id: string; name: string; email: string }[]> {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.role, [...staffRoles]))
    .orderBy(user.email)
    .limit(500);
}

/** The display name and e-mail of each of these accounts (the audit log's "who"). */
export async function getAccountLabels(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, { name: string; email: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, [...new Set(userIds)]));
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}

/**
 * What a back-office read model (the Customers page) may read of the accounts, built as
 * `.from(accountsTable)` with these columns, the way media.service hands out `mediaJoin`. Writes go
 * through the functions above.
 */
export const accountsTable = user;

export const accountColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  firstName: user.firstName,
  lastName: user.lastName,
  banned: user.banned,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
};

/** A staff account as the Staff page shows it (issue 28). */
export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: string;
  banned: boolean;
  twoFactorEnabled: boolean;
  /** The account's e-mails are written in it (staff notices too). */
  language: string;
  createdAt: Date;
}

const staffAccountColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  banned: user.banned,
  twoFactorEnabled: user.twoFactorEnabled,
  language: user.language,
  createdAt: user.createdAt,
};

/** Every account with a staff role, owners first by the role's order, then by e-mail. */
export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  const rows = await db
    .select(staffAccountColumns)
    .from(user)
    .where(inArray(user.role, [...staffRoles]))
    .orderBy(user.email)
    .limit(500);
  return rows
    .map((row) => ({ ...row, banned: row.banned ?? false }))
    .sort((a, b) => staffRoles.indexOf(a.role as StaffRole) - staffRoles.indexOf(b.role as StaffRole));
}

/**
 * One account, locked for the rest of the transaction, and the owners not suspended beside it:
 * a change of role, a suspension or a removal checks the last owner under the same locks, so two
 * owners demoting each other at once cannot leave the shop with none.
 */
export async function lockStaffAccount(
  tx: Db,
  userId: string,
): Promise<{ account: StaffAccount | undefined; activeOwners: number }> {
  const owners = await tx
    .select({ id: user.id, banned: user.banned })
    .from(user)
    .where(eq(user.role, "owner"))
    // One order for every transaction, so two locking the same owners never deadlock.
    .orderBy(user.id)
    .for("update");
  const [row] = await tx.select(staffAccountColumns).from(user).where(eq(user.id, userId)).for("update");
  return {
    account: row && { ...row, banned: row.banned ?? false },
    activeOwners: owners.filter((owner) => !owner.banned).length,
  };
}

/** Gives an account a role: a staff role, or the customer's (removed from the staff). */
export async function setAccountRole(tx: Db, userId: string, role: StaffRole | typeof customerRole) {
  await tx.update(user).set({ role }).where(eq(user.id, userId));
}

/** The account with this (lower-case) address, if any. */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  return row;
}
