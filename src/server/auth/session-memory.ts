import type { SessionUser } from "../../shared/session";
import type { ChangeFeed } from "../db/change-feed";

/** What the session store answers for a cookie: its user, and when the session ends. */
export interface ReadSession {
  user: SessionUser;
  expiresAt: Date;
}

/**
 * The user behind each session cookie seen lately, so a signed-in request costs no database read
 * (decision 011). An answer is kept only while the sessions' stamp stands: a sign-out, a ban, a
 * role or profile change on any instance moves it (migration 0017) and every answer is read again.
 * Without a stamp every request asks the store. `holdMs` bounds how long an answer is kept even so,
 * so the store still sees its sessions in use and extends them.
 */
export function createSessionMemory(options: {
  changes: ChangeFeed;
  read: (headers: Headers) => Promise<ReadSession | null>;
  holdMs?: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const { changes, read, holdMs = 60_000, maxEntries = 10_000, now = Date.now } = options;
  const held = new Map<string, { user: SessionUser; until: number }>();
  let heldStamp: string | null = null;

  return async function sessionUser(cookie: string, headers: Headers): Promise<SessionUser | null> {
    const stamp = changes.stamp("sessions");
    if (stamp !== heldStamp) {
      held.clear();
      heldStamp = stamp;
    }
    const kept = held.get(cookie);
    if (kept && now() < kept.until) return kept.user;
    // The stamp is taken before the read: a change landing during it moves the stamp, so this
    // answer is dropped by the next request rather than outliving the change.
    const found = await read(headers);
    if (!found || stamp === null || changes.stamp("sessions") !== stamp) return found?.user ?? null;
    if (held.size >= maxEntries) held.delete(held.keys().next().value as string);
    held.set(cookie, { user: found.user, until: Math.min(found.expiresAt.getTime(), now() + holdMs) });
    return found.user;
  };
}
