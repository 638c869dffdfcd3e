import { Hono } from "hono";
import {
  contactMessageSchema,
  inboxIdParamSchema,
  inboxQuerySchema,
  inboxStatusSchema,
} from "../../../shared/contact-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv, AppEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { limitPerIp } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import type { Logger } from "../../logger";
import type { Mailer } from "../../providers/mail/mail";
import {
  getContactMessage,
  listContactMessages,
  receiveContactMessage,
  setContactMessageStatus,
} from "./contact.service";

/** A person writes a few messages an hour at most; more from one address is a script. */
export const contactRateLimit = { limit: 5, windowSeconds: 600 };

/** POST /api/contact — the contact page's form (issue 13). */
export function contactRoutes(deps: {
  db: Db;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  trustProxy: ProxyTrust;
}) {
  return new Hono<AppEnv>().post(
    "/",
    limitPerIp(deps, "contact", contactRateLimit),
    validate("json", contactMessageSchema),
    async (c) => {
      const { website, ...message } = c.req.valid("json");
      // The honeypot was filled: a bot is told it worked, so it learns nothing, and nothing is kept.
      if (website) return c.json({ received: true as const }, 201);
      await receiveContactMessage(deps, message);
      return c.json({ received: true as const }, 201);
    },
  );
}

/** /api/admin/inbox — the messages for staff (issue 13); requireAdmin is mounted above it. */
export function adminInboxRoutes(deps: { db: Db; trustProxy: ProxyTrust }) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get("/", validate("query", inboxQuerySchema), async (c) =>
      c.json(await listContactMessages(db, c.req.valid("query"))),
    )
    .get("/:id", validate("param", inboxIdParamSchema), async (c) =>
      c.json(await getContactMessage(db, c.req.valid("param").id)),
    )
    .patch("/:id", validate("param", inboxIdParamSchema), validate("json", inboxStatusSchema), async (c) => {
      const actor = { userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) };
      const { id } = c.req.valid("param");
      return c.json(await setContactMessageStatus(db, actor, id, c.req.valid("json").status));
    });
}
