// A vitest reporter for `npm test`: writes down, as JSON, every test that passed only after a retry
// (`[{ file, name, retries }]`), so that the summary names it as flaky instead of counting it as
// passed. The file is named by `--reporter=./scripts/vitest-flaky.mjs` with HABITFORGE_FLAKY_REPORT.
import { writeFileSync } from "node:fs";
import { relative } from "node:path";

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (testCase.result().state === "passed" && diagnostic?.flaky)
      this.flaky.push({
        file: relative(process.cwd(), testCase.module.moduleId),
        name: testCase.fullName,
        retries: diagnostic.retryCount,
      });
  }

  onTestRunEnd() {
    const file = process.env.HABITFORGE_FLAKY_REPORT;
    if (file) writeFileSync(file, JSON.stringify(this.flaky, null, 2));
  }
}
