/**
 * zod probes for `new Function` when it first builds a schema; the CSP (script-src 'self') refuses
 * it and the browser reports a violation. Without the probe zod interprets schemas. zod keeps its
 * settings on `globalThis.__zod_globalConfig` (shared by every copy of zod) and adopts an object
 * already there, so setting it here, first thing in the browser entry, needs no zod: zod itself
 * loads only with the forms that validate.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
