import { dirname, resolve } from "node:path";
import type { ChunkingContext } from "rolldown";
import { entryModule, firstLoadParts } from "./storefront-parts.ts";

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
/** The entry's script: index.html only names it. */
const entryScript = resolve(root, dirname(entryModule), "main.tsx");

const ownSource = /\/src\/(web|shared)\//;

/** A `codeSplitting` group's name function for the storefront's modules; the vendor groups come first. */
export function storefrontChunks() {
  const partsOf = new Map<string, string[]>();

  /** The storefront parts that import `moduleId` statically, directly or through other modules. */
  function partsImporting(moduleId: string, ctx: ChunkingContext): string[] {
    const known = partsOf.get(moduleId);
    if (known) return known;
    partsOf.set(moduleId, []);
    const info = ctx.getModuleInfo(moduleId);
    const parts = new Set<string>();
    if (partIds.has(moduleId)) parts.add(moduleId);
    for (const importer of info?.importers ?? [])
      for (const part of partsImporting(importer, ctx)) parts.add(part);
    const found = [...parts];
    partsOf.set(moduleId, found);
    return found;
  }

  const importedByEntry = new Map<string, boolean>();
  function isImportedByEntry(moduleId: string, ctx: ChunkingContext): boolean {
    const known = importedByEntry.get(moduleId);
    if (known !== undefined) return known;
    importedByEntry.set(moduleId, false);
    const info = ctx.getModuleInfo(moduleId);
    const found =
      moduleId === entryScript ||
      (info?.importers ?? []).some((importer) => isImportedByEntry(importer, ctx));
    importedByEntry.set(moduleId, found);
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
    if (isImportedByEntry(moduleId, ctx)) return null;
    return partsImporting(moduleId, ctx).length >= 2 ? "shop" : null;
  };
}
