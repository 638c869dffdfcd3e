import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { z } from "zod";
import {
  type ConfirmationMailNotice,
  forgotPasswordSchema,
  signInSchema,
  signUpRequestSchema,
} from "../../shared/auth";
import { AppError } from "../../shared/errors";
import { languageCookie, resolveLanguage } from "../../shared/i18n";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { clientIp, type ProxyTrust } from "../http/client-ip";
import { validationError } from "../http/errors";
import { hitRateLimit, type RateLimitRule } from "../http/rate-limit";
import type { Auth } from "./auth";
import { lastConfirmationMailAt } from "./confirmation-mail";

interface GuardedEndpoint {
  schema: z.ZodType<Record<string, unknown> & { email: string }>;
  perIp: RateLimitRule;
  perEmail: RateLimitRule;
  /** Rewrites the validated body before better-auth sees it (trimmed, lower-cased, full name). */
  normalise?: (body: Record<string, unknown>, c: Context<AppEnv>) => Record<string, unknown>;
}

const fifteenMinutes = 15 * 60;
/** Sign-in and sign-up limits per IP and per e-mail (issue 2: rate limiting). */
const guarded: Record<string, GuardedEndpoint> = {
  "/api/auth/sign-in/email": {
    schema: signInSchema,
    perIp: { limit: 30, windowSeconds: fifteenMinutes },
    perEmail: { limit: 10, windowSeconds: fifteenMinutes },
  },
  "/api/auth/sign-up/email": {
    schema: signUpRequestSchema,
    perIp: { limit: 20, windowSeconds: 60 * 60 },
    perEmail: { limit: 5, windowSeconds: 60 * 60 },
    // The account's e-mails are written in the language it was created in: the form's, else the page's.
    normalise: (body, c) => ({
      ...body,
      name: `${body.firstName} ${body.lastName}`,
      language:
        body.language ??
        resolveLanguage({
          query: c.req.query("lang"),
          cookie: getCookie(c, languageCookie),
          acceptLanguage: c.req.header("accept-language"),
        }),
    }),
  },
  "/api/auth/request-password-reset": {
    schema: forgotPasswordSchema,
    perIp: { limit: 20, windowSeconds: 60 * 60 },
    perEmail: { limit: 5, windowSeconds: 60 * 60 },
  },
  "/api/auth/send-verification-email": {
    schema: forgotPasswordSchema,
    perIp: { limit: 20, windowSeconds: 60 * 60 },
    perEmail: { limit: 5, windowSeconds: 60 * 60 },
  },
};

export const rateLimitMessage = "Too many attempts. Please wait a few minutes and try again.";

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

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = await request.clone().json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** better-auth behind our validation (the spec's messages) and shared rate limits. */
export function authRoutes(deps: { auth: Auth; db: Db; trustProxy: ProxyTrust }) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/api/auth/*", async (c) => {
    const endpoint = c.req.method === "POST" ? guarded[c.req.path] : undefined;
    if (!endpoint) return deps.auth.handler(c.req.raw);

    const raw = await readJson(c.req.raw);
    const parsed = endpoint.schema.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);
    const action = c.req.path.split("/").slice(3).join("/");
    for (const [key, rule] of [
      [`${action}:ip:${clientIp(c, deps.trustProxy)}`, endpoint.perIp],
      [`${action}:email:${parsed.data.email}`, endpoint.perEmail],
    ] as const) {
      const hit = await hitRateLimit(deps.db, key, rule);
      if (!hit.allowed) {
        c.header("Retry-After", String(hit.retryAfterSeconds));
        throw new AppError("RATE_LIMITED", rateLimitMessage);
      }
    }
    const body = { ...raw, ...parsed.data };
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length");
    const request = new Request(c.req.raw.url, {
      method: "POST",
      headers,
      body: JSON.stringify(endpoint.normalise ? endpoint.normalise(body, c) : body),
    });
    const attemptedAt = new Date();
    const response = await deps.auth.handler(request);
    return c.req.path === "/api/auth/sign-in/email"
      ? withConfirmationNotice(deps.db, response, parsed.data.email, attemptedAt)
      : response;
  });
}
