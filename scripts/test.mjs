// `npm test`: typecheck, lint, unit + API tests, end-to-end tests, then one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

// Not test-results/: Playwright empties that folder when it starts.
const results = ".test-reports";
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [];
function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const outcome = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = outcome.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

run("typecheck", "npx", ["tsc", "--noEmit"]);
run("lint", "npx", ["biome", "check", "."]);
run(
  "unit and API tests",
  "npx",
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${results}/vitest.json`,
    "--reporter=./scripts/test/vitest-flaky-reporter.ts",
  ],
  { VITEST_FLAKY_REPORT: `${results}/vitest-flaky.json` },
);

/** The path a `scripts/` finder prints, or undefined when it could not find or install the tool. */
function ensure(script, ...args) {
  const found = spawnSync("bash", [script, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

const chromium = ensure("scripts/ensure-chromium");
// The HTML check (e2e/html-validity.spec.ts) runs the Nu HTML Checker, a Java program.
const java = ensure(
  "scripts/ensure-debian-package",
  "/usr/bin/java",
  "default-jre-headless",
  "the Nu HTML Checker",
);
if (chromium && java) {
  run("end-to-end tests", "npx", ["playwright", "test"], {
    CHROME_PATH: chromium,
    JAVA_PATH: java,
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
  });
} else {
  steps.push({ name: `end-to-end tests (no ${chromium ? "Java" : "Chromium"})`, ok: false, seconds: 0 });
}

let passed = 0;
let failed = 0;
let skipped = 0;
// Passed only on a retry: counted as passed, and named so it gets fixed.
let flaky = 0;
const flakyUnitTests = readJson(`${results}/vitest-flaky.json`) ?? [];
const vitest = readJson(`${results}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(`${results}/playwright.json`);
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
  flaky = playwright.stats.flaky;
}

console.log("\nSummary");
for (const step of steps) console.log(`  ${step.ok ? "✔" : "✘"} ${step.name} (${step.seconds} s)`);
const allOk = steps.every((step) => step.ok);
if (flaky > 0)
  console.log(`  ! ${flaky} end-to-end test(s) passed only on a retry (flaky): see the list above`);
if (flakyUnitTests.length > 0) {
  console.log(`  ! ${flakyUnitTests.length} unit or API test(s) passed only on a retry (flaky):`);
  for (const name of flakyUnitTests) console.log(`    ${name}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk && failed === 0 && passed > 0 ? 0 : 1);
