import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "vite";
import { type Language, languages } from "../../src/shared/i18n";
import {
  appModule,
  dictionaryModule,
  entryModule,
  type StorefrontRoute,
  storefrontRoutes,
} from "./storefront-parts";

/**
 * What a shopper's browser loads for each storefront page (issue 27), read from a real build of
 * the web app: the entry, the app, the page's own chunk and its language's words, each with every
 * chunk it imports. Sizes are gzip's, as the server sends them; the bytes are deterministic, so a
 * test can hold them to a budget (bundle-budget.test.ts) and `npm run bench:bundle` prints them.
 */

export interface BuiltChunk {
  fileName: string;
  gzipBytes: number;
  imports: string[];
  /** The source modules in it (paths from the repository's root) and their bytes before gzip. */
  modules: Record<string, number>;
  facade: string | undefined;
}

const root = resolve(import.meta.dirname, "../..");
const fromRoot = (id: string) =>
  id.startsWith(root) ? id.slice(root.length + 1) : id.replace(/^.*node_modules\//, "node_modules/");

/** Builds the browser app in memory (nothing is written) and answers its chunks. */
export async function buildWebChunks(): Promise<Map<string, BuiltChunk>> {
  const chunks = new Map<string, BuiltChunk>();
  const capture: Plugin = {
    name: "mizan-capture-chunks",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.set(output.fileName, {
          fileName: output.fileName,
          gzipBytes: gzipSync(output.code).length,
          imports: output.imports,
          modules: Object.fromEntries(
            Object.entries(output.modules).map(([id, module]) => [fromRoot(id), module.renderedLength]),
          ),
          facade: output.facadeModuleId ? fromRoot(output.facadeModuleId) : undefined,
        });
      }
    },
  };
  // Vite takes React's build from NODE_ENV, which a test runner sets to "test": measured is what
  // `npm run build` ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: resolve(root, "vite.config.ts"),
      mode: "production",
      logLevel: "silent",
      plugins: [capture],
      build: { write: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return chunks;
}

export interface PageGraph {
  route: StorefrontRoute;
  language: Language;
  /** Loaded before the page's load event: the entry and what it imports. */
  beforeLoad: Set<string>;
  /** Everything the page loads before it answers a tap: the above, the app, the page and its words. */
  all: Set<string>;
}

function chunkOf(chunks: Map<string, BuiltChunk>, module: string): BuiltChunk {
  for (const chunk of chunks.values()) if (chunk.facade === module) return chunk;
  throw new Error(`no chunk of its own for ${module}: was it imported dynamically?`);
}

function withImports(chunks: Map<string, BuiltChunk>, starts: BuiltChunk[]): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const start of starts) visit(start.fileName);
  return seen;
}

/** Every storefront page in each language, as a browser loads it. */
export function pageGraphs(chunks: Map<string, BuiltChunk>): PageGraph[] {
  const entry = chunkOf(chunks, entryModule);
  const app = chunkOf(chunks, appModule);
  return (Object.keys(storefrontRoutes) as StorefrontRoute[]).flatMap((route) =>
    languages.map((language) => {
      const starts = [
        entry,
        app,
        chunkOf(chunks, dictionaryModule(language)),
        chunkOf(chunks, storefrontRoutes[route]),
      ];
      return { route, language, beforeLoad: withImports(chunks, [entry]), all: withImports(chunks, starts) };
    }),
  );
}

/**
 * Chunks that import each other, directly or through others. The bundler allows it, but which of
 * them runs first then depends on which the browser asked for first: the app once started before
 * its routes were defined (storefront-chunks.ts).
 */
export function importCycles(chunks: Map<string, BuiltChunk>): string[][] {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (fileName: string) => {
    state.set(fileName, "open");
    path.push(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) {
      if (state.get(imported) === "open") cycles.push([...path.slice(path.indexOf(imported)), imported]);
      else if (!state.has(imported)) visit(imported);
    }
    path.pop();
    state.set(fileName, "done");
  };
  for (const fileName of chunks.keys()) if (!state.has(fileName)) visit(fileName);
  return cycles;
}

export const gzipBytesOf = (chunks: Map<string, BuiltChunk>, files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + (chunks.get(file)?.gzipBytes ?? 0), 0);

/** The source modules of a set of chunks and their bytes before gzip. */
export function modulesOf(chunks: Map<string, BuiltChunk>, files: Iterable<string>): Map<string, number> {
  const modules = new Map<string, number>();
  for (const file of files)
    for (const [id, bytes] of Object.entries(chunks.get(file)?.modules ?? {})) modules.set(id, bytes);
  return modules;
}
