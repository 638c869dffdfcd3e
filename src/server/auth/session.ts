import { getSessionCookie } from "better-auth/cookies";
import { createMiddleware } from "hono/factory";
import { AppError, refusal } from "../../shared/errors";
import type { SessionUser } from "../../shared/session";
import { can, isStaffRole, type StaffPermission } from "../../shared/staff-roles";
import type { ChangeFeed } from "../db/change-feed";
import type { AppEnv } from "../http/app-env";
import type { Auth } from "./auth";
import { createSessionMemory } from "./session-memory";

/**
 * Reads the session cookie once per API request and exposes the user (or null). A request without
 * a session cookie (most catalogue traffic) is a guest at once: asking better-auth costs more than
 * serving a cached collection page. A signed-in one is answered from memory while nothing about
 * the sessions changed (session-memory.ts).
 */
export function loadSession(auth: Auth, changes: ChangeFeed) {
  const sessionUser = createSessionMemory({
    changes,
    read: async (headers) => {
      const found = await auth.api.getSession({ headers });
      if (!found) return null;
      const u = found.user;
      return {
        user: {
          id: u.id,
          email: u.email,
          name: u.name,
          firstName: u.firstName ?? null,
          lastName: u.lastName ?? null,
          role: u.role ?? "user",
          emailVerified: u.emailVerified,
          twoFactorEnabled: u.twoFactorEnabled === true,
        },
        expiresAt: new Date(found.session.expiresAt),
      };
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    const headers = c.req.raw.headers;
    const cookie = getSessionCookie(headers);
    c.set("user", cookie ? await sessionUser(cookie, headers) : null);
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

/**
 * ARCHITECTURE.md, Non-negotiables 3 — every admin API rejects anyone who is not on the staff;
 * what each role may do there is `requirePermission`'s (issue 28).
 */
export const requireStaff = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(
  async (c, next) => {
    if (!c.var.user) throw new AppError("UNAUTHENTICATED", "Please sign in and try again.");
    if (!isStaffRole(c.var.user.role))
      throw new AppError("FORBIDDEN", "Access denied. Admin privileges required.");
    await next();
  },
);

/** Issue 28 — a staff route's own permission (src/shared/staff-roles.ts), behind requireStaff. */
export function requirePermission(permission: StaffPermission) {
  return createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
    assertPermission(c.var.user, permission);
    await next();
  });
}

/** Refuses, with a reason the back office translates, a staff member whose role may not do this. */
export function assertPermission(user: SessionUser, permission: StaffPermission): void {
  if (!can(user.role, permission))
    throw refusal("FORBIDDEN", "STAFF_PERMISSION", "Your role does not allow this.", { permission });
}
