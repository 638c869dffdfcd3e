import { eq } from "drizzle-orm";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import type { Auth } from "./auth";

export interface NewPasswordUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: "admin" | "user";
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

/** Gives an existing user the admin role (npm run admin:create -- <email>). */
export async function promoteToAdmin(db: Db, email: string): Promise<void> {
  const updated = await db
    .update(user)
    .set({ role: "admin" })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  if (updated.length === 0) {
    throw new AppError("NOT_FOUND", `No user with the e-mail ${email}. Sign up first, then run this again.`);
  }
}
