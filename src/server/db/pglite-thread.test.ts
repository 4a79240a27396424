import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { ConnectionWaitError, startPgliteThread, sweepStaleSocketDirs } from './pglite-thread-client';

/** PGlite on its own thread, reached through `pg` over a Unix socket (decision 020). */
const dataDir = mkdtempSync(join(tmpdir(), 'shop-thread-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Socket folders of this process's databases (other processes' may come and go meanwhile). */
const socketDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`shop-db-${process.pid}-`));
const lost: Error[] = [];
const open = () => openDatabase({ kind: 'pglite', dataDir, thread: { onLost: (e) => lost.push(e) } });

describe('the embedded database on its own thread', () => {
  it('migrates, reads, writes, rolls back and keeps the data after a restart', async () => {
    const before = socketDirs();
    const database = await open();
    try {
      expect(database.kind).toBe('pglite');
      await database.migrate();
      expect(await database.ping()).toBe(true);
      await database.db.execute(sql`create table probe (n int primary key)`);
      await database.db.execute(sql`insert into probe values (1)`);
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into probe values (2)`);
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      // Statements from many callers at once wait their turn on the one connection.
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => database.db.execute(sql`insert into probe values (${i + 10})`)),
      );
      const { rows } = (await database.db.execute(sql`select count(*)::int as n from probe`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]?.n).toBe(21);
      // A second process's lock check: the folder is taken while open.
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
    } finally {
      await database.close();
    }
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(socketDirs().filter((d) => !before.includes(d))).toEqual([]);

    const again = await open();
    try {
      const { rows } = (await again.db.execute(sql`select count(*)::int as n from probe`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]?.n).toBe(21);
    } finally {
      await again.close();
    }
    expect(lost).toEqual([]);
  }, 60_000);

  it('an SQL error fails its own statement only: the next one, whoever sends it, is answered', async () => {
    // pglite-socket closed the connection on an error, so the next statement failed with EPIPE:
    // a duplicate key in one request broke another's (decision 116).
    const database = await open();
    try {
      await database.db.execute(sql`create table if not exists once (n int primary key)`);
      await database.db.execute(sql`insert into once values (1) on conflict do nothing`);
      for (let i = 0; i < 3; i++) {
        await expect(database.db.execute(sql`insert into once values (1)`)).rejects.toMatchObject({
          cause: { code: '23505' },
        });
        const { rows } = (await database.db.execute(sql`select count(*)::int as n from once`)) as unknown as {
          rows: { n: number }[];
        };
        expect(rows).toEqual([{ n: 1 }]);
      }
      // Decision 129: the statements are prepared under their text's name, parsed once.
      const prepared = (await database.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where name like 's\_%' and statement like 'select count(*)::int as n from once%'`,
      )) as unknown as { rows: { n: number }[] };
      expect(prepared.rows).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('reports a database that cannot start, and leaves no lock or socket behind', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'shop-thread-broken-'));
    writeFileSync(join(broken, 'pgdata'), 'not a database folder');
    const before = socketDirs();
    try {
      await expect(
        openDatabase({ kind: 'pglite', dataDir: broken, thread: { onLost: () => {} } }),
      ).rejects.toThrow();
      expect(existsSync(join(broken, 'server.lock'))).toBe(false);
      expect(socketDirs().filter((d) => !before.includes(d))).toEqual([]);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('socket folders left by killed servers', () => {
  it('are removed at start; those of running processes and other folders stay', () => {
    // The pid of a process that has exited.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const root = mkdtempSync(join(tmpdir(), 'shop-sweep-'));
    try {
      for (const name of [
        `shop-db-${dead}-aaaa`,
        `shop-db-${process.pid}-bbbb`,
        'shop-db-1-cccc',
        'other-dddd',
      ])
        mkdirSync(join(root, name));
      writeFileSync(join(root, `shop-db-${dead}-aaaa`, '.s.PGSQL.5432'), '');
      sweepStaleSocketDirs(root);
      expect(readdirSync(root).sort()).toEqual(
        [`shop-db-${process.pid}-bbbb`, 'other-dddd', 'shop-db-1-cccc'].sort(),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('waiting for the one connection (decision 128)', () => {
  it('fails a statement that waited past the bound with its own error, and the next is served once it is free', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-wait-'));
    const thread = await startPgliteThread(dir, () => {}, 300);
    try {
      const held = await thread.pool.connect();
      const started = Date.now();
      const waited = await thread.pool.query('select 1').then(
        () => null,
        (error: unknown) => error,
      );
      expect(waited).toBeInstanceOf(ConnectionWaitError);
      expect(String((waited as Error).message)).toMatch(
        /no connection after 0 s: the embedded database's one connection stayed busy/,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      held.release();
      expect((await thread.pool.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
    } finally {
      await thread.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
