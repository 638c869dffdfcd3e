import { Hono } from "hono";
import { storeItemChoicesQuerySchema } from "../../../shared/listing-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import { listStoreItemChoices } from "./inventory.service";

/** The staff's store inventory API, behind the admin router's one guard. */
export function adminInventoryRoutes(deps: { db: Db }) {
  return new Hono<AdminEnv>().get("/choices", validate("query", storeItemChoicesQuerySchema), async (c) =>
    c.json({ items: await listStoreItemChoices(deps.db, c.req.valid("query").include) }),
  );
}
