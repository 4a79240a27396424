import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds a path relative to the package root, starting from this module. The same code runs from
 * src/ (tsx, tests) and from the bundled dist/server/, whose depths differ.
 */
export function findUp(relative: string, from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find ${relative} above ${from}`);
    dir = parent;
  }
}
