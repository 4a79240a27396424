import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call, CookieJar } from '@/testing/accounts';
import { caller } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { createTestApp } from '@/testing/test-app';
import { serverErrors } from './schema';
import { SERVER_ERRORS_KEPT, type ServerErrorPage } from './server-errors';

/** The recent server errors (issue 21, decision 053): GET /api/logs/staff/errors, view_logs. */

type Who = 'visitor' | 'customer' | 'manager' | 'admin' | 'superAdmin';
let t: TestApp;
let call: Call;
const jars = {} as Record<Exclude<Who, 'visitor'>, CookieJar>;
const as = (who: Who, query = '') =>
  call('GET', `/api/logs/staff/errors${query}`, undefined, who === 'visitor' ? {} : { jar: jars[who] });

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.superAdmin = (await signIn(t, 'super_admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
});
afterAll(() => t.close());

describe('who may read the server errors (view_logs)', () => {
  it('visitor 401; customer and manager 403; admin and super_admin 200', async () => {
    expect((await as('visitor')).status).toBe(401);
    expect((await as('customer')).status).toBe(403);
    expect((await as('manager')).status).toBe(403);
    expect((await as('admin')).status).toBe(200);
    expect((await as('superAdmin')).status).toBe(200);
  });

  it('refuses a bad page with 400', async () => {
    expect((await as('admin', '?page=0')).status).toBe(400);
  });
});

describe('a forced error is recorded, without its token', () => {
  it('a real failure (the summary table gone) answers 500 and appears with its request id, route and status', async () => {
    const db = t.database.db;
    await db.execute(sql`alter table order_day_totals rename to order_day_totals_away`);
    let failed: Response;
    try {
      failed = await call(
        'GET',
        '/api/reports/staff/charts?days=7&token=s3cr3t-t0ken&next=abcdefghijklmnopqrstuvwxyz0123',
        undefined,
        {
          jar: jars.admin,
          headers: { 'x-request-id': 'forced-error-0001' },
        },
      );
    } finally {
      await db.execute(sql`alter table order_day_totals_away rename to order_day_totals`);
    }
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-request-id')).toBe('forced-error-0001');

    const page = await body<ServerErrorPage>(await as('admin', '?q=forced-error'), 200);
    expect(page.total).toBe(1);
    const [entry] = page.entries;
    expect(entry).toMatchObject({
      requestId: 'forced-error-0001',
      method: 'GET',
      route: '/api/reports/staff/charts',
      status: 500,
      path: '/api/reports/staff/charts?days=7&token=[redacted]&next=[redacted]',
    });
    expect(entry!.message).toContain('order_day_totals');
    expect(JSON.stringify(page)).not.toContain('s3cr3t');
    expect(JSON.stringify(page)).not.toContain('abcdefghijklmnopqrstuvwxyz0123');
    // Searching by route finds it too; the list is newest first and paged.
    const byRoute = await body<ServerErrorPage>(await as('superAdmin', '?q=/reports/staff'), 200);
    expect(byRoute.entries.map((e) => e.requestId)).toContain('forced-error-0001');
  });

  it('a refusal (4xx) is not a server error', async () => {
    const before = await body<ServerErrorPage>(await as('admin'), 200);
    expect(
      (await call('GET', '/api/reports/staff/charts?days=14', undefined, { jar: jars.admin })).status,
    ).toBe(400);
    const after = await body<ServerErrorPage>(await as('admin'), 200);
    expect(after.total).toBe(before.total);
  });

  it('the store stays bounded: past 30 days and past the newest 1,000 are purged at the next write', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into ${serverErrors} (at, request_id, method, route, path, status, message)
      select now() - interval '40 days', 'old-' || g, 'GET', '/x', '/x', 500, 'old' from generate_series(1, 3) g`);
    await db.execute(sql`insert into ${serverErrors} (at, request_id, method, route, path, status, message)
      select now() - g * interval '1 second', 'filler-' || g, 'GET', '/x', '/x', 500, 'filler'
      from generate_series(1, ${SERVER_ERRORS_KEPT}) g`);
    await t.services.serverErrors.record({
      requestId: 'newest-0001',
      method: 'POST',
      route: '/api/orders',
      url: '/api/orders',
      status: 503,
      message: null,
    });
    const [{ n, old, newest }] = (
      (await db.execute(sql`select count(*)::int as n,
        count(*) filter (where request_id like 'old-%')::int as old,
        count(*) filter (where request_id = 'newest-0001')::int as newest from ${serverErrors}`)) as unknown as {
        rows: { n: number; old: number; newest: number }[];
      }
    ).rows as [{ n: number; old: number; newest: number }];
    expect(n).toBe(SERVER_ERRORS_KEPT);
    expect(old).toBe(0);
    expect(newest).toBe(1);
    const page = await body<ServerErrorPage>(await as('admin'), 200);
    expect(page.entries[0]).toMatchObject({ requestId: 'newest-0001', status: 503, message: 'HTTP 503' });
  });
});
