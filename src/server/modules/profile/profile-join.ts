import { eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { customers } from "./profile.schema";

/**
 * The shopper's profile for a back-office read model (the Customers page), joined as
 * `.leftJoin(...profileJoin(userId))`: an account made without a sign-in has no profile yet.
 */
export function profileJoin(userId: AnyPgColumn) {
  return [customers, eq(customers.userId, userId)] as const;
}

export const profileColumns = {
  firstName: customers.firstName,
  lastName: customers.lastName,
  phone: customers.phone,
};
