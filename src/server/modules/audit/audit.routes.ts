import { Hono } from "hono";
import { auditQuerySchema } from "../../../shared/audit-schemas";
import { listAdminAccounts } from "../../auth/users";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import { listAuditEntries } from "./audit.service";

/** The Audit log page's API (issue 10), behind the admin router's one guard; read only. */
export function auditRoutes(deps: { db: Db }) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get("/", validate("query", auditQuerySchema), async (c) =>
      c.json(await listAuditEntries(db, c.req.valid("query"))),
    )
    .get("/actors", async (c) => c.json({ actors: await listAdminAccounts(db) }));
}
