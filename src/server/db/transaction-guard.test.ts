import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@/testing/test-db';
import { type Database, openDatabase } from './client';
import { TransactionFaultError } from './transaction-guard';

/**
 * The transaction guard (decision 128) on the server's database — PGlite on its thread, reached
 * through a `pg` pool of one — and on the tests' in-process PGlite.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'shop-guard-'));
const databases: { name: string; database?: Database; open: () => Promise<Database> }[] = [
  {
    name: 'the embedded database on its thread (pg, one connection)',
    open: async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir, thread: { onLost: () => {} } });
      await database.db.execute(sql`create table probe (n int primary key)`);
      return database;
    },
  },
  {
    name: "the tests' in-process PGlite",
    open: async () => {
      const database = await createTestDb();
      await database.db.execute(sql`create table probe (n int primary key)`);
      return database;
    },
  },
];

beforeAll(async () => {
  for (const entry of databases) entry.database = await entry.open();
});
afterAll(async () => {
  for (const entry of databases) await entry.database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async (database: Database) => {
  const { rows } = (await database.db.execute(sql`select count(*)::int as n from probe`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]?.n;
};

/** The guard's fault behind drizzle's "Failed query" wrapper, or the error itself. */
const faultOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: unknown) => {
      for (let e = error; e instanceof Error; e = e.cause)
        if (e instanceof TransactionFaultError) return e.fault;
      return String(error);
    },
  );

/** Within `ms`, or a named failure instead of the test's own timeout (the hang this guards against). */
const within = <T>(promise: Promise<T>, ms = 10_000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ]);

describe.each(databases)('the transaction guard: $name', (entry) => {
  const db = () => entry.database!.db;

  it('refuses a query through the database inside its own open transaction, instead of waiting forever', async () => {
    expect(
      await faultOf(
        within(
          db().transaction(async (tx) => {
            await tx.execute(sql`insert into probe values (1)`);
            await db().execute(sql`select 1`);
          }),
        ),
      ),
    ).toBe('outside-open-transaction');
    // Rolled back, and the one connection is free for the next caller.
    expect(await within(count(entry.database!))).toBe(0);
    expect(await faultOf(within(db().transaction(async () => db().transaction(async () => undefined))))).toBe(
      'outside-open-transaction',
    );
  });

  it('refuses two queries at once on one transaction', async () => {
    expect(
      await faultOf(
        within(
          db().transaction(async (tx) => {
            await Promise.all([tx.execute(sql`select 1`), tx.execute(sql`select 2`)]);
          }),
        ),
      ),
    ).toBe('concurrent-in-transaction');
  });

  it('refuses a query on a transaction after its callback returned', async () => {
    let later: Promise<unknown> | undefined;
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (2)`);
      later = new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        tx.execute(sql`insert into probe values (3)`),
      );
    });
    expect(await faultOf(within(later!))).toBe('after-transaction-ended');
    expect(await count(entry.database!)).toBe(1);
  });

  it('lets the queries of a transaction, one after the other, and queries after it, run', async () => {
    const n = await db().transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (4)`);
      await tx.transaction(async (inner) => inner.execute(sql`insert into probe values (5)`));
      return count({ db: tx } as unknown as Database);
    });
    expect(n).toBe(3);
    // Concurrent callers each get their turn on the one connection.
    await Promise.all(
      [10, 11, 12].map((i) => db().transaction((tx) => tx.execute(sql`insert into probe values (${i})`))),
    );
    expect(await count(entry.database!)).toBe(6);
  });
});
