import { getSessionCookie } from "better-auth/cookies";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  type AccountSessionDto,
  accountSessionParamSchema,
  describeUserAgent,
} from "../../shared/account-sessions";
import { refusal } from "../../shared/errors";
import type { SessionUser } from "../../shared/session";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { validate } from "../http/validate";
import { session } from "./auth.schema";
import { requireUser } from "./session";

type SignedInEnv = AppEnv & { Variables: { user: SessionUser } };

/** The session token this request carries: the cookie holds it before its signature. */
function currentToken(c: Context<SignedInEnv>): string {
  return getSessionCookie(c.req.raw.headers)?.split(".")[0] ?? "";
}

/**
 * /api/me/sessions — issue 28: the signed-in account's open sessions, and ending any of them
 * (one by its id, or with none every one but this). Deleting the row signs that browser out at once on every instance:
 * the sessions' change trigger drops what each instance remembered (session-memory.ts).
 */
export function accountSessionRoutes(deps: { db: Db }) {
  const { db } = deps;
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      const token = currentToken(c);
      const rows = await db
        .select()
        .from(session)
        .where(and(eq(session.userId, c.var.user.id), gt(session.expiresAt, new Date())))
        .orderBy(desc(session.updatedAt))
        .limit(100);
      return c.json(
        rows.map(
          (row): AccountSessionDto => ({
            id: row.id,
            ...describeUserAgent(row.userAgent),
            ipAddress: row.ipAddress,
            signedInAt: row.createdAt.toISOString(),
            lastSeenAt: row.updatedAt.toISOString(),
            current: row.token === token,
          }),
        ),
      );
    })
    .delete("/", async (c) => {
      const ended = await db
        .delete(session)
        .where(and(eq(session.userId, c.var.user.id), ne(session.token, currentToken(c))))
        .returning({ id: session.id });
      return c.json({ ended: ended.length });
    })
    .delete("/:id", validate("param", accountSessionParamSchema), async (c) => {
      const ended = await db
        .delete(session)
        .where(and(eq(session.id, c.req.valid("param").id), eq(session.userId, c.var.user.id)))
        .returning({ id: session.id });
      if (ended.length === 0)
        throw refusal("NOT_FOUND", "SESSION_NOT_FOUND", "This session has already ended.");
      return c.json({ ended: 1 });
    });
}
