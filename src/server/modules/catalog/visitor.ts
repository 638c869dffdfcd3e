import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../http/app-env";

const visitorCookie = "mizan_vid";
const visitorPattern = /^[0-9a-f-]{36}$/;

/**
 * Who is looking, for counting a view once a day: the shopper, else a random id kept for a year
 * in a cookie that names the visitor but grants nothing. The API and server rendering both use it.
 */
export function visitorOf(c: Context<AppEnv>, secure: boolean): string {
  const user = c.var.user;
  if (user) return user.id;
  const known = getCookie(c, visitorCookie);
  if (known && visitorPattern.test(known)) return known;
  const visitor = randomUUID();
  setCookie(c, visitorCookie, visitor, {
    httpOnly: true,
    sameSite: "Lax",
    secure,
    path: "/",
    maxAge: 365 * 24 * 60 * 60,
  });
  return visitor;
}
