import { getSessionCookie } from "better-auth/cookies";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../shared/errors";
import type { SessionUser } from "../../shared/session";
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

/** ARCHITECTURE.md, Non-negotiables 3 — every admin API rejects non-admins. */
export const requireAdmin = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(
  async (c, next) => {
    if (!c.var.user) throw new AppError("UNAUTHENTICATED", "Please sign in and try again.");
    if (c.var.user.role !== "admin")
      throw new AppError("FORBIDDEN", "Access denied. Admin privileges required.");
    await next();
  },
);
