import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../../auth/session";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";

const querySchema = z.object({ to: z.string().trim().toLowerCase().optional() });

/** Admins read what the shop sent (or, offline, kept) — the outbox has no other reader. */
export function mailOutboxRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>().use(requireAdmin).get("/", validate("query", querySchema), async (c) => {
    const { to } = c.req.valid("query");
    const rows = await deps.db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        kind: emailOutbox.kind,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(to ? eq(emailOutbox.to, to) : undefined)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(50);
    return c.json({ messages: rows });
  });
}
