import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@/testing/test-db';
import { type Database, openDatabase } from './client';
import { startEmbeddedMaintenance } from './maintenance';

const logger = pino({ level: 'silent' });

type Stats = { dead: number; vacuumed: boolean; analysed: boolean };

/** cart_sessions as the statistics see it (flushed first: PGlite's single backend holds them). */
async function cartSessionStats(database: Database): Promise<Stats> {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = (await database.db.execute(
    sql`select n_dead_tup::int as dead, last_vacuum is not null as vacuumed, last_analyze is not null as analysed
        from pg_stat_user_tables where relname = 'cart_sessions'`,
  )) as unknown as { rows: Stats[] };
  if (!rows[0]) throw new Error('no statistics for cart_sessions');
  return rows[0];
}

/** Every add slides a cart's expiry: each rewrite leaves a dead row version behind. */
async function churnAndVacuum(database: Database) {
  const session = await database.db.execute(
    sql`insert into cart_sessions (expires_at) values (now() + interval '1 day') returning session_id`,
  );
  const id = (session as unknown as { rows: { session_id: string }[] }).rows[0]?.session_id ?? '';
  for (let i = 0; i < 40; i++)
    await database.db.execute(
      sql`update cart_sessions set expires_at = now() + make_interval(secs => ${i}) where session_id = ${id}`,
    );
  expect((await cartSessionStats(database)).dead).toBeGreaterThanOrEqual(40);
  await startEmbeddedMaintenance(database, logger).round();
  expect(await cartSessionStats(database)).toEqual({ dead: 0, vacuumed: true, analysed: true });
}

describe('embedded database maintenance (PGlite has no autovacuum)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  it('vacuums the busy tables: the dead row versions of cart writes are gone, statistics fresh', async () => {
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
