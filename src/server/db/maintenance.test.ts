import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../testing/test-db';
import { type Database, openDatabase } from './client';
import { startEmbeddedMaintenance } from './maintenance';

const logger = pino({ level: 'silent' });

/** Bytes of cart_sessions with its indexes. */
async function cartSessionBytes(database: Database): Promise<number> {
  const { rows } = (await database.db.execute(
    sql`select pg_total_relation_size('cart_sessions')::int as bytes`,
  )) as unknown as { rows: { bytes: number }[] };
  return rows[0]?.bytes ?? 0;
}

/** Rewrites one cart's expiry `times` times, as adds do (an indexed column: no HOT update). */
async function churn(database: Database, id: string, times: number) {
  for (let i = 0; i < times; i++)
    await database.db.execute(
      sql`update cart_sessions set expires_at = now() + make_interval(secs => ${i}) where session_id = ${id}`,
    );
}

/**
 * Without vacuum every rewrite leaves its old version (and index entries) behind and the table
 * keeps growing; after a maintenance round the space is reused, so more churn hardly grows it.
 */
async function churnAndVacuum(database: Database) {
  const session = await database.db.execute(
    sql`insert into cart_sessions (expires_at) values (now() + interval '1 day') returning session_id`,
  );
  const id = (session as unknown as { rows: { session_id: string }[] }).rows[0]?.session_id ?? '';
  const start = await cartSessionBytes(database);
  await churn(database, id, 1500);
  const grown = (await cartSessionBytes(database)) - start;
  expect(grown).toBeGreaterThan(0);
  await startEmbeddedMaintenance(database, logger).round();
  const afterVacuum = await cartSessionBytes(database);
  await churn(database, id, 1500);
  expect((await cartSessionBytes(database)) - afterVacuum).toBeLessThan(grown / 2);
}

describe('embedded database maintenance (PGlite has no autovacuum)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  it('vacuums the busy tables: space left by cart rewrites is reused', async () => {
    if (database.kind !== 'pglite') return;
    await churnAndVacuum(database);
  });

  it('does the same through the database thread of the server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-maint-'));
    const threaded = await openDatabase({ kind: 'pglite', dataDir: dir, thread: { onLost: () => {} } });
    try {
      await threaded.migrate();
      await churnAndVacuum(threaded);
    } finally {
      await threaded.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('leaves a PostgreSQL server to its own autovacuum', async () => {
    let called = false;
    const fake = { kind: 'postgres' as const, db: { execute: () => (called = true) } as never };
    await startEmbeddedMaintenance(fake, logger).round();
    expect(called).toBe(false);
  });
});
