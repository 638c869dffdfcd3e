import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** One import of a file: where it points and whether it survives compilation. */
export interface ImportEdge {
  /** A repository-relative path for our own files, else the bare specifier (`react`, `node:fs`). */
  target: string;
  isLocal: boolean;
  /** `import type` / `export type`: erased by the compiler, so it can close no runtime circle. */
  isTypeOnly: boolean;
  /** `import("…")`: loaded on demand, so it can close no circle at load time either. */
  isDynamic: boolean;
}

/** Repository-relative file path → its imports. */
export type ImportGraph = Map<string, ImportEdge[]>;

const staticImport =
  /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[\w*\s{},$]*?\bfrom\s+)?["']([^"'\n]+)["']/g;
const dynamicImport = /\bimport\(\s*["']([^"'\n]+)["']\s*\)/g;
const sourceFile = /\.(ts|tsx)$/;
const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Reads the specifiers of one file's imports and re-exports (static and dynamic). */
export function parseImports(
  source: string,
): { specifier: string; isTypeOnly: boolean; isDynamic: boolean }[] {
  const found = [];
  for (const match of source.matchAll(staticImport)) {
    found.push({ specifier: match[2] as string, isTypeOnly: Boolean(match[1]), isDynamic: false });
  }
  for (const match of source.matchAll(dynamicImport)) {
    found.push({ specifier: match[1] as string, isTypeOnly: false, isDynamic: true });
  }
  return found;
}

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return sourceFile.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveLocal(root: string, from: string, specifier: string): string | undefined {
  const base = resolve(dirname(join(root, from)), specifier);
  for (const extension of extensions) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return undefined;
}

/** The import graph of every TypeScript file under `root/folder`. */
export function readImportGraph(root: string, folder = "src"): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const path of listSources(join(root, folder))) {
    const file = relative(root, path);
    const edges = parseImports(readFileSync(path, "utf8")).map(({ specifier, isTypeOnly, isDynamic }) => {
      const isLocal = specifier.startsWith(".");
      const target = isLocal ? (resolveLocal(root, file, specifier) ?? specifier) : specifier;
      return { target, isLocal, isTypeOnly, isDynamic };
    });
    graph.set(file, edges);
  }
  return graph;
}
