#!/usr/bin/env node
// `node scripts/lighthouse.mjs [--root <dir>] [--json <dir>]`: Lighthouse (mobile, its default
// throttling) on the home page, /produtos and a product page of the production server, offline with
// Debian's Chromium. Budgets (DESIGN §7): performance ≥ 95, accessibility 100, SEO 100. `--json`
// saves each full report (e.g. to .tmp/lighthouse) to read bootup-time, long-tasks and the like.
// Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median performance
// score is reported, as Lighthouse's own guide on variability advises; a run Lighthouse itself
// could not complete (runtimeError, e.g. NO_NAVSTART) is shown, not counted, and retried. LIGHTHOUSE_CPU=8
// replaces Lighthouse's 4x CPU slowdown (network throttling unchanged): a way to see the pages as a
// machine twice as slow as this one would measure them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './lib/chromium.mjs';
import { ensureBuild, printTable, rootFromArgs, startProductionServer } from './lib/prod-server.mjs';

const PAGES = ['/', '/produtos', '/produto/picanha'];
const BUDGET = { performance: 95, accessibility: 100, seo: 100, 'best-practices': 0 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CPU = Number(process.env.LIGHTHOUSE_CPU) || null;

const root = rootFromArgs();
const jsonAt = process.argv.indexOf('--json');
const jsonDir = jsonAt > 0 && process.argv[jsonAt + 1] ? resolve(process.argv[jsonAt + 1]) : null;
if (jsonDir) mkdirSync(jsonDir, { recursive: true });
await ensureBuild(root);
const server = await startProductionServer({ root });
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows = [];
let failed = false;
try {
  for (const path of PAGES) {
    const runs = [];
    const perf = [];
    // A run Lighthouse could not complete is retried, up to RUNS extra attempts per page.
    for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
      const { lhr: run } = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(BUDGET),
        ...(CPU ? { throttling: { cpuSlowdownMultiplier: CPU } } : {}),
      });
      perf.push(
        run.runtimeError ? run.runtimeError.code : Math.round(run.categories.performance.score * 100),
      );
      if (!run.runtimeError) runs.push(run);
    }
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = runs[Math.floor((runs.length - 1) / 2)];
    if (!lhr) {
      failed = true;
      rows.push({ page: path, performance: `no run completed (${perf.join(', ')})` });
      continue;
    }
    if (jsonDir) {
      const name = path === '/' ? 'home' : path.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-');
      writeFileSync(join(jsonDir, `${name}.json`), JSON.stringify(lhr));
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const row = { page: path };
    for (const id of Object.keys(BUDGET)) {
      row[id] = score(id);
      if (score(id) < BUDGET[id]) failed = true;
    }
    row.LCP = lhr.audits['largest-contentful-paint']?.displayValue;
    row.TBT = lhr.audits['total-blocking-time']?.displayValue;
    row.CLS = lhr.audits['cumulative-layout-shift']?.displayValue;
    row['performance of each run'] = perf.join(' ');
    rows.push(row);
    const misses = Object.values(lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        ['accessibility', 'seo'].some((c) =>
          lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
        ),
    );
    for (const a of misses) console.info(`  ${path}: ${a.id} — ${a.title}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
printTable(rows);
console.info(
  `budgets: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, SEO ${BUDGET.seo}`,
);
process.exit(failed ? 1 : 0);
