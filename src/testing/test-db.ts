import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed/index';
import { admin, withDatabase } from './pg-admin';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=pg. Test infrastructure reads
 * process.env directly; the app itself reads it only in server/env.ts (STYLE habit 12).
 */
export async function createTestDb(): Promise<Database> {
  return openCopy(onPostgres() ? inject('pgTemplate') : inject('pgliteSnapshot'));
}

/**
 * The same with the demo shop seeded: a copy of the one global-setup.ts seeds once per run, instead
 * of seeding each copy again (0.1–0.25 s of PGlite each, more over PostgreSQL's round trips); seeded
 * here when the run has none (no global setup).
 */
export async function createSeededTestDb(): Promise<Database> {
  const copy = onPostgres() ? inject('pgSeededTemplate') : inject('pgliteSeeded');
  if (copy && (onPostgres() || existsSync(copy))) return openCopy(copy);
  const database = await createTestDb();
  await seedDatabase(database.db);
  return database;
}

/** PostgreSQL's shared_buffers for a test file's in-memory PGlite. */
export const TEST_BUFFERS = '16MB';

const onPostgres = () => process.env.TEST_DB === 'pg';

/** A copy of `copy` (TEST_DB=pg: a template database; else a PGlite snapshot's path); migrated here without one. */
async function openCopy(copy: string | undefined): Promise<Database> {
  if (onPostgres()) return createPostgresDb(requiredUrl(), copy);
  // Loading the global setup's copy takes ≈ 0.8 s (16MB of buffers hold a test's database:
  // PGlite starts ≈ 0.4 s sooner than with 128MB, decision 137); migrating takes ≈ 3 s.
  const snapshot = readSnapshot(copy);
  if (snapshot)
    return openDatabase({ kind: 'pglite', dataDir: null, loadFrom: snapshot, sharedBuffers: TEST_BUFFERS });
  const database = await openDatabase({ kind: 'pglite', dataDir: null, sharedBuffers: TEST_BUFFERS });
  await database.migrate();
  return database;
}

/** The saved snapshot, or undefined when there is none (a run without the global setup) or it just went away. */
function readSnapshot(path: string | undefined): Blob | undefined {
  try {
    return path ? new Blob([readFileSync(path)]) : undefined;
  } catch {
    return undefined;
  }
}

function requiredUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DB=pg needs TEST_DATABASE_URL, such as postgres://postgres@127.0.0.1:5432/test');
  return url;
}

/**
 * A migrated database on the server of `url`: a copy of the run's template (global-setup.ts; a
 * copy takes a fraction of the ≈ 1–2 s that migrating takes), or, without one, migrated here.
 */
async function createPostgresDb(url: string, template?: string): Promise<Database> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(url, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
  const drop = () => admin(url, `drop database if exists "${name}" with (force)`);
  try {
    if (!template) await database.migrate();
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data directory dump, written by src/testing/global-setup.ts. */
    pgliteSnapshot: string;
    /** The same with the demo shop seeded, made anew each run. */
    pgliteSeeded: string;
    /** With TEST_DB=pg: a migrated database on the server, copied for each test file. */
    pgTemplate: string;
    /** With TEST_DB=pg: the same with the demo shop seeded. */
    pgSeededTemplate: string;
  }
}
