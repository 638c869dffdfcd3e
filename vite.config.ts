import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiServer = "http://localhost:3000";

/**
 * Long-lived vendor chunks shared by every page. Only libraries the storefront needs are grouped:
 * anything else (charts, admin and tools code) stays in the lazy route chunks that import it.
 */
const vendorGroups = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: "i18n", test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/ },
];

export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // The server reads the manifest to preload each server-rendered page's chunks.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
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
});
