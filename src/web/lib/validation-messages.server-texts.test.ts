import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishFor } from './validation-messages';

/**
 * Texts written straight into a server refusal (`new AppError(code, '…')`, `errorBody(code, '…')`)
 * instead of a shared constant: each must still be one the web app can put into English, so a new
 * or reworded one fails here rather than showing Portuguese in the English interface.
 */
const SERVER = join(import.meta.dirname, '..', '..', 'server');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const CALL = /(?:new AppError|errorBody)\(\s*'[a-z_]+'\s*,\s*(?:'((?:\\.|[^'\\])*)'|`((?:\\.|[^`\\])*)`)/g;

/** A template literal as the server sends it: each `${…}` is a value, here a sample number. */
const asSent = (text: string) => text.replace(/\$\{[^}]*\}/g, '7').replace(/\\(.)/g, '$1');

const INLINE = sources(SERVER).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(CALL)].map(
    (m) => [relative(SERVER, file), asSent(m[1] ?? m[2] ?? '')] as const,
  ),
);

describe('texts written inline in server refusals', () => {
  it('finds the inline texts the server has today', () => {
    expect(INLINE.map(([, text]) => text)).toContain('A quantidade máxima por item é 7.');
    expect(INLINE.length).toBeGreaterThanOrEqual(8);
  });

  it.each(INLINE)('%s: "%s" has an English text', (_file, text) => {
    expect(englishFor(text)).toBeDefined();
  });
});
