import { eq, sql } from "drizzle-orm";
import type { ShippingAddress } from "../../../shared/checkout";
import { AppError } from "../../../shared/errors";
import type { ProfileDto } from "../../../shared/profile";
import { getAccountNames, setAccountNames } from "../../auth/users";
import type { Db } from "../../db/client";
import { customers } from "./profile.schema";

/** spec: storefront §4 — a customers profile is created on sign-in if missing, from the account's names. */
export async function ensureCustomerProfile(db: Db, userId: string): Promise<void> {
  const account = await getAccountNames(db, userId);
  if (!account) return;
  await db
    .insert(customers)
    .values({ userId, firstName: account.firstName, lastName: account.lastName })
    .onConflictDoNothing({ target: customers.userId });
}

/** The signed-in shopper's profile; names not yet on the profile come from the account. */
export async function getProfile(db: Db, userId: string): Promise<ProfileDto> {
  const [account, [profile]] = await Promise.all([
    getAccountNames(db, userId),
    db
      .select({
        firstName: customers.firstName,
        lastName: customers.lastName,
        phone: customers.phone,
        shippingAddress: customers.shippingAddress,
      })
      .from(customers)
      .where(eq(customers.userId, userId)),
  ]);
  if (!account) throw new AppError("NOT_FOUND", "Account not found");
  return {
    email: account.email,
    firstName: profile?.firstName ?? account.firstName,
    lastName: profile?.lastName ?? account.lastName,
    phone: profile?.phone ?? null,
    shippingAddress: profile?.shippingAddress ?? null,
  };
}

/** Keeps the address of a checkout for the next one (and the phone, when the profile has none). */
export async function saveShippingAddress(db: Db, userId: string, address: ShippingAddress): Promise<void> {
  await db
    .insert(customers)
    .values({ userId, shippingAddress: address, phone: address.phone })
    .onConflictDoUpdate({
      target: customers.userId,
      set: { shippingAddress: address, phone: sql`coalesce(${customers.phone}, excluded.phone)` },
    });
}

/** Saves names and phone on the profile and keeps the account's names in step. */
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
    await setAccountNames(tx, userId, { firstName: input.firstName, lastName: input.lastName });
  });
  return getProfile(db, userId);
}
