#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: builds, then runs the browser journeys against the
// production server with Debian's Chromium (found or installed by scripts/lib/chromium.mjs).
import { join } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { bin, run } from './lib/run.mjs';

process.chdir(join(import.meta.dirname, '..'));
let chrome;
try {
  chrome = findChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const built = await run('npm', ['run', '--silent', 'build']);
if (built !== 0) process.exit(built);
process.exit(
  await run(bin('playwright'), ['test', ...process.argv.slice(2)], {
    CHROME_PATH: chrome,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  }),
);
