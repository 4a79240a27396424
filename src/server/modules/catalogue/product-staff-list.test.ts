import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STAFF_STOCK_FILTERS } from '@/shared/catalogue/product-schemas';
import type { ErrorBody } from '@/shared/errors';
import { json } from '@/testing/content-staff';
import { productStaffSuite } from '@/testing/product-staff';
import type { StaffProductPage } from './product-admin-list';
import type { StaffExtra } from './product-mappers';

/** Who may call each staff product route, and the admin product list. */
const { as, draft, create, editOf, fx } = productStaffSuite();

describe('staff products: every route × every role', () => {
  it.each([
    ['visitor', null, { read: 401, edit: 401, admin: 401 }],
    ['customer', 'customer', { read: 403, edit: 403, admin: 403 }],
    ['manager', 'manager', { read: 200, edit: 200, admin: 403 }],
    ['admin', 'admin', { read: 200, edit: 200, admin: 'ok' }],
    ['super_admin', 'superAdmin', { read: 200, edit: 200, admin: 'ok' }],
  ] as const)('%s', async (_, who, expected) => {
    const p = await create();
    const fresh = await create();
    const extra = (
      await json<{ extra: StaffExtra }>(
        await as('admin', 'POST', '/extras', { name: `Gelo ${randomUUID()}`, priceCents: 300 }),
        201,
      )
    ).extra;
    const ok = (_status: number, created = 201) => (expected.admin === 'ok' ? created : expected.admin);
    const cases: [string, string, unknown, number][] = [
      ['GET', '/products', undefined, expected.read],
      ['GET', `/products/${p.id}`, undefined, expected.read],
      ['PATCH', `/products/${p.id}`, editOf(p, { priceCents: 100 }), expected.edit],
      ['GET', '/extras', undefined, expected.read],
      ['POST', '/products', draft(), ok(201)],
      ['POST', `/products/${p.id}/duplicate`, undefined, ok(201)],
      ['DELETE', `/products/${fresh.id}`, undefined, ok(200, 200)],
      ['POST', '/extras', { name: `Carvão ${randomUUID()}`, priceCents: 1500 }, ok(201)],
      [
        'PATCH',
        `/extras/${extra.id}`,
        { name: extra.name, priceCents: 400, updatedAt: extra.updatedAt },
        ok(200, 200),
      ],
      ['DELETE', `/extras/${extra.id}`, undefined, ok(200, 200)],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await as(who, method, path, body);
      expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('staff product list', () => {
  const list = async (qs: string) =>
    json<StaffProductPage>(await as('manager', 'GET', `/products?${qs}`), 200);

  it('searches name, slug and brand; filters; sorts; pages', async () => {
    const a = await create({
      name: 'Zebu especial',
      slug: 'zebu-especial',
      brand: 'Marca Rara',
      featured: true,
    });
    await create({
      name: 'Zebu comum',
      slug: 'zebu-comum',
      variations: [{ name: 'único', priceCents: 100, stockQuantity: 0 }],
    });
    expect((await list('q=marca%20rara')).items.map((i) => i.id)).toEqual([a.id]);
    expect((await list('q=zebu&featured=true')).items.map((i) => i.slug)).toEqual(['zebu-especial']);
    expect((await list('q=zebu&stock=out')).items.map((i) => i.slug)).toEqual(['zebu-comum']);
    const byName = await list('q=zebu&sort=name&dir=asc');
    expect(byName.items.map((i) => i.slug)).toEqual(['zebu-comum', 'zebu-especial']);
    expect(byName.items[1]).toMatchObject({
      minPriceCents: 5990,
      maxPriceCents: 10990,
      stockState: 'in',
      variationCount: 2,
    });
    const byPrice = await list('q=zebu&sort=price&dir=desc');
    expect(byPrice.items.map((i) => i.slug)).toEqual(['zebu-especial', 'zebu-comum']);
    const paged = await list('q=zebu&pageSize=1&page=2&sort=name&dir=asc');
    expect(paged).toMatchObject({ total: 2, totalPages: 2, page: 2 });
    expect(paged.items.map((i) => i.slug)).toEqual(['zebu-especial']);
    expect((await list('q=zebu&pageSize=1&page=9')).total).toBe(2);
    expect((await list(`category=${fx.aves.id}&q=zebu`)).total).toBe(0);
    expect((await list('q=100%25')).total).toBe(0);
  });

  it('each stock filter finds exactly the products in that state (the prefilter drops none)', async () => {
    const mix: Array<[string, Array<number | null>]> = [
      ['gado-out', [0, 0]],
      ['gado-low', [2, 3]],
      ['gado-low-edge', [5]],
      // Decision 099: each variation against its own threshold (5 by default), not their sum.
      ['gado-low-each', [3, 3]],
      ['gado-low-one-out', [0, 9]],
      ['gado-low-mixed', [1, null]],
      ['gado-in-sum', [6, 7]],
      ['gado-in-one', [6]],
      ['gado-in-mixed', [6, null]],
      ['gado-untracked', [null, null]],
      ['gado-none', []],
    ];
    for (const [slug, stocks] of mix)
      await create({
        name: slug,
        slug,
        variations: stocks.map((stockQuantity, i) => ({ name: `v${i}`, priceCents: 100, stockQuantity })),
      });
    const all = await list('q=gado-&pageSize=50');
    const expected = {
      out: ['gado-out'],
      low: ['gado-low', 'gado-low-each', 'gado-low-edge', 'gado-low-mixed', 'gado-low-one-out'],
      untracked: ['gado-none', 'gado-untracked'],
    };
    expect(Object.fromEntries(all.items.map((i) => [i.slug, i.stockState]))).toMatchObject({
      'gado-in-sum': 'in',
      'gado-in-one': 'in',
      'gado-in-mixed': 'in',
      ...Object.fromEntries(
        Object.entries(expected).flatMap(([state, slugs]) => slugs.map((s) => [s, state])),
      ),
    });
    for (const state of STAFF_STOCK_FILTERS) {
      const found = (await list(`q=gado-&pageSize=50&stock=${state}`)).items.map((i) => i.slug).sort();
      expect(found, state).toEqual(
        all.items
          .filter((i) => i.stockState === state)
          .map((i) => i.slug)
          .sort(),
      );
    }
  });

  it('a bad query is 400 with the field', async () => {
    const { error } = await json<ErrorBody>(
      await as('admin', 'GET', '/products?sort=bogus&pageSize=1000'),
      400,
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['pageSize', 'sort']);
  });
});
