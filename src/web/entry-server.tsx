import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import type { StorefrontReads } from "../shared/catalog-api";
import type { CurrencyPreference } from "../shared/display-currencies";
import { errorChain, isErrorCode, statusOf } from "../shared/errors";
import { isLanguage, type Language, languages } from "../shared/i18n";
import type { StoreInfoDto } from "../shared/store-settings";
import { App } from "./app/app";
import { isRenderedPage } from "./app/rendered-pages";
import { routes } from "./app/routes";
import { isStorefrontPage } from "./app/storefront-pages";
import { i18n } from "./i18n/i18n";
import { loadLanguage } from "./i18n/load-language";
import { ApiError } from "./lib/http-error";
import { createQueryClient } from "./lib/query-client";
import { storeInfoQueryOptions } from "./lib/site";
import type { RouteContext } from "./ssr/head-tags";
import { decodeEntities } from "./ssr/html-text";
import { pageChunkAttribute, queryStateElementId, serializeQueryState } from "./ssr/query-state";
import { renderHeadTags } from "./ssr/render-head";
import { storefrontHandle } from "./ssr/storefront-handles";

const handler = createStaticHandler(routes);
/** The server renders either language: both are read once, before the first page. */
const bothLanguages = Promise.all(languages.map((language) => loadLanguage(i18n, language)));

const leadingHoistables = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;
const titlePattern = /<title>([\s\S]*?)<\/title>/;
const descriptionPattern = /<meta name="description" content="([^"]*)"/;

function urlLanguage(request: Request): Language | undefined {
  const value = new URL(request.url).searchParams.get("lang");
  return isLanguage(value) ? value : undefined;
}

/** The text of React's escaped markup, to be escaped again as an attribute of an OpenGraph tag. */
function firstMatch(pattern: RegExp, html: string): string | undefined {
  const text = pattern.exec(html)?.[1];
  return text === undefined ? undefined : decodeEntities(text);
}

/**
 * The services' errors as the browser would have received them: a watch that is not found must
 * be the same `ApiError` 404 on both sides, or hydration would not match.
 */
function asApiError(error: unknown): unknown {
  for (const link of errorChain(error)) {
    if ("code" in link && isErrorCode(link.code))
      return new ApiError(link.code, statusOf[link.code], link.message);
  }
  return error;
}

/** A page whose data the shop was too busy to read says so to crawlers too: 503, not a page to index. */
function isBusy(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof ApiError && query.state.error.status === 503);
}

function withApiErrors(reads: StorefrontReads): StorefrontReads {
  // Async, so a read that throws before it returns its promise is an ApiError all the same: one
  // that escaped here was no ApiError, and the page's query retried it three times (issue 25).
  const wrap =
    <Args extends unknown[], T>(read: (...args: Args) => Promise<T>) =>
    async (...args: Args) => {
      try {
        return await read(...args);
      } catch (error) {
        throw asApiError(error);
      }
    };
  return {
    categories: wrap(reads.categories),
    featuredListings: wrap(reads.featuredListings),
    listingPage: wrap(reads.listingPage),
    listing: wrap(reads.listing),
    relatedListings: wrap(reads.relatedListings),
    marketPosition: wrap(reads.marketPosition),
    contentPage: wrap(reads.contentPage),
  };
}

/**
 * Whether the route table renders this path on the server: a rendered page's handle on its deepest
 * match. Lazy routes are never matched into, so a browser-only page loads nothing here.
 */
function isServerRendered(pathname: string): boolean {
  const deepest = matchRoutes(routes, pathname)?.at(-1);
  return isRenderedPage(deepest?.route.handle);
}

export interface RenderOptions {
  /** The catalogue's reads for this request, answered in-process by the server's services. */
  reads: StorefrontReads;
  /** The shop's settings the layout shows (the footer's contact and profiles), read in-process. */
  storeInfo: () => Promise<StoreInfoDto>;
  /** Resolved by the server from ?lang, the cookie and Accept-Language. */
  language: Language;
  /** The shopper's currency: the `currency` cookie and a guess from Accept-Language (issue 30). */
  currency: CurrencyPreference;
  publicUrl: string;
}

export type RenderResult =
  | { kind: "browser" }
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; head: string; html: string; state: string };

/**
 * Renders one storefront page: prefetches what its routes declare, then the same tree as the
 * browser. A path the route table renders in the browser answers `browser`.
 */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  if (!isServerRendered(new URL(request.url).pathname)) return { kind: "browser" };
  const reads = withApiErrors(options.reads);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: "redirect",
      status: context.status,
      location: context.headers.get("location") ?? "/",
    };
  }
  const queryClient = createQueryClient({ onServer: true });
  // A per-request instance: an Arabic render and an English one running at once never mix.
  await bothLanguages;
  const requestI18n = i18n.cloneInstance({ lng: options.language });
  const routeContext = (params: RouteContext["params"]): RouteContext => ({
    params,
    url: new URL(request.url),
    queryClient,
    origin: options.publicUrl,
    reads,
    language: options.language,
    t: requestI18n.t,
  });
  const handled = context.matches.flatMap(({ route, params }) =>
    isRenderedPage(route.handle)
      ? [{ rendered: route.handle, handle: storefrontHandle(route.handle), params }]
      : [],
  );
  await Promise.all([
    queryClient.prefetchQuery(
      storeInfoQueryOptions(() =>
        options.storeInfo().catch((error: unknown) => Promise.reject(asApiError(error))),
      ),
    ),
    ...handled.map(({ handle, params }) => handle.prefetch(routeContext(params))),
  ]);

  // The deepest route describes the page.
  const page = handled.at(-1);
  const head = page?.handle.head(routeContext(page.params));
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = renderToString(
    <StrictMode>
      <App queryClient={queryClient} i18n={requestI18n} currency={options.currency}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  // React 19 puts the page's <title> and <meta> (hoisted from the components) first; they belong
  // in <head>, where the client finds and adopts them when it hydrates.
  const hoisted = leadingHoistables.exec(rendered)?.[0] ?? "";
  const headTags = head
    ? renderHeadTags(head, {
        publicUrl: options.publicUrl,
        language: options.language,
        urlLanguage: urlLanguage(request),
        title: firstMatch(titlePattern, hoisted),
        description: firstMatch(descriptionPattern, hoisted),
      })
    : "";
  // The page's chunk is named beside its data, so the browser fetches it with the app (main.tsx).
  const chunk = page && isStorefrontPage(page.rendered.page) ? page.rendered.page : undefined;
  const pageChunk = chunk ? ` ${pageChunkAttribute}="${chunk}"` : "";
  const state = `<script type="application/json" id="${queryStateElementId}"${pageChunk}>${serializeQueryState(queryClient)}</script>`;
  const status = isBusy(queryClient) ? 503 : (head?.status ?? context.statusCode);
  queryClient.clear();
  return {
    kind: "page",
    status,
    head: [hoisted, headTags].filter(Boolean).join("\n    "),
    html: rendered.slice(hoisted.length),
    state,
  };
}
