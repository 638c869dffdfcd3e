import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import type { Reporter, TestCase } from "vitest/node";

/**
 * Writes the names of the tests that passed only on a retry to $VITEST_FLAKY_REPORT, so
 * `npm test`'s summary names them: a retry keeps CI green through one bad moment, never hides it.
 */
export default class VitestFlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    if (testCase.result().state === "passed" && testCase.diagnostic()?.flaky) {
      const file = relative(process.cwd(), testCase.module.moduleId);
      this.flaky.push(`[${testCase.project.name}] ${file} › ${testCase.fullName}`);
    }
  }

  onTestRunEnd() {
    const outputFile = process.env.VITEST_FLAKY_REPORT;
    if (outputFile) writeFileSync(outputFile, JSON.stringify(this.flaky));
  }
}
