import { defineConfig } from "vitest/config";

/** Server tests that need no database run once, with the unit tests. */
const serverUnitTests = [
  "src/server/config.test.ts",
  "src/server/db/data-dir-lock.test.ts",
  "src/server/http/edge.test.ts",
  "src/server/logger.test.ts",
  "src/server/modules/catalog/ttl-cache.test.ts",
  "src/server/modules/catalog/search/row-ids.test.ts",
  "src/server/modules/catalog/search/listing-index.test.ts",
  "src/server/modules/catalog/search/sorted-lists.test.ts",
  "src/server/db/batched-read.test.ts",
  "src/server/db/expand-only.test.ts",
  "src/server/http/json-text.test.ts",
  "src/server/db/foreign-keys.test.ts",
  "src/server/http/purchase-lane.test.ts",
  "src/server/providers/payments/stripe-payments.test.ts",
  "src/server/providers/payments/tap-payments.test.ts",
  "src/server/providers/ai/openai-ai.test.ts",
  "src/server/providers/whatsapp/cloud-whatsapp.test.ts",
  "src/server/providers/whatsapp/create-whatsapp.test.ts",
  "src/server/modules/catalog/listing-description.test.ts",
  "src/server/modules/catalog/sanitize-description.test.ts",
];

/**
 * What only a PostgreSQL server has: the listening connection of the change feed, several
 * instances on one database, and a catalogue of PostgreSQL's size (a bulk import).
 */
const serverOnlyTests = [
  "src/server/db/server-listener.test.ts",
  "src/server/instances.test.ts",
  "src/server/modules/alerts/alert-job-bulk-import.test.ts",
];

/**
 * Each file still gets its own app and database (test-app.ts), but a worker keeps the modules it
 * loaded for the next file instead of loading the server (better-auth, drizzle, sharp, PGlite)
 * again: loading was a fifth of the API suite's time (110 s of 376 s over 37 files) and half of
 * the unit tests' (42 s of 68 s). Nothing the tests assert lives in module state. Set per project:
 * an inline project does not take it from the root.
 */
const isolate = false;

/** Every project fails a test that writes to console.error unexpectedly (issue 28). */
const setupFiles = ["scripts/test/fail-on-console-error.ts"];

const apiTests = {
  include: ["src/server/**/*.test.ts"],
  isolate,
  setupFiles,
  exclude: serverUnitTests,
  globalSetup: ["src/server/test/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The API suite runs real servers, timers and two databases on CI's two shared cores: one retry
  // there keeps a single bad moment from failing the run, and `npm test` names the test that
  // needed it (scripts/test/vitest-flaky-reporter.ts) so it gets fixed.
  retry: process.env.CI ? 1 : 0,
};

/** Unit tests, the API suite on PGlite, and the same API suite on PostgreSQL when one is given. */
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores - 1), but the API files spend much of
    // their time waiting on PostgreSQL, argon2 and timers: two workers take the suite from 434 s
    // to 309 s on the CI machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          isolate,
          setupFiles,
          include: [
            "src/shared/**/*.test.ts",
            "src/web/**/*.test.ts",
            "scripts/**/*.test.ts",
            ...serverUnitTests,
          ],
        },
      },
      { test: { name: "api", ...apiTests, exclude: [...serverUnitTests, ...serverOnlyTests] } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: "api-postgres", ...apiTests, env: { MIZAN_TEST_DRIVER: "postgres" } } }]
        : []),
    ],
  },
});
