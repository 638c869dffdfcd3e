import { Hono } from "hono";
import type { z } from "zod";
import { forgotPasswordSchema, signInSchema, signUpRequestSchema } from "../../shared/auth";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/client-ip";
import { validationError } from "../http/errors";
import { hitRateLimit, type RateLimitRule } from "../http/rate-limit";
import type { Auth } from "./auth";

interface GuardedEndpoint {
  schema: z.ZodType<Record<string, unknown> & { email: string }>;
  perIp: RateLimitRule;
  perEmail: RateLimitRule;
  /** Rewrites the validated body before better-auth sees it (trimmed, lower-cased, full name). */
  normalise?: (body: Record<string, unknown>) => Record<string, unknown>;
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
    normalise: (body) => ({ ...body, name: `${body.firstName} ${body.lastName}` }),
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

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = await request.clone().json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** better-auth behind our validation (the spec's messages) and shared rate limits. */
export function authRoutes(deps: { auth: Auth; db: Db; trustProxy: boolean }) {
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
      body: JSON.stringify(endpoint.normalise ? endpoint.normalise(body) : body),
    });
    return deps.auth.handler(request);
  });
}
