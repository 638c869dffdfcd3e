import { Hono } from "hono";
import {
  customerExportQuerySchema,
  customerIdParamSchema,
  customerQuerySchema,
} from "../../../shared/customer-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { csvDownloadHeaders } from "../../http/csv";
import { validate } from "../../http/validate";
import {
  customersCsv,
  getCustomer,
  getCustomerStats,
  listCustomers,
  setCustomerBanned,
} from "./customers.service";

/** The Customers page's API (issue 10), behind the admin router's one guard. */
export function adminCustomerRoutes(deps: { db: Db; trustProxy: ProxyTrust }) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get("/", validate("query", customerQuerySchema), async (c) =>
      c.json(await listCustomers(db, c.req.valid("query"))),
    )
    .get("/:id", validate("param", customerIdParamSchema), async (c) =>
      c.json(await getCustomer(db, c.req.valid("param").id)),
    )
    .post("/:id/ban", validate("param", customerIdParamSchema), async (c) => {
      const actor = { userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) };
      return c.json(await setCustomerBanned(db, actor, c.req.valid("param").id, true));
    })
    .post("/:id/unban", validate("param", customerIdParamSchema), async (c) => {
      const actor = { userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) };
      return c.json(await setCustomerBanned(db, actor, c.req.valid("param").id, false));
    });
}

/** The stat cards, under their own prefix: a static GET beside GET /:id is refused (app.test.ts). */
export function adminCustomerStatsRoutes(deps: { db: Db }) {
  return new Hono<AdminEnv>().get("/", async (c) => c.json(await getCustomerStats(deps.db)));
}

/** GET /api/admin/customer-export: the customers the page's filters keep, as CSV (issue 28). */
export function adminCustomerExportRoutes(deps: { db: Db }) {
  return new Hono<AdminEnv>().get("/", validate("query", customerExportQuerySchema), async (c) =>
    c.body(await customersCsv(deps.db, c.req.valid("query")), 200, csvDownloadHeaders("customers")),
  );
}
