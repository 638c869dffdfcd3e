import { eq, sql } from "drizzle-orm";
import { AppError } from "../../../shared/errors";
import type { ProfileDto } from "../../../shared/profile";
import type { Db } from "../../db/client";
import { customers, user } from "../../db/schema";

/** spec: storefront §4 — a customers profile is created on sign-in if missing. */
export async function ensureCustomerProfile(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    insert into customers (user_id, first_name, last_name)
    select id, first_name, last_name from "user" where id = ${userId}
    on conflict (user_id) do nothing`);
}

/** The signed-in shopper's profile. */
export async function getProfile(db: Db, userId: string): Promise<ProfileDto> {
  const [row] = await db
    .select({
      email: user.email,
      firstName: sql<string | null>`coalesce(${customers.firstName}, ${user.firstName})`,
      lastName: sql<string | null>`coalesce(${customers.lastName}, ${user.lastName})`,
      phone: customers.phone,
    })
    .from(user)
    .leftJoin(customers, eq(customers.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new AppError("NOT_FOUND", "Account not found");
  return row;
}

/** Saves names and phone on the profile and keeps the account's display name in step. */
export async function updateProfile(
  db: Db,
  userId: string,
  input: { firstName: string; lastName: string; phone?: string | null },
): Promise<ProfileDto> {
  await db.transaction(async (tx) => {
    const values = { firstName: input.firstName, lastName: input.lastName, phone: input.phone ?? null };
    await tx
      .insert(customers)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: customers.userId, set: values });
    await tx
      .update(user)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        name: `${input.firstName} ${input.lastName}`,
      })
      .where(eq(user.id, userId));
  });
  return getProfile(db, userId);
}
