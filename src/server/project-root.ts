import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's folder, for the files the server reads beside its code (migrations, content
 * pages) and the image worker it starts. This module sits two folders under it both as source
 * (src/server) and compiled (dist/server, where `npm run build` bundles the server), so one path
 * serves both.
 */
export const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Whether this process runs the compiled server (`npm start`) rather than its TypeScript (tsx). */
export const isCompiled = import.meta.url.endsWith(".mjs");

/**
 * A script the server runs in a process of its own: compiled, its bundle beside the server's
 * (scripts/build-server.mjs); from source, its TypeScript through tsx.
 */
export function childScript(bundle: string, source: string): { path: string; execArgv: string[] } {
  return isCompiled
    ? { path: join(projectRoot, "dist/server", bundle), execArgv: [] }
    : { path: join(projectRoot, source), execArgv: ["--import", "tsx"] };
}
