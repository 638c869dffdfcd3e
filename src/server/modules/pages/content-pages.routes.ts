import { Hono } from "hono";
import { contentPageQuerySchema } from "../../../shared/content-page-schemas";
import type { AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import type { ContentPages } from "./content-pages.service";

/** GET /api/pages/:slug?lang= — a shop page for the browser; server rendering reads it in-process. */
export function contentPageRoutes(deps: { contentPages: ContentPages }) {
  return new Hono<AppEnv>().get("/:slug", validate("query", contentPageQuerySchema), async (c) => {
    return c.json(await deps.contentPages.get(c.req.param("slug"), c.req.valid("query").lang));
  });
}
