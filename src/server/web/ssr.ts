import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { CurrencyPreference } from "../../shared/display-currencies";
import { firstTapScript } from "../../shared/first-tap";
import type { Language } from "../../shared/i18n";
import { directionOf } from "../../shared/i18n";
import type { RenderOptions, RenderResult } from "../../web/entry-server";

/** The server renderer built by `vite build --ssr entry-server.tsx` (dist/ssr/entry-server.mjs). */
export type RenderPage = (request: Request, options: RenderOptions) => Promise<RenderResult>;
export type RenderedPage = Extract<RenderResult, { kind: "page" }>;

/**
 * Imports the server bundle on first use and keeps it. Without a bundle (a build without
 * `--ssr`) it answers undefined and the storefront falls back to rendering in the browser.
 */
export function lazyRenderer(entryPath: string): () => Promise<RenderPage | undefined> {
  let loading: Promise<RenderPage | undefined> | undefined;
  return () => {
    loading ??= existsSync(entryPath)
      ? import(pathToFileURL(entryPath).href).then((module: { render: RenderPage }) => module.render)
      : Promise.resolve(undefined);
    return loading;
  };
}

/** index.html with the shopper's language and direction, for pages that render in the browser. */
export function withLanguage(template: string, language: Language): string {
  return template.replace(
    '<html lang="en" dir="ltr">',
    `<html lang="${language}" dir="${directionOf(language)}">`,
  );
}

/**
 * The page with the shopper's currency preference on <body> (issue 30): the choice the `currency`
 * cookie remembers and the guess from Accept-Language, read by the browser's first render
 * (web/lib/display-currency.tsx) so it shows the prices the server rendered. Both are codes from
 * the shop's own list, never the request's text.
 */
export function withCurrency(html: string, preference: CurrencyPreference): string {
  return html.replace(
    "<body>",
    `<body data-currency="${preference.chosen ?? ""}" data-currency-guess="${preference.guess ?? ""}">`,
  );
}

/**
 * index.html around a server-rendered page: its head tags replace the generic title and
 * description, its markup fills #root and the query cache follows as a JSON script. The head also
 * carries the first-tap keeper, so a press before the app is live is not lost (decision 014).
 */
export function composePage(template: string, page: RenderedPage, language: Language): string {
  let html = withLanguage(template, language);
  if (page.head.includes("<title>")) html = html.replace(/<title>[\s\S]*?<\/title>\s*/, "");
  if (page.head.includes('name="description"')) {
    html = html.replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, "");
  }
  return html
    .replace("</head>", () => `  <script>${firstTapScript}</script>\n  ${page.head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.state}`);
}
