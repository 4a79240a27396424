// A Vitest reporter for `npm test` (decision 132): when CI retries a failed test once, the tests
// that passed only on their retry are written to VITEST_RETRIED_FILE, one "file › name" a line, so
// the run names them as it names the journeys that did (scripts/test.mjs). Nothing is written
// when every test passed at its first try.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class RetriedReporter {
  onTestCaseResult(testCase) {
    const file = process.env.VITEST_RETRIED_FILE;
    if (!file || !testCase.diagnostic()?.flaky) return;
    const path = relative(process.cwd(), testCase.module.moduleId);
    appendFileSync(file, `${path} › ${testCase.fullName}\n`);
  }
}
