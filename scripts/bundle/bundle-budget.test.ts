import { beforeAll, describe, expect, it } from "vitest";
import { describeGrowth, forbiddenModules, growthOf, readBudget } from "./bundle-budget";
import {
  type BuiltChunk,
  buildWebChunks,
  gzipBytesOf,
  importCycles,
  modulesOf,
  type PageGraph,
  pageGraphs,
} from "./storefront-graph";

/** Issue 27: the storefront's JavaScript, from a real build, against the committed budget. */
describe("the storefront's JavaScript budget", () => {
  let chunks: Map<string, BuiltChunk>;
  let graphs: PageGraph[];
  beforeAll(async () => {
    chunks = await buildWebChunks();
    graphs = pageGraphs(chunks);
  }, 120_000);

  it("holds every page in both languages to its budget, naming the modules that grew", () => {
    const budget = readBudget();
    const over = graphs.flatMap((graph) => {
      const bytes = gzipBytesOf(chunks, graph.all);
      const allowed = budget.pages[graph.route];
      if (bytes <= allowed) return [];
      const grown = describeGrowth(growthOf(modulesOf(chunks, graph.all), budget.modules));
      return [`${graph.route} (${graph.language}): ${bytes} bytes gzip over ${allowed}; grown: ${grown}`];
    });
    expect(over).toEqual([]);
  });

  it("loads no back office, chart, tool, photograph viewer or other language in a shopper's first load", () => {
    const found = graphs.flatMap((graph) =>
      forbiddenModules(graph, modulesOf(chunks, graph.all)).map(
        (module) => `${graph.route} (${graph.language}): ${module}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it("loads every page in no more scripts than its budget", () => {
    const budget = readBudget();
    const over = graphs
      .filter((graph) => graph.all.size > budget.scripts[graph.route])
      .map((graph) => `${graph.route} (${graph.language}): ${graph.all.size} scripts`);
    expect(over).toEqual([]);
  });

  it("builds no chunks that import each other", () => {
    expect(importCycles(chunks).map((cycle) => cycle.join(" -> "))).toEqual([]);
  });

  it("loads before the page's load event only the entry, a few kilobytes", () => {
    for (const graph of graphs) expect(gzipBytesOf(chunks, graph.beforeLoad)).toBeLessThan(4 * 1024);
  });
});

describe("the budget's report", () => {
  it("names new and grown modules, the largest growth first, and leaves the rest out", () => {
    const now = new Map([
      ["src/a.ts", 100],
      ["src/b.ts", 5_000],
      ["node_modules/big/index.js", 40_000],
      ["src/same.ts", 70],
    ]);
    const growth = growthOf(now, { "src/a.ts": 120, "src/b.ts": 1_000, "src/same.ts": 70 });
    expect(describeGrowth(growth)).toBe(
      "node_modules/big/index.js (new, 40000 bytes), src/b.ts (1000 -> 5000 bytes)",
    );
  });
});
