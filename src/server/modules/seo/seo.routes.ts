import { Hono } from "hono";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { listSitemapEntries, renderRobots, renderSitemap } from "./seo.service";

/** /sitemap.xml and /robots.txt, on the public address search engines know. */
export function seoRoutes(deps: { config: Config; db: Db }) {
  const { publicUrl } = deps.config;
  return new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) => {
      const xml = renderSitemap(await listSitemapEntries(deps.db), publicUrl);
      return c.body(xml, 200, {
        "Content-Type": "application/xml; charset=utf-8",
        // Built fresh each time; a listing added or sold reaches caches within five minutes.
        "Cache-Control": "public, max-age=300",
      });
    })
    .get("/robots.txt", (c) =>
      c.body(renderRobots(publicUrl), 200, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "public, max-age=86400",
      }),
    );
}
