import { type Context, Hono } from "hono";
import {
  maxImportChars,
  referenceFilterSchema,
  referenceIdParamSchema,
  referenceImportSchema,
  referenceListQuerySchema,
  referenceWatchSchema,
} from "../../../shared/reference-catalogue-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { limitBody } from "../../http/body-limit";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { csvDownloadHeaders } from "../../http/csv";
import { validate } from "../../http/validate";
import { listReferences, listReferencesForExport, updateReference } from "./reference-catalogue.service";
import { referenceCatalogueCsv } from "./reference-catalogue-csv";
import { importReferences } from "./reference-catalogue-import";

/**
 * The import's body: the file as JSON text, where a character takes a few bytes at most (an
 * escaped quote or line end two, Arabic two in UTF-8); the schema then caps its characters. The
 * API's default 64 KB would not take the catalogue's own export back (app.ts exempts this path).
 */
const importBodyBytes = maxImportChars * 3;

/** The reference catalogue's admin API (issue 12), behind the admin router's one guard. */
export function adminCatalogueRoutes(deps: { db: Db; config: { trustProxy: ProxyTrust } }) {
  const { db } = deps;
  const actorOf = (c: Context<AdminEnv>) => ({
    userId: c.var.user.id,
    ip: clientIp(c, deps.config.trustProxy),
  });
  return new Hono<AdminEnv>()
    .get("/", validate("query", referenceListQuerySchema), async (c) =>
      c.json(await listReferences(db, c.req.valid("query"))),
    )
    .get("/export", validate("query", referenceFilterSchema), async (c) => {
      const items = await listReferencesForExport(db, c.req.valid("query"));
      return c.body(referenceCatalogueCsv(items), 200, csvDownloadHeaders("reference-catalogue"));
    })
    .post("/import", limitBody(importBodyBytes), validate("json", referenceImportSchema), async (c) => {
      const { csv, dryRun } = c.req.valid("json");
      return c.json(await importReferences(db, actorOf(c), csv, dryRun));
    })
    .put(
      "/:id",
      validate("param", referenceIdParamSchema),
      validate("json", referenceWatchSchema),
      async (c) =>
        c.json(await updateReference(db, actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
    );
}
