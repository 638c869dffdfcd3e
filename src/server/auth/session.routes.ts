import { Hono } from "hono";
import type { SessionAnswer } from "../../shared/session";
import { isStaffRole } from "../../shared/staff-roles";
import type { AppEnv } from "../http/app-env";

/**
 * Who is signed in, as the typed client reads it: the user the session middleware found, or null.
 * A guest (no session cookie) is answered without asking better-auth. A staff member also learns
 * whether the shop requires their second factor (the owner's rule, `staffTwoFactorRequired`).
 */
export function sessionRoutes(deps: { staffTwoFactorRequired: () => Promise<boolean> }) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const user = c.var.user;
    const twoFactorRequired =
      user !== null && isStaffRole(user.role) && (await deps.staffTwoFactorRequired());
    return c.json({ user, twoFactorRequired } satisfies SessionAnswer);
  });
}
