#!/usr/bin/env node
// `node scripts/main-thread-ab.mjs <root A> <root B> [path]`: the main thread of a server-drawn page on a
// slow phone, two builds alternating run by run (decision 058). Chromium's real CPU throttling (RATE,
// default 4), a 412 px phone, RUNS loads per build (default 5): blocking time = the part over 50 ms
// of every main-thread task after the first contentful paint; busy = every main-thread task until 5 s
// after `load`. Each root is a folder holding a built dist/ (e.g. a git worktree of another commit).
import { chromium } from '@playwright/test';
import { findChromium } from './lib/chromium.mjs';
import { startProductionServer } from './lib/prod-server.mjs';

const roots = process.argv.slice(2, 4);
const path = process.argv[4] ?? '/';
const runs = Number(process.env.RUNS ?? 5);
const rate = Number(process.env.RATE ?? 4);
const servers = [];
for (const root of roots) servers.push(await startProductionServer({ root }));
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--disable-background-networking', '--disable-quic'],
});
const results = roots.map(() => []);
for (let i = 0; i < runs; i++) {
  for (let r = 0; r < roots.length; r++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(servers[r].url + path, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    await context.close();
    const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
    const tasks = traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur);
    const byThread = new Map();
    for (const t of tasks)
      byThread.set(`${t.pid}:${t.tid}`, (byThread.get(`${t.pid}:${t.tid}`) ?? 0) + t.dur);
    const main = fcp ? `${fcp.pid}:${fcp.tid}` : [...byThread].sort((a, b) => b[1] - a[1])[0][0];
    const mine = tasks.filter((t) => `${t.pid}:${t.tid}` === main);
    const fcpTs = fcp?.ts ?? mine[0].ts;
    let tbt = 0,
      busy = 0;
    for (const t of mine) {
      busy += t.dur / 1000;
      if (t.ts >= fcpTs) tbt += Math.max(0, t.dur / 1000 - 50);
    }
    results[r].push({ tbt: Math.round(tbt), busy: Math.round(busy) });
  }
}
await browser.close();
for (const s of servers) await s.stop();
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
roots.forEach((root, r) => {
  console.info(
    `${root} ${path} ×${rate}: TBT median ${median(results[r].map((x) => x.tbt))} ms (${results[r].map((x) => x.tbt).join(' ')}), busy median ${median(results[r].map((x) => x.busy))} ms`,
  );
});
