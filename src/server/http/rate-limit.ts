import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../shared/errors";
import { type Db, queryRows } from "../db/client";
import type { AppEnv, SignedInEnv } from "./app-env";
import { clientIp, type ProxyTrust } from "./client-ip";

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window, atomically in one statement, so every app
 * instance sees the same count. Returns how long to wait when the limit is passed.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule) {
  const window = `${rule.windowSeconds} seconds`;
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window}::interval then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window}::interval
        then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as retry_after`,
  );
  const count = Number(row?.count ?? 0);
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? 1)),
  };
}

/** The hits counted against `key` in its current window, without counting one more. */
export async function hitsInWindow(db: Db, key: string, rule: RateLimitRule): Promise<number> {
  const window = `${rule.windowSeconds} seconds`;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count from rate_limits where key = ${key} and window_start > now() - ${window}::interval`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Refuses a route past `rule` hits per client IP with 429 and Retry-After; the count is kept in
 * PostgreSQL, so every instance shares it.
 */
export function limitPerIp(deps: { db: Db; trustProxy: ProxyTrust }, name: string, rule: RateLimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const hit = await hitRateLimit(deps.db, `${name}:ip:${clientIp(c, deps.trustProxy)}`, rule);
    if (!hit.allowed) {
      c.header("Retry-After", String(hit.retryAfterSeconds));
      throw new AppError("RATE_LIMITED", "Too many attempts. Please wait a few minutes and try again.");
    }
    await next();
  });
}

/**
 * Refuses a signed-in user's route past `rule` hits per user with 429, Retry-After and the wait in
 * whole minutes (`refuse` words it); shared by every instance like `limitPerIp`.
 */
export function limitPerUser(
  db: Db,
  name: string,
  rule: RateLimitRule,
  refuse: (waitMinutes: number) => AppError,
) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const hit = await hitRateLimit(db, `${name}:user:${c.var.user.id}`, rule);
    if (!hit.allowed) {
      c.header("Retry-After", String(hit.retryAfterSeconds));
      throw refuse(Math.ceil(hit.retryAfterSeconds / 60));
    }
    await next();
  });
}
