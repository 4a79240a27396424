#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure — types, lint, import layers, unit and API
// tests (PGlite, then PostgreSQL when TEST_DATABASE_URL is set), the build, the bundle budget and
// the browser journeys. The runners print their own summaries; the last line sums the tests that
// ran as `N passed, N failed`, the line CI reads.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { bin, run } from './lib/run.mjs';

const root = join(import.meta.dirname, '..');
process.chdir(root);
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const totals = { passed: 0, failed: 0 };
const timings = [];

/** A runner's results from its JSON report, added to the totals; a missing report adds nothing. */
function count(file, read) {
  if (!existsSync(file)) return;
  const { passed, failed } = read(JSON.parse(readFileSync(file, 'utf8')));
  totals.passed += passed;
  totals.failed += failed;
}

/** "file › name" of every test that failed, and of every one that passed only on its retry. */
const failedTests = [];
const retriedTests = [];
const FAILED_FILE = join(tmp, 'failed-tests.txt');
rmSync(FAILED_FILE, { force: true });

/** The failed tests of a Vitest JSON report, and the files that failed without a test (an import, a hook). */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const path = relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (tests.length === 0 && file.status === 'failed')
      return [`${path} (${file.message || 'the file failed'})`];
    return tests.map((t) => `${path} › ${t.fullName}`);
  });
}

let vitestRuns = 0;
function vitest(args, env = {}) {
  const file = join(tmp, `vitest-${++vitestRuns}.json`);
  const retried = join(tmp, `vitest-${vitestRuns}-retried.txt`);
  rmSync(file, { force: true });
  rmSync(retried, { force: true });
  // In CI a failed test runs once more, as a journey does (decision 132); the ones that passed
  // only then are named at the end, to be fixed.
  const retry = process.env.CI ? ['--retry=1', '--reporter=./scripts/lib/vitest-retried.mjs'] : [];
  return {
    run: () =>
      run(
        bin('vitest'),
        ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...retry],
        { ...env, VITEST_RETRIED_FILE: retried },
      ),
    count: () => {
      count(file, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
      if (existsSync(file)) failedTests.push(...vitestFailures(JSON.parse(readFileSync(file, 'utf8'))));
      if (existsSync(retried))
        retriedTests.push(...readFileSync(retried, 'utf8').split('\n').filter(Boolean));
    },
  };
}

/**
 * "file › title" of every journey Playwright gave `status`: 'flaky' (it failed, then passed on its
 * retry) or 'unexpected' (it failed).
 */
function journeysWith(report, status) {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === status).map(() => `${spec.file} › ${spec.title}`),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}

function playwright() {
  const file = join(tmp, 'e2e-results.json'); // named in playwright.config.ts
  rmSync(file, { force: true });
  return {
    run: async () => {
      let chrome;
      try {
        chrome = findChromium();
      } catch (error) {
        console.error(error.message);
        return 1;
      }
      console.info(`browser: ${chrome}`);
      return run(bin('playwright'), ['test'], { CHROME_PATH: chrome, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
    },
    count: () => {
      count(file, ({ stats }) => ({ passed: stats.expected + stats.flaky, failed: stats.unexpected }));
      if (!existsSync(file)) return;
      const report = JSON.parse(readFileSync(file, 'utf8'));
      retriedTests.push(...journeysWith(report, 'flaky'));
      failedTests.push(...journeysWith(report, 'unexpected'));
    },
  };
}

/**
 * The server tests (and the server-drawn pages', src/ssr, decision 068) that open the test database:
 * those importing a src/testing helper other than the database-free ones, or naming TEST_DB. The
 * PostgreSQL run repeats only these; the rest (the embedded server's own start, PGlite's thread,
 * pure rules) would run the same twice.
 */
const DATABASE_FREE_HELPERS = new Set(['storage-contract', 'pictures', 's3-server']);
/**
 * The fuzzers send malformed input to every route (≈ 26,000 requests, about 2 minutes of a
 * worker): what they find is decided by the schemas and by PostgreSQL's own types and errors, which
 * the embedded database (PostgreSQL compiled to WebAssembly) shares. They run once, on PGlite.
 */
const ONCE_ON_PGLITE = new Set(['src/server/fuzz.test.ts', 'src/server/fuzz-mutations.test.ts']);
function databaseTests(dirs = ['src/server', 'src/ssr']) {
  return dirs
    .flatMap((dir) => readdirSync(dir, { recursive: true }).map((file) => join(dir, file)))
    .filter((file) => file.endsWith('.test.ts') && !ONCE_ON_PGLITE.has(file))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      // `@/testing/…` since the import alias; `../testing/…` in files not rewritten.
      const helpers = [...text.matchAll(/from '(?:(?:\.\.\/)+|@\/)testing\/([\w/-]+)'/g)].map((m) => m[1]);
      return /TEST_DB/.test(text) || helpers.some((helper) => !DATABASE_FREE_HELPERS.has(helper));
    })
    .map((file) => relative(root, join(root, file)));
}

const steps = [
  ['typecheck', { run: () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']) }],
  ['lint', { run: () => run(bin('biome'), ['check', '.']) }],
  ['import layers', { run: () => run(process.execPath, [join(root, 'scripts/layers.mjs')]) }],
  ['unit and API tests (PGlite)', vitest([])],
  ...(process.env.TEST_DATABASE_URL
    ? [['API tests (PostgreSQL)', vitest(databaseTests(), { TEST_DB: 'pg' })]]
    : []),
  ['build', { run: () => run('npm', ['run', '--silent', 'build']) }],
  ['bundle budget', { run: () => run(process.execPath, [join(root, 'scripts/budget.mjs')]) }],
  ['browser journeys', playwright()],
];

let exitCode = 0;
for (const [name, step] of steps) {
  console.info(`\n▶ ${name}`);
  const started = performance.now();
  const code = await step.run();
  timings.push(`${code === 0 ? '✓' : '✗'} ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const failedBefore = totals.failed;
  step.count?.();
  if (code !== 0) {
    // A failure no test accounts for (types, lint, build, budget, a runner that crashed) still
    // counts as one, so the closing line never reads as a success.
    if (totals.failed === failedBefore) totals.failed += 1;
    exitCode = code;
    console.error(`\nnpm test stopped: ${name} failed (exit ${code}).`);
    break;
  }
}

console.info(`\n${timings.join('\n')}`);
if (retriedTests.length > 0)
  console.warn(`\npassed only on retry (fix these):\n${retriedTests.map((t) => `  ${t}`).join('\n')}`);
// Also kept for .ci/run, which prints them after the cluster test: CI shows the end of the output.
if (failedTests.length > 0) {
  console.error(`\nfailed:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
  writeFileSync(FAILED_FILE, `${failedTests.join('\n')}\n`);
}
console.info(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);
