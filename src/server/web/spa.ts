import { readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import {
  type CurrencyPreference,
  currencyCookie,
  currencyPreferenceOf,
} from "../../shared/display-currencies";
import {
  isLanguage,
  type Language,
  languageCookie,
  languageCookieMaxAgeSeconds,
  resolveLanguage,
} from "../../shared/i18n";
import type { StoreInfoDto } from "../../shared/store-settings";
import { answerHeaders, type HeaderList } from "../http/answer-headers";
import type { AppEnv } from "../http/app-env";
import type { CatalogReader } from "../modules/catalog/catalog-reader";
import type { MarketPositions } from "../modules/market/market-position.service";
import type { ContentPages } from "../modules/pages/content-pages.service";
import { composePage, type RenderPage, withCurrency, withLanguage } from "./ssr";
import { storefrontReadsFor } from "./storefront-reads";

/** Sets Cache-Control on files served from disk (serveStatic's own hook runs too late to). */
function cacheFound(value: string) {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has("cache-control"))
      c.res.headers.set("Cache-Control", value);
  });
}

export interface ServerRendering {
  /** The server bundle's render function, or undefined when the build has none. */
  loadRenderer: () => Promise<RenderPage | undefined>;
  /** The catalogue the storefront pages read, in-process. */
  catalog: CatalogReader;
  /** The shop's Markdown pages (issue 13), read in-process. */
  contentPages: ContentPages;
  /** Each watch page's price in its reference's market (issue 31), read in-process. */
  marketPositions: MarketPositions;
  /** The settings every storefront page's layout shows (issue 10), read per render. */
  storeInfo: () => Promise<StoreInfoDto>;
  publicUrl: string;
  /** Cookies set while rendering (the visitor's id) are Secure in production. */
  secureCookies: boolean;
  /** Whether the database has all the work that may wait for it (issue 15). */
  isBusy: () => boolean;
}

/** A storefront page rendered on the server, or undefined to serve the browser-rendered shell. */
async function renderOnServer(
  c: Context<AppEnv>,
  ssr: ServerRendering,
  template: string,
  language: Language,
  currency: CurrencyPreference,
) {
  try {
    const render = await ssr.loadRenderer();
    if (!render) return undefined;
    const result = await render(new Request(c.req.url), {
      reads: storefrontReadsFor(c, ssr, { secureCookies: ssr.secureCookies }),
      storeInfo: ssr.storeInfo,
      language,
      currency,
      publicUrl: ssr.publicUrl,
    });
    if (result.kind === "browser") return undefined;
    if (result.kind === "redirect") return c.redirect(result.location, result.status as 301 | 302);
    // issue 15: a page the shop was too busy to fill asks crawlers and browsers to come back.
    if (result.status === 503) c.header("Retry-After", "1");
    return c.html(
      withCurrency(composePage(template, result, language), currency),
      result.status as 200 | 404 | 503,
    );
  } catch (error) {
    // A shopper never gets an error page because rendering failed: the browser renders instead.
    c.var.logger.error(
      { err: error, path: c.req.path },
      "server rendering failed; serving the browser shell",
    );
    return undefined;
  }
}

/**
 * Serves the built web app: hashed assets cached for good, the storefront rendered on the server
 * and index.html for every other client route, already carrying the shopper's language and
 * direction so nothing flashes.
 */
export function spaRoutes(webRoot: string, documentHeaders: HeaderList, ssr?: ServerRendering) {
  const indexHtml = readFileSync(join(webRoot, "index.html"), "utf8");
  return new Hono<AppEnv>()
    .use(
      "*",
      answerHeaders(() => documentHeaders),
    )
    .use(
      "/assets/*",
      cacheFound("public, max-age=31536000, immutable"),
      // The build wrote each script and style compressed beside it (scripts/bundle/precompress.ts).
      serveStatic({ root: webRoot, precompressed: true }),
    )
    .use(
      "*",
      cacheFound("public, max-age=3600"),
      serveStatic({
        root: webRoot,
        rewriteRequestPath: (path) => (path === "/" || path === "/index.html" ? "/__none__" : path),
      }),
    )
    .get("*", async (c) => {
      const query = c.req.query("lang");
      const language = resolveLanguage({
        query,
        cookie: getCookie(c, languageCookie),
        acceptLanguage: c.req.header("accept-language"),
      });
      if (isLanguage(query)) {
        setCookie(c, languageCookie, query, {
          path: "/",
          sameSite: "Lax",
          maxAge: languageCookieMaxAgeSeconds,
        });
      }
      // Issue 30: the shopper's currency, read as the language is: the remembered choice, then a guess.
      const currency = currencyPreferenceOf({
        cookie: getCookie(c, currencyCookie),
        acceptLanguage: c.req.header("accept-language"),
      });
      const shell = () => withCurrency(withLanguage(indexHtml, language), currency);
      c.header("Cache-Control", "no-cache");
      c.header("Vary", "Accept-Language, Cookie");
      // issue 15: a busy instance does not render; the shell (which shows "busy, try again" if
      // the shop is still busy when it asks) costs nothing, and crawlers are told to come back.
      if (ssr?.isBusy()) {
        c.header("Retry-After", "1");
        return c.html(shell(), 503);
      }
      const rendered = ssr ? await renderOnServer(c, ssr, indexHtml, language, currency) : undefined;
      return rendered ?? c.html(shell());
    });
}
