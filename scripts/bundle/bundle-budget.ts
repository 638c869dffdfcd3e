import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { type BuiltChunk, gzipBytesOf, modulesOf, type PageGraph } from "./storefront-graph";
import type { StorefrontRoute } from "./storefront-parts";

/**
 * The storefront's JavaScript budget (issue 27), committed beside this file: each page's gzip
 * bytes at most, and the modules its graph held when the budget was set, so a page over budget is
 * answered with the modules that grew. `npm run bench:bundle -- --write-budget` sets it anew.
 */
export interface Budget {
  /** Gzip bytes a page may load before it answers a tap, in either language. */
  pages: Record<StorefrontRoute, number>;
  /** Each page's scripts at most: every one is a request started on the main thread. */
  scripts: Record<StorefrontRoute, number>;
  /** Every module of the storefront's graphs and its bytes before gzip when the budget was set. */
  modules: Record<string, number>;
}

export const budgetPath = resolve(import.meta.dirname, "bundle-budget.json");

export function readBudget(path = budgetPath): Budget {
  return JSON.parse(readFileSync(path, "utf8")) as Budget;
}

/** Room above today's bytes, so an unrelated small change does not fail: a kilobyte a page. */
const headroomBytes = 1024;
/** And two scripts a page. */
const headroomScripts = 2;

export function writeBudget(chunks: Map<string, BuiltChunk>, graphs: PageGraph[], path = budgetPath) {
  const pages = {} as Record<StorefrontRoute, number>;
  const scripts = {} as Record<StorefrontRoute, number>;
  for (const graph of graphs) {
    pages[graph.route] = Math.max(pages[graph.route] ?? 0, gzipBytesOf(chunks, graph.all) + headroomBytes);
    scripts[graph.route] = Math.max(scripts[graph.route] ?? 0, graph.all.size + headroomScripts);
  }
  const modules = Object.fromEntries(
    [
      ...modulesOf(
        chunks,
        graphs.flatMap((graph) => [...graph.all]),
      ),
    ].sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(path, `${JSON.stringify({ pages, scripts, modules } satisfies Budget, null, 2)}\n`);
}

export interface Growth {
  module: string;
  before: number | undefined;
  now: number;
}

/** The modules of a graph that are new or larger than the budget recorded, the largest growth first. */
export function growthOf(now: Map<string, number>, recorded: Record<string, number>): Growth[] {
  return [...now]
    .map(([module, bytes]) => ({ module, before: recorded[module], now: bytes }))
    .filter(({ before, now }) => before === undefined || now > before)
    .sort((a, b) => b.now - (b.before ?? 0) - (a.now - (a.before ?? 0)));
}

export function describeGrowth(growth: Growth[], count = 5): string {
  return growth
    .slice(0, count)
    .map(({ module, before, now }) =>
      before === undefined ? `${module} (new, ${now} bytes)` : `${module} (${before} -> ${now} bytes)`,
    )
    .join(", ");
}

/**
 * What a shopper's first load must never hold (issue 27): the back office, charts, the tools, the
 * photograph viewer (it loads when a photograph is opened), or the other language's words.
 */
export function forbiddenModules(graph: PageGraph, modules: Map<string, number>): string[] {
  const other = graph.language === "en" ? "ar" : "en";
  const forbidden = [
    /^src\/web\/features\/(admin|analysis|portfolio|inventory|calculator|tools)\//,
    /^src\/web\/components\/charts\//,
    /^node_modules\/recharts\//,
    /gallery-viewer/,
    new RegExp(`^src/shared/locales/${other}/`),
  ];
  // Specifications are typed in English: their English words are the key to their Arabic ones.
  const allowed = new Set(["src/shared/locales/en/spec-values.json"]);
  return [...modules.keys()].filter(
    (module) => !allowed.has(module) && forbidden.some((pattern) => pattern.test(module)),
  );
}
