import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeMessageLength, PgliteWire } from './pglite-wire';

/** PGlite's wire (decision 116): the server's `pg` talks to it as to any PostgreSQL. */
let db: PGlite;
let wire: PgliteWire;
let dir: string;
const client = () => new pg.Client({ host: dir, port: 5432, user: 'postgres', database: 'postgres' });

beforeAll(async () => {
  db = new PGlite();
  await db.waitReady;
  await db.exec('create table probe (n int primary key)');
  dir = mkdtempSync(join(tmpdir(), 'shop-wire-'));
  wire = new PgliteWire(db);
  await wire.listen(join(dir, '.s.PGSQL.5432'));
});
afterAll(async () => {
  await wire.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A startup message (length, protocol 3.0, `user` then an empty name), as a client opens with. */
function startup() {
  const body = Buffer.from('user\0postgres\0\0');
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, body]);
}
/** SSLRequest: length 8 and the code 80877103. */
const sslRequest = () => Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]);

describe('completeMessageLength', () => {
  const typed = (type: string, body: number[]) =>
    Buffer.concat([Buffer.from(type), Buffer.from(new Uint32Array([0]).buffer), Buffer.from(body)]);
  const withLength = (b: Buffer, at: number) => {
    b.writeInt32BE(b.length - at, at);
    return b;
  };
  it.each([
    ['a whole Sync', withLength(typed('S', []), 1), true, 5],
    ['a Query with its text', withLength(typed('Q', [0x31, 0]), 1), true, 7],
    ['a Query cut short', withLength(typed('Q', [0x31, 0]), 1).subarray(0, 6), true, 0],
    ['four bytes only', Buffer.from([0x53, 0, 0, 0]), true, 0],
    ['a whole startup message', startup(), false, -1],
    ['a startup message cut short', startup().subarray(0, 12), false, 0],
    ['an SSLRequest', sslRequest(), false, 8],
  ])('%s', (_name, buffer, started, expected) => {
    expect(completeMessageLength(buffer, started)).toBe(expected === -1 ? buffer.length : expected);
  });
});

describe('the wire', () => {
  it('answers statements, parameters and many at once in order', async () => {
    const c = client();
    await c.connect();
    try {
      expect((await c.query('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
      const all = await Promise.all(
        Array.from({ length: 30 }, (_, i) => c.query('select $1::int as n', [i])),
      );
      expect(all.map((r) => r.rows[0].n)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    } finally {
      await c.end();
    }
  });

  it('keeps the connection after an error (pglite-socket dropped it), and the next statement works', async () => {
    const c = client();
    await c.connect();
    try {
      await expect(c.query('select 1 / $1::int', [0])).rejects.toThrow('division by zero');
      await c.query('insert into probe values (1)');
      await expect(c.query('insert into probe values (1)')).rejects.toMatchObject({ code: '23505' });
      expect((await c.query('select count(*)::int as n from probe')).rows).toEqual([{ n: 1 }]);
    } finally {
      await c.end();
    }
  });

  it('rolls back a transaction left open by a connection that went away, then serves the next', async () => {
    const first = client();
    first.on('error', () => {}); // its socket is cut below
    await first.connect();
    await first.query('begin');
    await first.query('insert into probe values (2)');
    // A second connection waits its turn: PGlite has one backend.
    const second = client();
    const connected = second.connect();
    (first as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await connected;
    try {
      expect((await second.query('select n from probe order by n')).rows).toEqual([{ n: 1 }]);
      await second.query('begin');
      await second.query('insert into probe values (3)');
      await second.query('commit');
      expect((await second.query('select n from probe order by n')).rows).toEqual([{ n: 1 }, { n: 3 }]);
    } finally {
      await second.end();
    }
  });
});
