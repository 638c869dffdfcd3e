import { Hono } from "hono";
import type { SessionUser } from "../../shared/session";
import type { AppEnv } from "../http/app-env";

/**
 * Who is signed in, as the typed client reads it: the user the session middleware found, or null.
 * A guest (no session cookie) is answered without asking better-auth.
 */
export function sessionRoutes() {
  return new Hono<AppEnv>().get("/", (c) => c.json({ user: c.var.user as SessionUser | null }));
}
