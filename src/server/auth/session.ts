import { getSessionCookie } from "better-auth/cookies";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../shared/errors";
import type { SessionUser } from "../../shared/session";
import type { AppEnv } from "../http/app-env";
import type { Auth } from "./auth";

/**
 * Reads the session cookie once per API request and exposes the user (or null). A request without
 * a session cookie (most catalogue traffic) is a guest at once: asking better-auth costs more than
 * serving a cached collection page.
 */
export function loadSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const headers = c.req.raw.headers;
    const found = getSessionCookie(headers) ? await auth.api.getSession({ headers }) : null;
    const u = found?.user;
    const current: SessionUser | null = u
      ? {
          id: u.id,
          email: u.email,
          name: u.name,
          firstName: u.firstName ?? null,
          lastName: u.lastName ?? null,
          role: u.role ?? "user",
          emailVerified: u.emailVerified,
        }
      : null;
    c.set("user", current);
    await next();
  });
}

/** spec: reseller-tools §6 — tools and accounts need a signed-in user. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(
  async (c, next) => {
    if (!c.var.user) throw new AppError("UNAUTHENTICATED", "Please sign in and try again.");
    await next();
  },
);

/** ARCHITECTURE.md, Non-negotiables 3 — every admin API rejects non-admins. */
export const requireAdmin = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(
  async (c, next) => {
    if (!c.var.user) throw new AppError("UNAUTHENTICATED", "Please sign in and try again.");
    if (c.var.user.role !== "admin")
      throw new AppError("FORBIDDEN", "Access denied. Admin privileges required.");
    await next();
  },
);
