import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** What is worth compressing: text the browser reads (scripts, styles, SVG, the manifest). */
const compressible = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Each built file also written as `.br` (quality 11) and `.gz` (level 9) beside it, which the
 * server sends as they are (`serveStatic`'s `precompressed`): a script is compressed once, at the
 * strongest setting, instead of at every request at one fast enough for a request (issue 27:
 * the storefront's JavaScript is about a sixth smaller in brotli than in gzip).
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "mizan-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir.startsWith("/")
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of filesUnder(outDir)) {
        if (!compressible.test(path)) continue;
        const bytes = readFileSync(path);
        if (bytes.byteLength < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
