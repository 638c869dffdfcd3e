import { AsyncLocalStorage } from "node:async_hooks";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { isLanguage, type Language } from "../shared/i18n";
import { App } from "./app/app";
import { routes } from "./app/routes";
import { i18n } from "./i18n/i18n";
import { type ApiFetcher, setApiFetcher } from "./lib/api-fetch";
import { createQueryClient } from "./lib/query-client";
import { isStorefrontHandle, type RouteContext } from "./ssr/head-tags";
import { decodeEntities } from "./ssr/html-text";
import { queryStateElementId, serializeQueryState } from "./ssr/query-state";
import { renderHeadTags } from "./ssr/render-head";

/**
 * Each render's API fetcher. `apiFetch` reads one module-wide fetcher, so it is routed through
 * the request's async context: concurrent renders never share a fetcher (or a visitor's cookies).
 */
const requestFetcher = new AsyncLocalStorage<ApiFetcher>();
setApiFetcher((path, init) => {
  const fetcher = requestFetcher.getStore();
  if (!fetcher) throw new Error(`apiFetch(${path}) was called outside a server render`);
  return fetcher(path, init);
});

const handler = createStaticHandler(routes);

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

export interface RenderOptions {
  /** Answers the API in-process (the same app); it carries no session, only the visitor's id. */
  fetchApi: ApiFetcher;
  /** Resolved by the server from ?lang, the cookie and Accept-Language. */
  language: Language;
  publicUrl: string;
}

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; head: string; html: string; state: string };

/** Renders one storefront page: prefetches what its routes declare, then the same tree as the browser. */
export function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  return requestFetcher.run(options.fetchApi, async (): Promise<RenderResult> => {
    const context = await handler.query(request);
    if (context instanceof Response) {
      return {
        kind: "redirect",
        status: context.status,
        location: context.headers.get("location") ?? "/",
      };
    }
    const queryClient = createQueryClient();
    // A per-request instance: an Arabic render and an English one running at once never mix.
    const requestI18n = i18n.cloneInstance({ lng: options.language });
    const routeContext = (params: RouteContext["params"]): RouteContext => ({
      params,
      url: new URL(request.url),
      queryClient,
      origin: options.publicUrl,
    });
    const handled = context.matches.flatMap((match) =>
      isStorefrontHandle(match.route.handle) ? [{ handle: match.route.handle, params: match.params }] : [],
    );
    await Promise.all(handled.map(({ handle, params }) => handle.prefetch(routeContext(params))));

    // The deepest route describes the page.
    const page = handled.at(-1);
    const head = page?.handle.head(routeContext(page.params));
    const router = createStaticRouter(handler.dataRoutes, context);
    const rendered = renderToString(
      <StrictMode>
        <App queryClient={queryClient} i18n={requestI18n}>
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
    const state = `<script type="application/json" id="${queryStateElementId}">${serializeQueryState(queryClient)}</script>`;
    queryClient.clear();
    return {
      kind: "page",
      status: head?.status ?? context.statusCode,
      head: [hoisted, headTags].filter(Boolean).join("\n    "),
      html: rendered.slice(hoisted.length),
      state,
    };
  });
}
