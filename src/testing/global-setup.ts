import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../server/db/client';

const root = join(import.meta.dirname, '../..');
const tmpDir = join(root, '.tmp');

/** Changes when a migration or the PGlite version changes, so a stale snapshot is never loaded. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const drizzle = join(root, 'drizzle');
  for (const file of readdirSync(drizzle, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file).update(readFileSync(join(drizzle, file)));
  }
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrates one in-memory PGlite once per run and saves its data directory; createTestDb() loads
 * that copy for each test file instead of migrating again. Not needed with TEST_DB=pg.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'pg') return;
  const file = join(tmpDir, `pglite-snapshot-${snapshotKey()}.tar`);
  mkdirSync(tmpDir, { recursive: true });
  if (!existsSync(file)) {
    const database: Database & { dump?: () => Promise<Blob> } = await openDatabase({
      kind: 'pglite',
      dataDir: null,
    });
    try {
      await database.migrate();
      const dump = await database.dump!();
      for (const old of readdirSync(tmpDir).filter((f) => f.startsWith('pglite-snapshot-'))) {
        rmSync(join(tmpDir, old), { force: true });
      }
      // Written aside and renamed, so a parallel run never reads half a file.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  project.provide('pgliteSnapshot', file);
}
