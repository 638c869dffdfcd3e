import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { type ImportEdge, type ImportGraph, parseImports, readImportGraph } from "./import-graph";
import { findCycles, findViolations } from "./rules";

const root = resolve(import.meta.dirname, "../..");

const local = (target: string, extra: Partial<ImportEdge> = {}): ImportEdge => ({
  target,
  isLocal: true,
  isTypeOnly: false,
  isDynamic: false,
  ...extra,
});

describe("the house's boundaries (STYLE.md, Boundaries)", () => {
  const graph = readImportGraph(root);

  it("reads the whole tree", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get("src/server/app.ts")?.some((edge) => edge.target === "src/server/api.ts")).toBe(true);
  });

  it("holds on every import of src/", () => {
    expect(findViolations(graph)).toEqual([]);
  });

  it("has no import circles", () => {
    expect(findCycles(graph)).toEqual([]);
  });
});

describe("the boundary checker", () => {
  it("reads static, type-only, re-exported and dynamic imports", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      'export { c } from "./c";',
      'import "./styles.css";',
      "const page = () => import('./page');",
    ].join("\n");
    expect(parseImports(source)).toEqual([
      { specifier: "./a", isTypeOnly: false, isDynamic: false },
      { specifier: "../b", isTypeOnly: true, isDynamic: false },
      { specifier: "./c", isTypeOnly: false, isDynamic: false },
      { specifier: "./styles.css", isTypeOnly: false, isDynamic: false },
      { specifier: "./page", isTypeOnly: false, isDynamic: true },
    ]);
  });

  it("refuses each kind of crossing", () => {
    const graph: ImportGraph = new Map([
      [
        "src/shared/money.ts",
        [local("src/server/config.ts"), { ...local("node:fs"), isLocal: false, target: "node:fs" }],
      ],
      ["src/web/lib/api-client.ts", [local("src/server/api.ts", { isTypeOnly: true })]],
      ["src/web/features/cart/api/get-cart.ts", [local("src/server/db/client.ts")]],
      ["src/server/modules/cart/cart.service.ts", [local("src/server/modules/catalog/catalog.schema.ts")]],
      ["src/server/modules/cart/cart.test.ts", [local("src/server/modules/catalog/catalog.schema.ts")]],
      [
        "src/server/modules/catalog/catalog.service.ts",
        [local("src/server/modules/catalog/catalog.schema.ts")],
      ],
      [
        "src/web/features/auth/pages/account-page.tsx",
        [local("src/web/features/favorites/api/get-favorites.ts", { isDynamic: true })],
      ],
      ["src/web/components/ui/badge.tsx", [local("src/web/app/routes.tsx")]],
      ["src/server/providers/mail/smtp-mail.ts", [local("src/server/providers/mail/create-mail.ts")]],
    ]);
    expect(findViolations(graph).map((violation) => violation.file)).toEqual([
      "src/shared/money.ts",
      "src/shared/money.ts",
      "src/web/features/cart/api/get-cart.ts",
      "src/server/modules/cart/cart.service.ts",
      "src/web/features/auth/pages/account-page.tsx",
      "src/web/components/ui/badge.tsx",
      "src/server/providers/mail/smtp-mail.ts",
    ]);
  });

  it("finds circles of static imports, type-only ones included, and ignores dynamic ones", () => {
    const graph: ImportGraph = new Map([
      ["a.ts", [local("b.ts")]],
      ["b.ts", [local("c.ts")]],
      ["c.ts", [local("a.ts")]],
      ["d.ts", [local("e.ts")]],
      ["e.ts", [local("d.ts", { isTypeOnly: true })]],
      ["f.ts", [local("g.ts")]],
      ["g.ts", [local("f.ts", { isDynamic: true })]],
    ]);
    expect(findCycles(graph)).toEqual([
      ["a.ts", "b.ts", "c.ts"],
      ["d.ts", "e.ts"],
    ]);
  });
});
