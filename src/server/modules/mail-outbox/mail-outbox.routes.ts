import { Hono } from "hono";
import { outboxIdParamSchema, outboxQuerySchema } from "../../../shared/outbox-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { validate } from "../../http/validate";
import type { Mailer } from "../../providers/mail/mail";
import { listOutboxMessages, retryMail } from "./mail-outbox.service";

/** Admins read what the shop sent (or, offline, kept) and send a failed message again. */
export function mailOutboxRoutes(deps: { db: Db; mailer: Mailer; trustProxy: ProxyTrust }) {
  return new Hono<AdminEnv>()
    .get("/", validate("query", outboxQuerySchema), async (c) =>
      c.json({
        ...(await listOutboxMessages(deps.db, c.req.valid("query"))),
        delivery: deps.mailer.kind,
      }),
    )
    .post("/:id/retry", validate("param", outboxIdParamSchema), async (c) => {
      const actor = { userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) };
      return c.json(await retryMail(deps, actor, c.req.valid("param").id));
    });
}
