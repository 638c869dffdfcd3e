import { Hono } from "hono";
import { settingsWriteSchema } from "../../../shared/settings-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { validate } from "../../http/validate";
import { getExchangeRatesStatus } from "./exchange-rates";
import { getStoreSettings, updateStoreSettings } from "./settings.service";

/**
 * The settings page's API (issue 10). Nothing caches settings: checkout, the cart, the posts and
 * the storefront's footer read them per request, so a save shows everywhere at once.
 */
export function adminSettingsRoutes(deps: {
  db: Db;
  trustProxy: ProxyTrust;
  rateSources: readonly string[];
}) {
  const { db } = deps;
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => c.json(await getStoreSettings(db)))
      // Issue 30: each currency's rate as shoppers get it, stale fetched ones flagged, and the daily fetch.
      .get("/exchange-rates", async (c) => c.json(await getExchangeRatesStatus(db, deps.rateSources)))
      .put("/", validate("json", settingsWriteSchema), async (c) => {
        const actor = { userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) };
        return c.json(await updateStoreSettings(db, actor, c.req.valid("json")));
      })
  );
}
