import { Hono } from "hono";
import {
  manualObservationSchema,
  observationIdParamSchema,
  observationListQuerySchema,
} from "../../../shared/market-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { validate } from "../../http/validate";
import {
  createManualObservation,
  deleteManualObservation,
  listObservations,
} from "./market-observations.service";

/**
 * Prices admins record by hand (issue 12: price, currency, date, where it was seen, a link), and
 * the stored observations to check them against, behind the admin router's one guard.
 */
export function adminMarketObservationRoutes(deps: { db: Db; config: { trustProxy: ProxyTrust } }) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get("/", validate("query", observationListQuerySchema), async (c) =>
      c.json(await listObservations(db, c.req.valid("query"))),
    )
    .post("/", validate("json", manualObservationSchema), async (c) => {
      const actor = { userId: c.var.user.id, ip: clientIp(c, deps.config.trustProxy) };
      return c.json(await createManualObservation(db, actor, c.req.valid("json")), 201);
    })
    .delete("/:id", validate("param", observationIdParamSchema), async (c) => {
      const actor = { userId: c.var.user.id, ip: clientIp(c, deps.config.trustProxy) };
      await deleteManualObservation(db, actor, c.req.valid("param").id);
      return c.json({ deleted: true });
    });
}
