import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: the measuring scripts are plain ES modules without types
import { buildIsStale } from './prod-server.mjs';

/**
 * `npm start` builds only when the build is not current (issue 38): dist/ missing, or older than a
 * source, the lockfile or a build config. A folder in the temp directory stands for the repository.
 */
let root: string;
const at = (path: string, seconds: number) => {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
  utimesSync(file, seconds, seconds);
};
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stale-'));
  at('src/server/main.ts', 1000);
  at('public/robots.txt', 1000);
  at('package-lock.json', 1000);
  at('vite.config.ts', 1000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));
const built = (seconds: number) => {
  at('dist/server/main.js', seconds);
  at('dist/client/index.html', seconds);
};

describe('buildIsStale', () => {
  it('is stale when dist is missing, or half of it', () => {
    expect(buildIsStale(root)).toBe(true);
    at('dist/server/main.js', 2000);
    expect(buildIsStale(root)).toBe(true);
  });

  it('is fresh when dist is newer than every source, the lockfile and the configs', () => {
    built(2000);
    expect(buildIsStale(root)).toBe(false);
  });

  it.each([
    ['a source file', 'src/web/features/cart/cart-line.tsx'],
    ['a public file', 'public/favicon.svg'],
    ['the lockfile', 'package-lock.json'],
    ['a build config', 'vite.server.config.ts'],
    ['the tsconfig', 'tsconfig.json'],
  ])('is stale when %s is newer than dist', (_what, path) => {
    built(2000);
    at(path, 3000);
    expect(buildIsStale(root)).toBe(true);
  });
});
