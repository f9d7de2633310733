// Names every test that failed and then passed on its CI retry, so a flaky test is seen and fixed, not hidden.
import type { Reporter, TestCase } from "vitest/node";

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    if (testCase.diagnostic()?.flaky) this.flaky.push(`${testCase.module.moduleId} > ${testCase.fullName}`);
  }

  onTestRunEnd() {
    if (this.flaky.length === 0) return;
    console.warn(`\n${this.flaky.length} flaky test(s) passed only on retry:\n${this.flaky.map((f) => `  - ${f}`).join("\n")}\n`);
  }
}
