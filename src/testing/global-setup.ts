import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed/index';
import { admin, withDatabase } from './pg-admin';
import { TEST_BUFFERS } from './test-db';

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
 * copied from (`create database … template`), and a copy of it with the demo shop seeded, for
 * createTestApp(); both dropped when the run ends.
 */
async function postgresTemplate(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const name = `test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const seeded = `${name}_seeded`;
  const drop = async () => {
    await admin(url, `drop database if exists "${seeded}" with (force)`);
    await admin(url, `drop database if exists "${name}" with (force)`);
  };
  try {
    await admin(url, `create database "${name}"`);
    // A template is copied only while nobody is connected to it: each one is closed before use.
    await withPostgres(withDatabase(url, name), (database) => database.migrate());
    await admin(url, `create database "${seeded}" template "${name}"`);
    await withPostgres(withDatabase(url, seeded), (database) => seedDatabase(database.db));
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('pgTemplate', name);
  project.provide('pgSeededTemplate', seeded);
  return drop;
}

async function withPostgres(url: string, work: (database: Database) => Promise<void>) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

/**
 * Migrates one in-memory PGlite once per run and saves its data directory; createTestDb() loads
 * that copy for each test file instead of migrating again, and createTestApp() a copy with the demo
 * shop seeded, made anew each run (its coupons are valid from today). With TEST_DB=pg, templates.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'pg') return postgresTemplate(project);
  mkdirSync(tmpDir, { recursive: true });
  const file = join(tmpDir, `pglite-snapshot-${snapshotKey()}.tar`);
  if (!existsSync(file)) {
    const dump = await pgliteDump(undefined, (database) => database.migrate());
    for (const old of readdirSync(tmpDir).filter((f) => f.startsWith('pglite-snapshot-'))) {
      rmSync(join(tmpDir, old), { force: true });
    }
    writeAtomically(file, dump);
  }
  // A run stopped before its teardown leaves its seeded copy: gone an hour later.
  for (const old of readdirSync(tmpDir).filter((f) => f.startsWith('pglite-seeded-'))) {
    const written = statSync(join(tmpDir, old), { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - written > 3_600_000) rmSync(join(tmpDir, old), { force: true });
  }
  const seeded = join(tmpDir, `pglite-seeded-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  writeAtomically(
    seeded,
    await pgliteDump(new Blob([readFileSync(file)]), (database) => seedDatabase(database.db)),
  );
  project.provide('pgliteSnapshot', file);
  project.provide('pgliteSeeded', seeded);
  return () => rmSync(seeded, { force: true });
}

/** An in-memory PGlite (a copy of `from`, or empty) after `work`, as its data directory's dump. */
async function pgliteDump(from: Blob | undefined, work: (database: Database) => Promise<void>) {
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: null,
    sharedBuffers: TEST_BUFFERS,
    ...(from ? { loadFrom: from } : {}),
  });
  try {
    await work(database);
    return Buffer.from(await (await database.dump!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Written aside and renamed, so a parallel run never reads half a file. */
function writeAtomically(file: string, content: Buffer) {
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}
