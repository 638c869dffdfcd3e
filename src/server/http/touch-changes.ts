import { createMiddleware } from "hono/factory";
import type { ChangeFeed } from "../db/change-feed";
import type { AppEnv } from "./app-env";

/** The requests that may change what the dashboard sums: staff work, checkout and payments. */
const dataWriters = /^\/(api\/admin|api\/checkout|api\/payments|pay)\//;
/** better-auth's own routes change sessions and users, on a GET too (an e-mail confirmed). */
const authRoutes = /^\/api\/auth\//;

/**
 * Moves this instance's stamps once a request that may have written is answered, so its own next
 * request never meets what it read before the write; other instances follow on the database's
 * notification a moment later (change-feed.ts). Any write may touch its user (a language, a
 * profile), so it moves the sessions' stamp; only the writers above move the data's, so a cart or a
 * favourite does not make the dashboard sum everything again.
 */
export function touchChanges(changes: ChangeFeed) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const path = c.req.path;
    const writes = c.req.method !== "GET" && c.req.method !== "HEAD";
    if (writes || authRoutes.test(path)) changes.touch("sessions");
    if (writes && dataWriters.test(path)) changes.touch("data");
  });
}
