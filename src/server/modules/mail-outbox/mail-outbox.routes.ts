import { Hono } from "hono";
import { outboxQuerySchema } from "../../../shared/outbox-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import { listOutboxMessages } from "./mail-outbox.service";

/** Admins read what the shop sent (or, offline, kept) — the outbox has no other reader. */
export function mailOutboxRoutes(deps: { db: Db }) {
  return new Hono<AdminEnv>().get("/", validate("query", outboxQuerySchema), async (c) => {
    const { to } = c.req.valid("query");
    return c.json({ messages: await listOutboxMessages(deps.db, { to }) });
  });
}
