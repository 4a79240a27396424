import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../server/db/client';
import { admin, withDatabase } from './pg-admin';

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
 * With TEST_DB=pg: one database migrated once per run, the template each test file's database is
 * copied from (`create database … template`); dropped when the run ends.
 */
async function postgresTemplate(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const name = `test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(url, `create database "${name}"`);
  const drop = () => admin(url, `drop database if exists "${name}" with (force)`);
  try {
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      // A template is copied only while nobody is connected to it.
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('pgTemplate', name);
  return drop;
}

/**
 * Migrates one in-memory PGlite once per run and saves its data directory; createTestDb() loads
 * that copy for each test file instead of migrating again. With TEST_DB=pg, a template database.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'pg') return postgresTemplate(project);
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
