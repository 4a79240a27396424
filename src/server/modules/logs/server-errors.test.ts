import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, type CookieJar, caller } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { FOLD_MINUTES, fingerprintOf, ROWS_PER_CALLER, type ServerErrorPage } from './server-errors';

/**
 * Issue 34: the staff error log is written whatever a failure quotes, and one caller cannot flood
 * it (decision 071). GET /api/catalogue/staff/testimonials?q=%00 once answered 500 and that 500
 * never reached the log: writing the row failed on the same NUL.
 */
let t: TestApp;
let call: Call;
let admin: CookieJar;
let failWith = '';
beforeAll(async () => {
  t = await createTestApp({
    // The staff testimonials list fails with whatever the test says, as a failed query quoting a
    // request would: the way a NUL once reached the log's own write.
    services: (_db, _env, base) => ({
      catalogue: {
        ...base.catalogue,
        listTestimonials: async () => {
          throw new Error(failWith);
        },
      },
    }),
  });
  call = caller(t);
  admin = (await signIn(t, 'admin')).jar;
});
afterAll(() => t.close());

const errors = async (q = '') =>
  body<ServerErrorPage>(await call('GET', `/api/logs/staff/errors${q}`, undefined, { jar: admin }), 200);
const rowsOf = async () => {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as n, coalesce(sum(count), 0)::int as total from server_errors`,
  )) as unknown as { rows: { n: number; total: number }[] };
  return rows[0]!;
};
const clear = () => t.database.db.execute(sql`delete from server_errors`);

describe('a row is written whatever the failure quotes', () => {
  it('a 500 whose message holds a NUL and a lone surrogate is on the list, those characters made harmless', async () => {
    await clear();
    failWith = 'Failed query: select … where text ilike $1\nparams: %a\u0000b%,x\uD83D';
    const res = await call('GET', '/api/catalogue/staff/testimonials?q=ab', undefined, {
      jar: admin,
      headers: { 'x-request-id': 'nul-in-message-01' },
    });
    expect(res.status).toBe(500);
    const page = await errors('?q=nul-in-message');
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]!.message).toContain('%a\\0b%,x\uFFFD');
    expect(page.entries[0]).toMatchObject({ route: '/api/catalogue/staff/testimonials', count: 1 });
  });

  it('the same through the log itself, in every column', async () => {
    await clear();
    await t.services.serverErrors.record({
      requestId: 'direct-0001',
      method: 'GET\u0000',
      route: '/api/x/\uDC00',
      url: '/api/x/\uDC00?q=\u0000',
      status: 500,
      message: '\u0000\uD800',
      actor: 'ip:\u0000',
    });
    const [entry] = (await errors()).entries;
    expect(entry).toMatchObject({ method: 'GET\\0', route: '/api/x/\uFFFD', message: '\\0\uFFFD' });
  });
});

describe('one caller cannot flood the log', () => {
  it('the same error from one account, thirty times: one row counting thirty', async () => {
    await clear();
    for (let i = 0; i < 30; i++) {
      // Each with other values quoted: the same fault all the same.
      failWith = `Failed query: select … from testimonials\nparams: 2026-02-${i + 1}`;
      expect((await call('GET', '/api/catalogue/staff/testimonials', undefined, { jar: admin })).status).toBe(
        500,
      );
    }
    const page = await errors();
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]!.count).toBe(30);
    expect(new Date(page.entries[0]!.lastAt).getTime()).toBeGreaterThanOrEqual(
      new Date(page.entries[0]!.at).getTime(),
    );
  });

  it('different errors from one caller: at most ROWS_PER_CALLER rows, every error still counted', async () => {
    await clear();
    const words = 'abcdefghijklmnopqrstuvwxyzABCD'.split('');
    for (const word of words)
      await t.services.serverErrors.record({
        requestId: `flood-${word}`,
        method: 'POST',
        route: `/api/flood/${word}`,
        url: `/api/flood/${word}`,
        status: 500,
        message: `boom ${word}`,
        actor: 'user:flooder',
      });
    expect(await rowsOf()).toEqual({ n: ROWS_PER_CALLER, total: words.length });

    // Someone else's error still gets its own row, at once.
    await t.services.serverErrors.record({
      requestId: 'someone-else-01',
      method: 'GET',
      route: '/api/other',
      url: '/api/other',
      status: 500,
      message: 'boom',
      actor: 'user:someone-else',
    });
    expect((await errors('?q=someone-else')).entries).toHaveLength(1);
  });

  it('the same error again after FOLD_MINUTES is a new row', async () => {
    await clear();
    const again = () =>
      t.services.serverErrors.record({
        requestId: 'later-0001',
        method: 'GET',
        route: '/api/later',
        url: '/api/later',
        status: 500,
        message: 'boom',
        actor: 'user:later',
      });
    await again();
    await t.database.db.execute(
      sql`update server_errors set at = at - make_interval(mins => ${FOLD_MINUTES + 1}), last_at = last_at - make_interval(mins => ${FOLD_MINUTES + 1})`,
    );
    await again();
    expect(await rowsOf()).toEqual({ n: 2, total: 2 });
  });
});

describe('fingerprintOf: the same fault whatever values it quotes', () => {
  it.each([
    [
      'Failed query: select 1 from t where d = $1\nparams: 2026-02-30',
      'Failed query: select # from t where d = $#',
    ],
    ['invalid input syntax for type date: "2026-02-30"', "invalid input syntax for type date: ''"],
    ['value 2147483648 is out of range for type integer', 'value # is out of range for type integer'],
  ])('%s', (message, fingerprint) => {
    expect(fingerprintOf(message)).toBe(fingerprint);
  });
});
