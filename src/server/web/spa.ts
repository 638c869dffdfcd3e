import { readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { directionOf, isLanguage, languageCookie, resolveLanguage } from "../../shared/i18n";
import type { AppEnv } from "../http/app-env";

const oneYear = 60 * 60 * 24 * 365;

/** Sets Cache-Control on files served from disk (serveStatic's own hook runs too late to). */
function cacheFound(value: string) {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has("cache-control"))
      c.res.headers.set("Cache-Control", value);
  });
}

/**
 * Serves the built web app: hashed assets cached for good, and index.html for every client
 * route, already carrying the shopper's language and direction so nothing flashes.
 */
export function spaRoutes(webRoot: string) {
  const indexHtml = readFileSync(join(webRoot, "index.html"), "utf8");
  return new Hono<AppEnv>()
    .use("/assets/*", cacheFound("public, max-age=31536000, immutable"), serveStatic({ root: webRoot }))
    .use(
      "*",
      cacheFound("public, max-age=3600"),
      serveStatic({
        root: webRoot,
        rewriteRequestPath: (path) => (path === "/" || path === "/index.html" ? "/__none__" : path),
      }),
    )
    .get("*", (c) => {
      const query = c.req.query("lang");
      const language = resolveLanguage({
        query,
        cookie: getCookie(c, languageCookie),
        acceptLanguage: c.req.header("accept-language"),
      });
      if (isLanguage(query)) {
        setCookie(c, languageCookie, query, { path: "/", sameSite: "Lax", maxAge: oneYear });
      }
      c.header("Cache-Control", "no-cache");
      c.header("Vary", "Accept-Language, Cookie");
      return c.html(
        indexHtml.replace(
          '<html lang="en" dir="ltr">',
          `<html lang="${language}" dir="${directionOf(language)}">`,
        ),
      );
    });
}
