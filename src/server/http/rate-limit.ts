import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";

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
  return { allowed: count <= rule.limit, retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? 1)) };
}
