#!/usr/bin/env node
// The home page's initial JavaScript budget (DESIGN §7): the entry chunk of index.html, the app
// it imports once the page has loaded (src/web/main.tsx and the two chunks it imports in turn,
// React DOM and the app's start, decision 017), the home page's own route chunk (loaded with import() but needed to draw "/"), and every chunk they
// import statically, gzip-compressed, at most 150 KB. Other import() chunks are listed for
// information but not counted. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 150 * 1024;
const clientDir = join(import.meta.dirname, '..', 'dist', 'client');

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
} catch (error) {
  console.error(
    `budget: cannot read dist/client/.vite/manifest.json (run npm run build first): ${error.message}`,
  );
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) {
  console.error('budget: no entry for index.html in the Vite manifest');
  process.exit(1);
}

/** Manifest keys reachable from `key` through static imports, the entry first. */
function staticGraph(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticGraph(child, seen);
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const HOME_PAGE = 'src/web/app/routes/home-route.tsx';
const APP_ENTRY = 'src/web/main.tsx';
const graph = staticGraph(entryKey);
for (const key of [APP_ENTRY, ...(manifest[APP_ENTRY]?.dynamicImports ?? []), HOME_PAGE]) {
  if (manifest[key]) staticGraph(key, graph);
  else console.warn(`budget: ${key} is not in the manifest; not counted`);
}
const initial = [...graph].map((key) => manifest[key].file).filter((f) => f.endsWith('.js'));
const rows = initial.map((file) => ({ file, gzip: gzipSize(file) }));
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const lazy = (manifest[entryKey].dynamicImports ?? [])
  .map((key) => manifest[key]?.file)
  .filter((file) => file?.endsWith('.js') && !initial.includes(file));

const width = Math.max(...[...initial, ...lazy].map((f) => f.length), 10);
console.info(`${'initial JavaScript'.padEnd(width)}  gzip`);
for (const row of rows) console.info(`${row.file.padEnd(width)}  ${kb(row.gzip).padStart(9)}`);
for (const file of lazy)
  console.info(`${file.padEnd(width)}  ${kb(gzipSize(file)).padStart(9)}  (import(), not counted)`);

const verdict = total <= BUDGET ? 'within' : 'OVER';
console.info(`budget: home page initial JavaScript ${kb(total)} gzip, ${verdict} the ${kb(BUDGET)} budget`);
process.exit(total <= BUDGET ? 0 : 1);
