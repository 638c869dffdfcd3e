import { resolve } from "node:path";
import type { ChunkingContext } from "rolldown";
import { entryScript, firstLoadParts } from "./storefront-parts.ts";

/**
 * How the browser build groups the storefront's own modules (issue 27). Left to itself the bundler
 * gives every set of importers a chunk of its own, and a watch page came in 49 scripts, most of them
 * a few hundred bytes (an icon, a badge): each costs the browser a request started on the main thread
 * (about 1 ms on a fast machine, 4 ms on Lighthouse's phone, 40 of them a long task of its own)
 * and a response's headers. Here what two or more parts of the first load share (the app and its
 * pages, each language's words) is one chunk; what one part alone needs is left to the bundler.
 * A chunk per part for the latter was tried: the bundler then left a library module the part
 * imports through a package's index in the part's own chunk, the two chunks imported each other,
 * and the app started before its routes were defined. Nothing the entry imports moves, so the
 * scripts before the page's load event are what they were.
 */

const root = resolve(import.meta.dirname, "../..");
const partIds = new Set(firstLoadParts.map((part) => resolve(root, part)));
const entryId = resolve(root, entryScript);

const ownSource = /\/src\/(web|shared)\//;

/** A `codeSplitting` group's name function for the storefront's modules; the vendor groups come first. */
export function storefrontChunks() {
  const rootsOf = new Map<string, string[]>();

  /** The parts of a first load and the entry that import `moduleId` statically, directly or not. */
  function rootsImporting(moduleId: string, ctx: ChunkingContext): string[] {
    const known = rootsOf.get(moduleId);
    if (known) return known;
    rootsOf.set(moduleId, []);
    const roots = new Set<string>();
    if (partIds.has(moduleId) || moduleId === entryId) roots.add(moduleId);
    for (const importer of ctx.getModuleInfo(moduleId)?.importers ?? [])
      for (const reached of rootsImporting(importer, ctx)) roots.add(reached);
    const found = [...roots];
    rootsOf.set(moduleId, found);
    return found;
  }

  return (moduleId: string, ctx: ChunkingContext): string | null => {
    const info = ctx.getModuleInfo(moduleId);
    // A dynamically imported module is a chunk's front door: it keeps its own chunk.
    if (!info || info.dynamicImporters.length > 0 || info.isEntry) return null;
    // A library's module reached through its package's index (every Radix part through radix-ui's)
    // would be counted as needed by whoever imports the index: only those our code imports itself
    // (an icon by its own path, tailwind-merge) are placed here.
    if (!ownSource.test(moduleId) && !info.importers.every((importer) => ownSource.test(importer)))
      return null;
    const roots = rootsImporting(moduleId, ctx);
    if (roots.includes(entryId)) return null;
    return roots.length >= 2 ? "shop" : null;
  };
}
