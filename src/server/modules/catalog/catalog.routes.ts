import { Hono } from "hono";
import { listingQuerySchema, listingSlugParamSchema } from "../../../shared/catalog-schemas";
import type { Config } from "../../config";
import type { AppEnv } from "../../http/app-env";
import { jsonTextAnswer } from "../../http/json-text";
import { validate } from "../../http/validate";
import { watchNotFound } from "./catalog.service";
import type { CatalogReader } from "./catalog-reader";
import { visitorOf } from "./visitor";

export function categoryRoutes(deps: { catalog: CatalogReader }) {
  return new Hono<AppEnv>().get("/", async (c) => c.json({ items: await deps.catalog.categories() }));
}

/**
 * Not under /listings: a fixed word beside `/listings/:slug` makes Hono fall back from its
 * RegExpRouter to the slower TrieRouter for every route of the app.
 */
export function featuredListingRoutes(deps: { catalog: CatalogReader }) {
  return new Hono<AppEnv>().get("/", async (c) => c.json({ items: await deps.catalog.featuredListings() }));
}

export function listingRoutes(deps: { catalog: CatalogReader; config: Config }) {
  return new Hono<AppEnv>()
    .get("/", validate("query", listingQuerySchema), async (c) =>
      jsonTextAnswer(c, await deps.catalog.listingPage(c.req.valid("query"))),
    )
    .get("/:slug/related", validate("param", listingSlugParamSchema, watchNotFound), async (c) =>
      c.json({ items: await deps.catalog.relatedListings(c.req.valid("param").slug) }),
    )
    .get("/:slug", validate("param", listingSlugParamSchema, watchNotFound), async (c) =>
      c.json(
        await deps.catalog.viewListing(c.req.valid("param").slug, () =>
          visitorOf(c, deps.config.isProduction),
        ),
      ),
    );
}
