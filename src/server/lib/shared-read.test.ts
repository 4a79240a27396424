import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTestDb } from '@/testing/test-db';
import { sharedRead } from './shared-read';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
  await database.db.execute(sql`create table shared_read_probe (n int not null)`);
});
afterAll(() => database.close());

const db = () => database.db;
const count = async () => {
  const result = (await db().execute(sql`select count(*)::int as n from shared_read_probe`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? -1;
};

/** A gate the test opens by hand. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((done) => (open = done));
  return { opened, open };
}

describe('sharedRead (decision 127)', () => {
  it('gives the callers who asked while it waited for the connection one read, made after they asked', async () => {
    let reads = 0;
    const read = sharedRead(db(), async (ex) => {
      reads += 1;
      const result = (await ex.execute(sql`select count(*)::int as n from shared_read_probe`)) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]?.n;
    });
    const before = await count();
    // Another transaction holds the connection (PostgreSQL: the pool's other clients are free, so
    // the read may start at once; the sharing is then between callers of the same tick).
    const held = gate();
    const holder = db().transaction(async (tx) => {
      await tx.execute(sql`insert into shared_read_probe (n) values (1)`);
      await held.opened;
    });
    const callers = [read(), read(), read()];
    held.open();
    await holder;
    const values = await Promise.all(callers);
    if (database.kind === 'pglite') {
      // One connection: the read waited behind the holder, saw its commit, and served all three.
      expect(reads).toBe(1);
      expect(values).toEqual([before + 1, before + 1, before + 1]);
    } else {
      expect(reads).toBeLessThanOrEqual(3);
      expect(new Set(values).size).toBe(1);
    }
  });

  it('starts a new read for a caller who asks once the read has begun, and it sees what committed since', async () => {
    let reads = 0;
    const inside = gate();
    const goOn = gate();
    const read = sharedRead(db(), async (ex) => {
      reads += 1;
      if (reads === 1) {
        inside.open();
        await goOn.opened;
      }
      const result = (await ex.execute(sql`select count(*)::int as n from shared_read_probe`)) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]?.n;
    });
    const first = read();
    await inside.opened;
    // The first read has its connection: a later caller is not handed it.
    const second = read();
    expect(second).not.toBe(first);
    goOn.open();
    const seen = await first;
    await db().execute(sql`insert into shared_read_probe (n) values (2)`);
    const third = read();
    expect(await second).toBe(seen);
    expect(await third).toBe((seen ?? 0) + 1);
    expect(reads).toBe(3);
  });

  it('does not hand a failed read to a later caller', async () => {
    let reads = 0;
    const read = sharedRead(db(), async () => {
      reads += 1;
      if (reads === 1) throw new Error('boom');
      return reads;
    });
    await expect(read()).rejects.toThrow('boom');
    expect(await read()).toBe(2);
  });
});
