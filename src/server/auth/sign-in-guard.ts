import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { AppError } from "../../shared/errors";
import { defaultLanguage, isLanguage } from "../../shared/i18n";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { clientIp, type ProxyTrust } from "../http/client-ip";
import { hitRateLimit, hitsInWindow, type RateLimitRule } from "../http/rate-limit";
import type { Mailer } from "../providers/mail/mail";
import { user } from "./auth.schema";
import { authMessage } from "./auth-mail";
import { readToken, signToken } from "./signed-token";

export const rateLimitMessage = "Too many attempts. Please wait a few minutes and try again.";

const fifteenMinutes = 15 * 60;
/**
 * Sign-in limits (issue 25). An address may try 30 sign-ins a quarter hour, and 10 for one account:
 * brute force from one address meets 429 as before. The count per account no longer refuses
 * anyone: it only slows an account many addresses are guessing at, so nobody can keep its owner
 * (the shop's admin) out by typing wrong passwords.
 */
export const signInLimits = {
  perIp: { limit: 30, windowSeconds: fifteenMinutes },
  perAccountAndIp: { limit: 10, windowSeconds: fifteenMinutes },
  /** Wrong passwords for one account, from anywhere, before its sign-ins are slowed. */
  accountFailures: { limit: 10, windowSeconds: fifteenMinutes },
  /** The longest wait between two tries at a slowed account. */
  maxDelaySeconds: 60,
} as const;

/** Past the failures, one try per this many seconds: 5, 10, 20, 40, then a minute. */
export function slowDownSeconds(failures: number): number {
  const over = failures - signInLimits.accountFailures.limit;
  return Math.min(5 * 2 ** Math.max(0, over), signInLimits.maxDelaySeconds);
}

const deviceCookie = "mizan_known_device";
const devicePurpose = "known-device";
const unlockPurpose = "unlock-sign-in";
const deviceDays = 180;
const unlockLinkSeconds = 60 * 60;

export interface SignInGuardDeps {
  db: Db;
  mailer: Mailer;
  trustProxy: ProxyTrust;
  publicUrl: string;
  secureCookies: boolean;
  /** The auth secret (better-auth's), which signs the device cookies and unlock links. */
  secret: () => Promise<string>;
}

async function accountOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, language: user.language, firstName: user.firstName })
    .from(user)
    .where(eq(user.email, email));
  return row;
}

/**
 * The sign-in's guard: `admit` before the password is checked, `settle` with better-auth's answer.
 * A browser that signed in to an account before (a signed cookie), or opened the account's
 * unlock link, is let through a slowed account at once; any other waits its turn.
 */
export function createSignInGuard(deps: SignInGuardDeps) {
  const { db } = deps;
  const failuresKey = (email: string) => `sign-in:failures:${email}`;

  function refuse(c: Context<AppEnv>, retryAfterSeconds: number): never {
    c.header("Retry-After", String(retryAfterSeconds));
    throw new AppError("RATE_LIMITED", rateLimitMessage);
  }

  async function isKnownDevice(c: Context<AppEnv>, email: string): Promise<boolean> {
    const deviceOf = readToken(await deps.secret(), devicePurpose, getCookie(c, deviceCookie));
    if (!deviceOf) return false;
    return (await accountOf(db, email))?.id === deviceOf;
  }

  /** The cookie that makes this browser a known device of the account. */
  async function deviceCookieFor(userId: string): Promise<string> {
    return generateCookie(deviceCookie, signToken(await deps.secret(), devicePurpose, userId), {
      path: "/api/auth",
      httpOnly: true,
      sameSite: "Lax",
      secure: deps.secureCookies,
      maxAge: deviceDays * 24 * 60 * 60,
    });
  }

  async function mailUnlockLink(email: string): Promise<void> {
    const account = await accountOf(db, email);
    if (!account) return;
    const expires = Math.floor(Date.now() / 1000) + unlockLinkSeconds;
    const token = signToken(await deps.secret(), unlockPurpose, `${account.id}:${expires}`);
    const language = isLanguage(account.language) ? account.language : defaultLanguage;
    await deps.mailer.send(
      authMessage(
        "sign-in-unlock",
        { email: account.email, language, firstName: account.firstName ?? undefined },
        `${deps.publicUrl}/api/auth/unlock-sign-in?token=${encodeURIComponent(token)}`,
      ),
    );
  }

  return {
    /** Counts the attempt; 429 past the address's limits, or while the account is slowed. */
    async admit(c: Context<AppEnv>, email: string): Promise<void> {
      const ip = clientIp(c, deps.trustProxy);
      for (const [key, rule] of [
        [`sign-in/email:ip:${ip}`, signInLimits.perIp],
        [`sign-in/email:account-ip:${email}:${ip}`, signInLimits.perAccountAndIp],
      ] as [string, RateLimitRule][]) {
        const hit = await hitRateLimit(db, key, rule);
        if (!hit.allowed) refuse(c, hit.retryAfterSeconds);
      }
      const failures = await hitsInWindow(db, failuresKey(email), signInLimits.accountFailures);
      if (failures < signInLimits.accountFailures.limit || (await isKnownDevice(c, email))) return;
      const turn = await hitRateLimit(db, `sign-in:turn:${email}`, {
        limit: 1,
        windowSeconds: slowDownSeconds(failures),
      });
      if (!turn.allowed) refuse(c, turn.retryAfterSeconds);
    },

    /**
     * A wrong password counts against the account (the tenth mails its owner the unlock link); a
     * right one makes this browser a known device. The owner's success does not end an attack, so
     * the failures are kept until their window ends.
     */
    async settle(email: string, answer: Response): Promise<Response> {
      if (answer.status === 401) {
        const failed = await hitRateLimit(db, failuresKey(email), signInLimits.accountFailures);
        if (failed.count === signInLimits.accountFailures.limit) await mailUnlockLink(email);
        return answer;
      }
      if (answer.status !== 200) return answer;
      const account = await accountOf(db, email);
      if (!account) return answer;
      const headers = new Headers(answer.headers);
      headers.append("set-cookie", await deviceCookieFor(account.id));
      return new Response(answer.body, { status: answer.status, headers });
    },

    /** The unlock link: this browser becomes a known device of the account, then signs in. */
    async unlock(token: string): Promise<{ cookie?: string; language: string }> {
      const payload = readToken(await deps.secret(), unlockPurpose, token);
      const [userId = "", expires = "0"] = payload?.split(":") ?? [];
      if (!payload || Number(expires) * 1000 < Date.now()) return { language: defaultLanguage };
      const [account] = await db.select({ language: user.language }).from(user).where(eq(user.id, userId));
      if (!account) return { language: defaultLanguage };
      return { cookie: await deviceCookieFor(userId), language: account.language };
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
