import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 38 ("promises the shop keeps", decision 097): a banner or page text of the seed never makes
 * a fixed calendar claim — "peça hoje, receba amanhã" was true on some days only, so it was removed;
 * a claim like it comes back only computed from the real next window, never as seeded text.
 */
const CLAIM =
  /receb[ae]\w* amanhã|entreg\w* amanhã|peça hoje|pe[cç]a até|hoje mesmo|order today|get it tomorrow|delivered tomorrow|delivery tomorrow|same[- ]day/i;

const server = join(import.meta.dirname, '..', '..');
/** Every seed source: each module's seed/ folder and the database's own seed. */
function seedFiles(): string[] {
  const modules = join(server, 'modules');
  const folders = [join(server, 'db', 'seed'), ...readdirSync(modules).map((m) => join(modules, m, 'seed'))];
  return folders.flatMap((folder) => {
    try {
      return readdirSync(folder)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => join(folder, f));
    } catch {
      return [];
    }
  });
}

describe('no fixed calendar claim in the seed', () => {
  it('the pattern knows the claim that was removed', () => {
    expect('Peça hoje e receba amanhã.').toMatch(CLAIM);
    expect('Order today, get it tomorrow.').toMatch(CLAIM);
    expect('Cortada à moda brasileira no nosso balcão na Geórgia.').not.toMatch(CLAIM);
  });

  it('no seeded banner, section or page text says "peça hoje" / "receba amanhã"', () => {
    const files = seedFiles();
    expect(files.some((f) => f.endsWith(join('catalogue', 'seed', 'content.ts')))).toBe(true);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => CLAIM.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
