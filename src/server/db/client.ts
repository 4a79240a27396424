import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { findUp } from './find-up';
import { acquireDataDirLock } from './lock';
import { NamingClient } from './named-statements';
import { startPgliteThread } from './pglite-thread-client';
import * as schema from './schema';
import { type GuardOptions, guardTransactions } from './transaction-guard';

export type Schema = typeof schema;
/** One query API for PGlite and node-postgres (they share PgDatabase). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /** The embedded database only: its data directory as a tarball (tests' snapshot, `npm run db:backup`). */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
};

/** The transaction guard's call on two queries at once on one transaction (decision 128): the tests refuse them (the default); the server logs them. */
type GuardOption = { onConcurrentQuery?: GuardOptions['onConcurrent'] };

export type DatabaseOptions = (
  | {
      kind: 'pglite';
      dataDir: string | null /* null: in memory */;
      loadFrom?: Blob;
      /**
       * PostgreSQL's shared_buffers for an in-process PGlite (default: its postgresql.conf's
       * 128MB). A short-lived copy of a small database, such as a test file's, starts in about
       * two thirds of the time with 16MB: starting touches the whole buffer pool (decision 137).
       */
      sharedBuffers?: string;
      /** Run PGlite on its own thread, reached through `pg` (the server; needs a dataDir). */
      thread?: { onLost: (error: Error) => void };
    }
  | { kind: 'postgres'; url: string; poolSize?: number }
) &
  GuardOption;

const migrationsFolder = () =>
  findUp('drizzle/meta/_journal.json').replace(/[/\\]meta[/\\]_journal\.json$/, '');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const guard: GuardOptions = options.onConcurrentQuery
    ? { onConcurrent: options.onConcurrentQuery }
    : strict;
  if (options.kind === 'postgres') {
    // jit off for every connection (decision 026): this is a shop's short statements, and the
    // planner's guess for the cart's set-returning functions (1000 rows each) put the grouped add
    // past jit_above_cost, so PostgreSQL compiled it with LLVM on every call — 130 to 850 ms an add.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: NamingClient,
      options: '-c jit=off',
    });
    // An idle connection the server ends (restart, failover, a forced drop) emits 'error' on the
    // pool; without a listener that would crash the process. The pool discards the client and the
    // next query connects again; queries in flight still get their own error.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return withCommon(
      db,
      'postgres',
      {
        migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
        close: () => pool.end(),
      },
      guard,
    );
  }

  const dataDir = options.dataDir ? resolve(options.dataDir) : null;
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  if (dataDir && options.thread) {
    let thread: Awaited<ReturnType<typeof startPgliteThread>>;
    try {
      thread = await startPgliteThread(`${dataDir}/pgdata`, options.thread.onLost);
    } catch (error) {
      release();
      throw error;
    }
    const db = drizzlePg(thread.pool, { schema }) as unknown as Db;
    return withCommon(
      db,
      'pglite',
      {
        migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
        close: async () => {
          try {
            await thread.close();
          } finally {
            release();
          }
        },
        dump: thread.dump,
      },
      guard,
    );
  }
  let client: PGlite;
  try {
    client = new PGlite({
      extensions: { pg_trgm },
      ...(dataDir ? { dataDir: `${dataDir}/pgdata` } : {}),
      ...(options.loadFrom ? { loadDataDir: options.loadFrom } : {}),
      ...(options.sharedBuffers
        ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] }
        : {}),
    });
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return withCommon(
    db,
    'pglite',
    {
      migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
      dump: (compression = 'none') => client.dumpDataDir(compression),
    },
    guard,
  );
}

const strict: GuardOptions = {
  onConcurrent: (error) => {
    throw error;
  },
};

function withCommon(
  db: Db,
  kind: Database['kind'],
  parts: { migrate: () => Promise<void>; close: () => Promise<void>; dump?: Database['dump'] },
  guard: GuardOptions = strict,
): Database {
  let closed = false;
  guardTransactions(db, guard);
  return {
    db,
    kind,
    migrate: parts.migrate,
    async ping(timeoutMs = 2000) {
      if (closed) return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((done) => {
        timer = setTimeout(() => done(false), timeoutMs);
      });
      try {
        return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await parts.close();
    },
    ...(parts.dump ? { dump: parts.dump } : {}),
  };
}
