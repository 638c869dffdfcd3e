import type { Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { type CartOwner, isSessionToken, mergeGuestCart } from "./cart.service";
import { cartCookie } from "./cart-cookie";

/** The guest cart token a request carries, when it could be one of ours. */
export function guestCartToken(c: Context<AppEnv>): string | undefined {
  const token = getCookie(c, cartCookie);
  return isSessionToken(token) ? token : undefined;
}

/** Whose cart a read looks at; a read never writes, not even a cookie (decision 006). */
export function cartReader(c: Context<AppEnv>): CartOwner {
  const user = c.var.user;
  return user ? { userId: user.id } : { sessionToken: guestCartToken(c) };
}

/**
 * Whose cart a write changes (the cart's own routes and checkout). A shopper still carrying a
 * guest cart (signed in before sign-in merged it) gets it merged first.
 */
export async function cartWriter(db: Db, c: Context<AppEnv>): Promise<CartOwner> {
  const user = c.var.user;
  const token = guestCartToken(c);
  if (!user) return { sessionToken: token };
  if (token) await mergeGuestCart(db, user.id, token);
  if (getCookie(c, cartCookie) !== undefined) deleteCookie(c, cartCookie, { path: "/" });
  return { userId: user.id };
}
