import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { listingQuerySchema } from "../../../shared/catalog-schemas";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import {
  getListingBySlug,
  listCategories,
  listFeatured,
  listListings,
  listRelated,
  recordView,
} from "./catalog.service";
import { createTtlCache } from "./ttl-cache";

export const visitorCookie = "mizan_vid";
const visitorPattern = /^[0-9a-f-]{36}$/;

export function categoryRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>().get("/", async (c) => c.json({ items: await listCategories(deps.db) }));
}

/**
 * Not under /listings: a fixed word beside `/listings/:slug` makes Hono fall back from its
 * RegExpRouter to the slower TrieRouter for every route of the app.
 */
export function featuredListingRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>().get("/", async (c) => c.json({ items: await listFeatured(deps.db) }));
}

export function listingRoutes(deps: { db: Db; config: Config }) {
  const caches = {
    totals: createTtlCache<number>({ ttlMs: 5_000, maxEntries: 1_000 }),
    brands: createTtlCache<string[]>({ ttlMs: 60_000, maxEntries: 1 }),
    // Public pages are the same for every shopper: two seconds of reuse (and one load for many
    // identical requests at once) lifts the collection off PGlite's one-query-at-a-time limit.
    // Kept as JSON text: serialising a page costs more than serving it.
    pages: createTtlCache<string>({ ttlMs: 2_000, maxEntries: 2_000 }),
  };
  return new Hono<AppEnv>()
    .get("/", validate("query", listingQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const page = await caches.pages.get(JSON.stringify(query), async () =>
        JSON.stringify(await listListings(deps.db, query, caches)),
      );
      return c.body(page, 200, { "Content-Type": "application/json" });
    })
    .get("/:slug/related", async (c) => c.json({ items: await listRelated(deps.db, c.req.param("slug")) }))
    .get("/:slug", async (c) => {
      const listing = await getListingBySlug(deps.db, c.req.param("slug"));
      // A view counts once per visitor per day: the shopper, else a random id kept for a year.
      let visitor = c.var.user?.id;
      if (!visitor) {
        const known = getCookie(c, visitorCookie);
        visitor = known && visitorPattern.test(known) ? known : randomUUID();
        if (visitor !== known) {
          setCookie(c, visitorCookie, visitor, {
            httpOnly: true,
            sameSite: "Lax",
            secure: deps.config.isProduction,
            path: "/",
            maxAge: 365 * 24 * 60 * 60,
          });
        }
      }
      await recordView(deps.db, listing.id, visitor);
      return c.json(listing);
    });
}
