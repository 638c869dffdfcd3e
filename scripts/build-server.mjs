// `npm run build`'s last step: the server and the scripts it runs beside itself bundled into dist/server as plain
// JavaScript, so `npm start` runs no TypeScript loader (issue 29). Packages stay in node_modules
// (native ones such as sharp, PGlite's WebAssembly, and anything that reads files beside itself).
import { build } from "esbuild";

await build({
  entryPoints: {
    main: "src/server/main.ts",
    "image-worker": "src/server/modules/media/image-worker.ts",
    "dump-rows": "src/server/backup/dump-rows.ts",
    // Issue 31: certificate-pdf.ts starts it beside itself (new URL("./certificate-pdf-worker.mjs")).
    "certificate-pdf-worker": "src/server/modules/certificates/certificate-pdf-worker.mjs",
  },
  outdir: "dist/server",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
