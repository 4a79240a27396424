import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits, type RateClass } from '@/server/http/rate-limit';
import type { Category } from '@/shared/catalogue/types';
import type { ErrorBody } from '@/shared/errors';
import { type Call, type CookieJar, caller } from '@/testing/accounts';
import { signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import type { StaffCategory, StaffCategoryRow } from './mappers';

let t: TestApp;
let call: Call;
const jars = {} as Record<'superAdmin' | 'admin' | 'manager' | 'customer', CookieJar>;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  jars.superAdmin = (await signIn(t, 'super_admin')).jar;
  const admin = await signIn(t, 'admin');
  jars.admin = admin.jar;
  adminId = admin.userId;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
});
afterAll(() => t.close());

const BASE = '/api/catalogue/staff/categories';
const as = (who: keyof typeof jars | null, method: string, path = '', body?: unknown) =>
  call(method, `${BASE}${path}`, body, who ? { jar: jars[who] } : {});

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

const list = async () =>
  (await json<{ categories: StaffCategoryRow[] }>(await as('admin', 'GET'), 200)).categories;
const storefront = async () =>
  (await json<Category[]>(await call('GET', '/api/catalogue/categories'), 200)).map((c) => c.name);
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'category'), eq(auditLog.entity_id, id)))
    .orderBy(auditLog.at);

const fresh = { name: 'Peixes e frutos do mar', slug: 'peixes', nameEn: 'Seafood' };

describe('staff categories API', () => {
  it('lists every category, inactive ones too, in display order with their product counts; never cached', async () => {
    const res = await as('admin', 'GET');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { categories } = await json<{ categories: StaffCategoryRow[] }>(res, 200);
    const orders = categories.map((c) => c.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(categories.find((c) => c.slug === 'kits-churrasco')).toMatchObject({
      productCount: 3,
      isActive: true,
    });
    expect(categories.every((c) => typeof c.updatedAt === 'string')).toBe(true);
    expect((await as('superAdmin', 'GET')).status).toBe(200);
  });

  it('creates, with its audit entry; the storefront shows it at the next request', async () => {
    expect(await storefront()).not.toContain(fresh.name);
    const { category } = await json<{ category: StaffCategory }>(await as('admin', 'POST', '', fresh), 201);
    expect(category).toMatchObject({ ...fresh, isActive: true });
    expect(await storefront()).toContain(fresh.name);
    const [entry] = await auditOf(category.id);
    expect(entry).toMatchObject({
      actor_user_id: adminId,
      actor_role: 'admin',
      action: 'create',
      before: null,
      after: { name: fresh.name, slug: 'peixes', nameEn: 'Seafood', isActive: true },
    });
    expect(entry!.request_id).toBeTruthy();
  });

  it('renames: the storefront has the new name right after, the audit keeps only the changed fields', async () => {
    const aves = (await list()).find((c) => c.slug === 'aves')!;
    const { category } = await json<{ category: StaffCategory }>(
      await as('admin', 'PATCH', `/${aves.id}`, { name: 'Aves e frango', updatedAt: aves.updatedAt }),
      200,
    );
    expect(category.name).toBe('Aves e frango');
    expect(category.updatedAt).not.toBe(aves.updatedAt);
    const names = await storefront();
    expect(names).toContain('Aves e frango');
    expect(names).not.toContain('Aves');
    const [entry] = await auditOf(aves.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { name: 'Aves' },
      after: { name: 'Aves e frango' },
    });
  });

  it('deactivates: gone from the storefront, still in the staff list', async () => {
    const row = (await list()).find((c) => c.slug === 'peixes')!;
    await json(await as('admin', 'PATCH', `/${row.id}`, { isActive: false, updatedAt: row.updatedAt }), 200);
    expect(await storefront()).not.toContain(fresh.name);
    expect((await list()).find((c) => c.slug === 'peixes')?.isActive).toBe(false);
  });

  it('refuses a save based on an older version with 409 and the stale message, writing nothing', async () => {
    const mercado = (await list()).find((c) => c.slug === 'mercado')!;
    await json(
      await as('superAdmin', 'PATCH', `/${mercado.id}`, { nameEn: 'Pantry', updatedAt: mercado.updatedAt }),
      200,
    );
    const res = await as('admin', 'PATCH', `/${mercado.id}`, {
      name: 'Empório',
      updatedAt: mercado.updatedAt,
    });
    const { error } = await json<ErrorBody>(res, 409);
    expect(error.key).toBe('category.stale');
    expect(error.message).toMatch(/alterada por outra pessoa/);
    expect((await list()).find((c) => c.id === mercado.id)?.name).toBe(mercado.name);
    expect((await auditOf(mercado.id)).map((e) => e.actor_role)).toEqual(['super_admin']);
  });

  it('reorders by a list of ids; those left out keep their order after them', async () => {
    const before = await list();
    const last = before.at(-1)!;
    const rest = before.slice(0, -1);
    const { categories } = await json<{ categories: StaffCategoryRow[] }>(
      await as('admin', 'PUT', '/order', { ids: [last.id, rest[1]!.id] }),
      200,
    );
    expect(categories.map((c) => c.id)).toEqual([
      last.id,
      rest[1]!.id,
      ...rest.filter((_, i) => i !== 1).map((c) => c.id),
    ]);
    expect(categories.map((c) => c.displayOrder)).toEqual(categories.map((_, i) => i));
    expect((await auditOf(last.id)).at(-1)).toMatchObject({
      action: 'reorder',
      before: { displayOrder: last.displayOrder },
      after: { displayOrder: 0 },
    });
    // The storefront reads the new order at once.
    const active = categories.filter((c) => c.isActive).map((c) => c.name);
    expect(await storefront()).toEqual(active);
  });

  it('deletes without blocking on linked products; the count is in the answer and the audit', async () => {
    const kits = (await list()).find((c) => c.slug === 'kits-churrasco')!;
    const body = await json<{ linkedProducts: number }>(await as('admin', 'DELETE', `/${kits.id}`), 200);
    expect(body).toEqual({ linkedProducts: 3 });
    expect((await list()).map((c) => c.id)).not.toContain(kits.id);
    expect(await storefront()).not.toContain(kits.name);
    expect((await auditOf(kits.id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { slug: 'kits-churrasco', linkedProducts: 3 },
      after: null,
    });
  });
});

describe('staff categories API refusals', () => {
  it('bad input is 422 with each field key', async () => {
    const { error } = await json<ErrorBody>(
      await as('admin', 'POST', '', { name: '', slug: 'Com Espaço' }),
      422,
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['name', 'slug']);
    expect(error.fields?.slug?.[0]?.key).toBe('category.slugPattern');
    expect(error.fields?.name?.[0]?.key).toBe('category.nameRequired');

    const [first] = await list();
    const noVersion = await json<ErrorBody>(await as('admin', 'PATCH', `/${first!.id}`, { name: 'X' }), 422);
    expect(Object.keys(noVersion.error.fields ?? {})).toEqual(['updatedAt']);

    const dup = await json<ErrorBody>(
      await as('admin', 'PUT', '/order', { ids: [first!.id, first!.id] }),
      422,
    );
    expect(dup.error.fields?.ids?.[0]?.key).toBe('category.reorderDuplicate');
  });

  it('a slug another category has is 409 on the slug field', async () => {
    const { error } = await json<ErrorBody>(
      await as('admin', 'POST', '', { name: 'Bois', slug: 'bovinos' }),
      409,
    );
    expect(error.fields?.slug?.[0]?.key).toBe('category.slugTaken');
  });

  it('an unknown category is 404 with the SPEC §5.3 texts', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const update = await json<ErrorBody>(
      await as('admin', 'PATCH', `/${missing}`, { name: 'X', updatedAt: new Date().toISOString() }),
      404,
    );
    expect(update.error.message).toBe('Nenhuma categoria foi atualizada. Verifique as permissões.');
    const remove = await json<ErrorBody>(await as('admin', 'DELETE', `/${missing}`), 404);
    expect(remove.error.message).toBe('Nenhuma categoria foi deletada. Verifique as permissões.');
    const [first] = await list();
    await json<ErrorBody>(await as('admin', 'PUT', '/order', { ids: [first!.id, missing] }), 404);
    expect((await list())[0]).toEqual(first);
  });

  it.each([
    ['a manager', 'manager', 403],
    ['a customer', 'customer', 403],
    ['a visitor', null, 401],
  ] as const)('%s is refused (%s) on every call, and nothing changes', async (_, who, status) => {
    const [first] = await list();
    const calls: [string, string, unknown?][] = [
      ['GET', ''],
      ['POST', '', fresh],
      ['PATCH', `/${first!.id}`, { name: 'X', updatedAt: first!.updatedAt }],
      ['PUT', '/order', { ids: [first!.id] }],
      ['DELETE', `/${first!.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await as(who, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(status);
    }
    expect((await list())[0]).toEqual(first);
  });
});

describe('rate limits (SPEC §9)', () => {
  it("counts a staff member's category writes in the admin class, their reads in the general class", async () => {
    const classes: RateClass[] = [];
    const real = createRateLimits();
    const app = await createTestApp({
      services: () => ({
        rateLimits: {
          ...real,
          enforce: (cls, key, message) => {
            classes.push(cls);
            return real.enforce(cls, key, message);
          },
        },
      }),
    });
    try {
      const jar = (await signIn(app, 'admin')).jar;
      const send = caller(app);
      classes.length = 0;
      await json(await send('GET', BASE, undefined, { jar }), 200);
      await json(await send('POST', BASE, { name: 'Temperos', slug: 'temperos' }, { jar }), 201);
      expect(classes).toEqual(['general', 'admin']);
    } finally {
      await app.close();
    }
  });
});
