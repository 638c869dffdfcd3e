import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { z } from "zod";
import {
  type ConfirmationMailNotice,
  confirmationLinkQuerySchema,
  confirmationRequestSchema,
  oauthCallbackQuerySchema,
  passwordResetRequestSchema,
  resetLinkParamSchema,
  resetLinkQuerySchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signOutRequestSchema,
  signUpAnswer,
  signUpRequestSchema,
  socialSignInRequestSchema,
  unlockLinkQuerySchema,
} from "../../shared/auth";
import { AppError } from "../../shared/errors";
import { languageCookie, resolveLanguage } from "../../shared/i18n";
import { recoveryCodeVerifySchema, totpVerifySchema, twoFactorPasswordSchema } from "../../shared/two-factor";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { clientIp, type ProxyTrust } from "../http/client-ip";
import { hitRateLimit, type RateLimitRule } from "../http/rate-limit";
import { validate } from "../http/validate";
import type { Auth } from "./auth";
import { lastConfirmationMailAt } from "./confirmation-mail";
import { rateLimitMessage, type SignInGuard } from "./sign-in-guard";
import { refuseReusedCode } from "./totp-replay";

const anHour = 60 * 60;
/** Sign-up and mailed-link limits per IP and per e-mail (issue 2); sign-in's: sign-in-guard.ts. */
const limits = {
  signUp: { ip: { limit: 20, windowSeconds: anHour }, email: { limit: 5, windowSeconds: anHour } },
  mailedLink: { ip: { limit: 20, windowSeconds: anHour }, email: { limit: 5, windowSeconds: anHour } },
  resetPassword: { ip: { limit: 20, windowSeconds: anHour } },
  // The plugin limits tries per sign-in and per account; this bounds one address across accounts
  // and the codes typed while enrolling, which the plugin does not count.
  twoFactorCode: { ip: { limit: 30, windowSeconds: 15 * 60 } },
  twoFactorPassword: { ip: { limit: 20, windowSeconds: anHour } },
} satisfies Record<string, { ip: RateLimitRule; email?: RateLimitRule }>;

export interface AuthRouteDeps {
  auth: Auth;
  db: Db;
  trustProxy: ProxyTrust;
  guard: SignInGuard;
  /** With confirmation required, a sign-up cannot tell a taken address from a new one (decision 001). */
  requireEmailVerification: boolean;
  googleSignIn: boolean;
}

/**
 * A sign-in refused for an unconfirmed address re-sends the confirmation at most once in a while
 * (auth.ts); the answer says whether this attempt sent one or one went out recently, so the sign-in
 * screen can tell the shopper which.
 */
async function withConfirmationNotice(
  db: Db,
  response: Response,
  email: string,
  attemptedAt: Date,
): Promise<Response> {
  if (response.status !== 403) return response;
  const body = (await response.clone().json()) as Record<string, unknown>;
  if (body.code !== "EMAIL_NOT_VERIFIED") return response;
  const sentAt = await lastConfirmationMailAt(db, email);
  const confirmationMail: ConfirmationMailNotice = sentAt && sentAt < attemptedAt ? "recent" : "sent";
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, confirmationMail }), { status: response.status, headers });
}

/** The account's e-mails are written in the language it was created in: the form's, else the page's. */
function withSignUpNames(body: z.output<typeof signUpRequestSchema>, c: Context<AppEnv>) {
  return {
    ...body,
    name: `${body.firstName} ${body.lastName}`,
    language:
      body.language ??
      resolveLanguage({
        query: c.req.query("lang"),
        cookie: getCookie(c, languageCookie),
        acceptLanguage: c.req.header("accept-language"),
      }),
  };
}

/**
 * better-auth's endpoints that the web app calls, each behind a shared zod schema (the spec's
 * messages) and our rate limits; better-auth sees only the validated fields. Every other path under
 * /api/auth (profile updates, session lists, the admin plugin's API…) answers 404: the app does
 * those through its own validated routes, or not at all (issue 25).
 */
export function authRoutes(deps: AuthRouteDeps) {
  const { auth, db } = deps;

  /** Counts the attempt per address and per e-mail; past a limit, 429 with Retry-After. */
  async function limit(
    c: Context<AppEnv>,
    action: string,
    rules: { ip: RateLimitRule; email?: RateLimitRule },
    email?: string,
  ) {
    const keys: [string, RateLimitRule][] = [[`${action}:ip:${clientIp(c, deps.trustProxy)}`, rules.ip]];
    if (rules.email && email) keys.push([`${action}:email:${email}`, rules.email]);
    for (const [key, rule] of keys) {
      const hit = await hitRateLimit(db, key, rule);
      if (!hit.allowed) {
        c.header("Retry-After", String(hit.retryAfterSeconds));
        throw new AppError("RATE_LIMITED", rateLimitMessage);
      }
    }
  }

  /** better-auth's answer to the same request carrying only `body`, the validated fields. */
  function forward(c: Context<AppEnv>, body: Record<string, unknown>): Promise<Response> {
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length");
    headers.set("content-type", "application/json");
    return auth.handler(new Request(c.req.raw.url, { method: "POST", headers, body: JSON.stringify(body) }));
  }

  /** A link's GET, validated, goes to better-auth as it came. */
  const follow = (c: Context<AppEnv>) => auth.handler(c.req.raw);

  const routes = new Hono<AppEnv>()
    .post("/api/auth/sign-in/email", validate("json", signInRequestSchema), async (c) => {
      const body = c.req.valid("json");
      await deps.guard.admit(c, body.email);
      const attemptedAt = new Date();
      const answer = await deps.guard.settle(body.email, await forward(c, body));
      return withConfirmationNotice(db, answer, body.email, attemptedAt);
    })
    .post("/api/auth/sign-up/email", validate("json", signUpRequestSchema), async (c) => {
      const body = c.req.valid("json");
      await limit(c, "sign-up/email", limits.signUp, body.email);
      const answer = await forward(c, withSignUpNames(body, c));
      // better-auth's answer differs for a taken address (a made-up user, no role); ours does not.
      if (!deps.requireEmailVerification || answer.status !== 200) return answer;
      return c.json(signUpAnswer);
    })
    .post("/api/auth/request-password-reset", validate("json", passwordResetRequestSchema), async (c) => {
      const body = c.req.valid("json");
      await limit(c, "request-password-reset", limits.mailedLink, body.email);
      return forward(c, body);
    })
    .post("/api/auth/send-verification-email", validate("json", confirmationRequestSchema), async (c) => {
      const body = c.req.valid("json");
      await limit(c, "send-verification-email", limits.mailedLink, body.email);
      return forward(c, body);
    })
    .post("/api/auth/reset-password", validate("json", resetPasswordRequestSchema), async (c) => {
      await limit(c, "reset-password", limits.resetPassword);
      return forward(c, c.req.valid("json"));
    })
    .post("/api/auth/sign-out", validate("json", signOutRequestSchema), (c) => forward(c, {}))
    .post("/api/auth/two-factor/enable", validate("json", twoFactorPasswordSchema), async (c) => {
      await limit(c, "two-factor/password", limits.twoFactorPassword);
      return forward(c, { ...c.req.valid("json"), method: "totp" });
    })
    .post(
      "/api/auth/two-factor/generate-backup-codes",
      validate("json", twoFactorPasswordSchema),
      async (c) => {
        await limit(c, "two-factor/password", limits.twoFactorPassword);
        return forward(c, c.req.valid("json"));
      },
    )
    .post("/api/auth/two-factor/disable", validate("json", twoFactorPasswordSchema), async (c) => {
      await limit(c, "two-factor/password", limits.twoFactorPassword);
      return forward(c, c.req.valid("json"));
    })
    .post("/api/auth/two-factor/verify-totp", validate("json", totpVerifySchema), async (c) => {
      await limit(c, "two-factor/code", limits.twoFactorCode);
      const body = c.req.valid("json");
      const settingUp = (await auth.api.getSession({ headers: c.req.raw.headers })) !== null;
      const answer = await forward(c, body);
      return settingUp ? answer : refuseReusedCode(db, answer, body.code);
    })
    .post(
      "/api/auth/two-factor/verify-backup-code",
      validate("json", recoveryCodeVerifySchema),
      async (c) => {
        await limit(c, "two-factor/code", limits.twoFactorCode);
        return forward(c, c.req.valid("json"));
      },
    )
    .get("/api/auth/verify-email", validate("query", confirmationLinkQuerySchema), follow)
    .get("/api/auth/unlock-sign-in", validate("query", unlockLinkQuerySchema), async (c) => {
      const unlocked = await deps.guard.unlock(c.req.valid("query").token);
      if (unlocked.cookie) c.header("Set-Cookie", unlocked.cookie);
      const notice = unlocked.cookie ? "unlocked=1&" : "";
      return c.redirect(`/login?${notice}lang=${unlocked.language}`, 302);
    })
    .get(
      "/api/auth/reset-password/:token",
      validate("param", resetLinkParamSchema),
      validate("query", resetLinkQuerySchema),
      follow,
    );
  if (deps.googleSignIn) {
    routes
      .post("/api/auth/sign-in/social", validate("json", socialSignInRequestSchema), (c) =>
        forward(c, c.req.valid("json")),
      )
      .get("/api/auth/callback/google", validate("query", oauthCallbackQuerySchema), follow);
  }
  routes.all("/api/auth/*", (c) =>
    c.json({ code: "NOT_FOUND", message: `No API route for ${c.req.path}` }, 404),
  );
  return routes;
}
