import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_PAGES } from './page-modules';

const root = resolve(import.meta.dirname, '../../..');
const source = readFileSync(join(import.meta.dirname, 'page-modules.ts'), 'utf8');

describe('SERVER_PAGES', () => {
  // The server preloads each page by its file, the Vite manifest key of the module `load` imports:
  // a file that drifts from the import (a page moved) silently loses the preload.
  it.each(Object.entries(SERVER_PAGES))('%s names the module it loads', (_page, { file }) => {
    expect(existsSync(join(root, file))).toBe(true);
    const spec = `./${relative(import.meta.dirname, join(root, file)).replace(/\.tsx?$/, '')}`;
    const asImported = spec.startsWith('./..') ? spec.slice(2) : spec;
    expect(source).toContain(`file: '${file}'`);
    expect(source).toContain(`import('${asImported}')`);
  });
});
