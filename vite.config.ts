import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/bundle/precompress.ts";
import { storefrontChunks } from "./scripts/bundle/storefront-chunks.ts";

const apiServer = "http://localhost:3000";

/**
 * Long-lived vendor chunks shared by every page. Only libraries the storefront needs are grouped:
 * anything else (charts, admin and tools code) stays in the lazy route chunks that import it.
 */
const vendorGroups = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
];

/**
 * Two builds: the browser app (`vite build`, into dist/web) and the server renderer
 * (`vite build --ssr entry-server.tsx`, into dist/ssr), which the server imports to render the
 * storefront with the same components.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  plugins: isSsrBuild ? [react(), tailwindcss()] : [react(), tailwindcss(), precompress()],
  // The server bundle carries its dependencies and is ESM by name (.mjs), so it runs wherever it is
  // written (a test's temporary directory too), whatever package.json is nearest.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // The bundled React picks its build from NODE_ENV at run time; the server renderer is a
  // production build whatever the server's NODE_ENV, so it never runs React's slow checks.
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
  build: isSsrBuild
    ? {
        outDir: "../../dist/ssr",
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          output: { entryFileNames: "[name].mjs", chunkFileNames: "assets/[name]-[hash].mjs" },
        },
      }
    : {
        outDir: "../../dist/web",
        emptyOutDir: true,
        // The storefront's HTML already shows the page; preloading every chunk from <head> made the
        // scripts compete with the stylesheet and the first photograph (Lighthouse mobile: LCP
        // 3.6 s -> 1.7 s on home). The entry imports almost nothing itself: the app, the page's
        // chunk and its words are imported after the page has loaded (main.tsx), and each such
        // import preloads every module it needs at once, so they arrive in one wave (issue 27).
        modulePreload: { polyfill: false },
        // The server reads the manifest to preload each server-rendered page's chunks.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Each group holds the modules it names and no more: by default a group also takes
              // everything they import, and the storefront's took every Radix part of the app
              // through radix-ui's index (the vendor groups therefore name their libraries' own
              // dependencies, as i18n's does).
              includeDependenciesRecursively: false,
              groups: [
                ...vendorGroups.map((group) => ({ ...group, priority: 2 })),
                { name: storefrontChunks(), debugName: "storefront", priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      "/api": apiServer,
      "/media": apiServer,
      "/healthz": apiServer,
    },
  },
}));
