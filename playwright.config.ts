import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/** The server's data directory: the specs read the demo credentials the seed leaves there. */
export const e2eDataDir = join(tmpdir(), `mizan-e2e-${port}`);
export const baseURL = `http://localhost:${port}`;

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** End-to-end specs drive Debian's Chromium against the app started as the README starts it. */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI runs two workers beside the server on two cores: the longest journeys (sign up, confirm,
  // favourites, sign out, sign back in in Arabic) take 25-35 s there against 13-20 s alone.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_500 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: ["**/*.mobile.spec.ts", "**/*.settings.spec.ts"],
    },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: "**/*.mobile.spec.ts" },
    // Specs that change a setting every page reads (the exchange rate) run once the others are done,
    // one at a time: each saves the whole settings form, so two at once undo each other's change
    // (the exchange-rate spec failed whenever the audit-words spec saved the old rate beside it).
    // So do the specs that list watches of their own for a while (currencies, saved searches): the
    // storefront specs count the demo shop's collection.
    {
      name: "settings",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: "**/*.settings.spec.ts",
      dependencies: ["desktop", "mobile"],
      workers: 1,
    },
  ],
  webServer: {
    command: `rm -rf ${e2eDataDir} && npm start`,
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // The specs stand for shoppers at addresses of their own (e2e/support.ts), forwarded as a proxy
    // in front of the shop would forward them.
    env: { PORT: String(port), DATA_DIR: e2eDataDir, LOG_LEVEL: "warn", TRUST_PROXY: "127.0.0.1,::1" },
  },
});
