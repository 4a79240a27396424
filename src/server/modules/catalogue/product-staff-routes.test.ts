import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductInput, STAFF_STOCK_FILTERS } from '../../../shared/catalogue/product-schemas';
import type { Category, ProductDetail } from '../../../shared/catalogue/types';
import type { ErrorBody } from '../../../shared/errors';
import { type Call, type CookieJar, caller } from '../../../testing/accounts';
import { fillCart, insertCustomer, signIn } from '../../../testing/orders';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { stores } from '../accounts/schema';
import { auditLog } from '../audit/schema';
import { orderItems, orders } from '../orders/schema';
import type { StaffProductPage } from './product-admin-list';
import type { StaffExtra, StaffProduct } from './product-mappers';

let t: TestApp;
let call: Call;
type Who = 'superAdmin' | 'admin' | 'manager' | 'customer';
const jars = {} as Record<Who, CookieJar>;
let bovinos: Category;
let aves: Category;
let tempero: StaffExtra;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  jars.superAdmin = (await signIn(t, 'super_admin')).jar;
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
  const cats = await json<Category[]>(await call('GET', '/api/catalogue/categories'), 200);
  bovinos = cats.find((c) => c.slug === 'bovinos')!;
  aves = cats.find((c) => c.slug === 'aves')!;
  const { extras } = await json<{ extras: StaffExtra[] }>(await as('admin', 'GET', '/extras'), 200);
  tempero = extras.find((e) => e.name === 'Tempero da casa')!;
});
afterAll(() => t.close());

const BASE = '/api/catalogue/staff';
const as = (who: Who | null, method: string, path: string, body?: unknown) =>
  call(method, `${BASE}${path}`, body, who ? { jar: jars[who] } : {});

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

const publicProduct = (slug: string) => call('GET', `/api/catalogue/products/${slug}`);
const publicList = async (q = '') =>
  (
    await json<{ items: { slug: string; priceCents: number }[] }>(
      await call('GET', `/api/catalogue/products${q}`),
      200,
    )
  ).items;

const draft = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Costela gaúcha',
  nameEn: 'Gaucho beef ribs',
  description: 'Costela de ripa, defumada.',
  descriptionEn: 'Smoked beef ribs.',
  slug: `costela-gaucha-${randomUUID().slice(0, 6)}`,
  categoryId: bovinos.id,
  brand: 'Fazenda Boa Vista',
  priceCents: 0,
  availableSizes: [],
  availableColors: [],
  imageUrls: ['/images/products/costela.svg', '/media/pictures/0123456789abcdef-1600.webp'],
  variations: [
    { name: '1 kg', priceCents: 5990, weightKg: 1, stockQuantity: 10 },
    { name: '2 kg', priceCents: 10990, weightKg: 2, stockQuantity: null },
  ],
  extraIds: [tempero.id],
  ...overrides,
});

const create = async (overrides: Partial<ProductInput> = {}) =>
  (await json<{ product: StaffProduct }>(await as('admin', 'POST', '/products', draft(overrides)), 201))
    .product;
const read = async (id: string) =>
  (await json<{ product: StaffProduct }>(await as('admin', 'GET', `/products/${id}`), 200)).product;
/** The editor's save: the product as read, with changes, carrying its version. */
const editOf = (p: StaffProduct, changes: Partial<ProductInput> = {}) => {
  const { id: _id, mainImageUrl: _m, variations, ...rest } = p;
  return { ...rest, variations: variations.map(({ displayOrder: _o, ...v }) => v), ...changes };
};
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'product'), eq(auditLog.entity_id, id)))
    .orderBy(auditLog.at);

describe('staff products: writes reach the storefront', () => {
  it('creates with variations and an extra; the price is the lowest variation; the product page and list show it', async () => {
    const product = await create({ slug: 'costela-gaucha' });
    expect(product).toMatchObject({
      priceCents: 5990,
      mainImageUrl: '/images/products/costela.svg',
      extraIds: [tempero.id],
      isActive: true,
    });
    expect(product.variations.map((v) => [v.name, v.displayOrder])).toEqual([
      ['1 kg', 0],
      ['2 kg', 1],
    ]);
    const page = await json<ProductDetail>(await publicProduct('costela-gaucha'), 200);
    expect(page).toMatchObject({ name: 'Costela gaúcha', nameEn: 'Gaucho beef ribs', minPriceCents: 5990 });
    expect(page.extras.map((e) => e.name)).toEqual(['Tempero da casa']);
    expect((await publicList('?q=costela')).map((p) => p.slug)).toContain('costela-gaucha');
    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({ action: 'create', actor_role: 'admin' });
    expect(entry!.after).toMatchObject({
      name: 'Costela gaúcha',
      variations: [{ name: '1 kg' }, { name: '2 kg' }],
    });
  });

  it('a price edit (by a manager) shows on the product page at the next request; variations added, changed, removed', async () => {
    // Warm the storefront caches first: the edit must clear them.
    await json(await publicProduct('costela-gaucha'), 200);
    await publicList('?q=costela');
    const before = await read((await json<ProductDetail>(await publicProduct('costela-gaucha'), 200)).id);
    const [kg1] = before.variations;
    const edited = await json<{ product: StaffProduct }>(
      await as(
        'manager',
        'PATCH',
        `/products/${before.id}`,
        editOf(before, {
          variations: [
            { id: kg1!.id, name: '1 kg', priceCents: 4990, weightKg: 1, stockQuantity: 8 },
            { name: '3 kg', priceCents: 14990, weightKg: 3, stockQuantity: 0 },
          ],
        }),
      ),
      200,
    );
    expect(edited.product.variations.map((v) => [v.name, v.priceCents])).toEqual([
      ['1 kg', 4990],
      ['3 kg', 14990],
    ]);
    expect(edited.product.variations[0]!.id).toBe(kg1!.id);
    const page = await json<ProductDetail>(await publicProduct('costela-gaucha'), 200);
    expect(page.priceCents).toBe(4990);
    expect(page.variations.map((v) => v.name)).toEqual(['1 kg', '3 kg']);
    expect((await publicList('?q=costela')).find((p) => p.slug === 'costela-gaucha')?.priceCents).toBe(4990);
    const last = (await auditOf(before.id)).at(-1)!;
    expect(last).toMatchObject({
      action: 'update',
      actor_role: 'manager',
      before: { priceCents: 5990 },
      after: { priceCents: 4990 },
    });
  });

  it('deactivating takes it off the storefront; the staff list still has it as a draft', async () => {
    const p = await create();
    await json(await as('admin', 'PATCH', `/products/${p.id}`, editOf(p, { isActive: false })), 200);
    expect((await publicProduct(p.slug)).status).toBe(404);
    const list = await json<StaffProductPage>(
      await as('manager', 'GET', `/products?q=${p.slug}&status=draft`),
      200,
    );
    expect(list.items.map((i) => i.id)).toEqual([p.id]);
  });

  it('duplicates as a draft with a free slug, the same variations, extras and pictures', async () => {
    const source = await create({ slug: 'linguica-da-casa' });
    const copy = (
      await json<{ product: StaffProduct }>(
        await as('superAdmin', 'POST', `/products/${source.id}/duplicate`),
        201,
      )
    ).product;
    expect(copy).toMatchObject({
      slug: 'linguica-da-casa-copia',
      name: 'Costela gaúcha (cópia)',
      isActive: false,
      imageUrls: source.imageUrls,
      extraIds: source.extraIds,
    });
    expect(copy.variations.map((v) => [v.name, v.priceCents, v.stockQuantity])).toEqual(
      source.variations.map((v) => [v.name, v.priceCents, v.stockQuantity]),
    );
    expect(copy.variations[0]!.id).not.toBe(source.variations[0]!.id);
    const second = (
      await json<{ product: StaffProduct }>(
        await as('admin', 'POST', `/products/${source.id}/duplicate`),
        201,
      )
    ).product;
    expect(second.slug).toBe('linguica-da-casa-copia-2');
    expect((await publicProduct(copy.slug)).status).toBe(404);
  });

  it('deletes a product nobody has in a cart or an order; it leaves the storefront', async () => {
    const p = await create();
    await json(await publicProduct(p.slug), 200);
    await json(await as('admin', 'DELETE', `/products/${p.id}`), 200);
    expect((await publicProduct(p.slug)).status).toBe(404);
    expect((await as('admin', 'GET', `/products/${p.id}`)).status).toBe(404);
    expect((await auditOf(p.id)).at(-1)).toMatchObject({ action: 'delete', after: null });
  });
});

describe('staff products: refusals', () => {
  it('a manager may edit prices but not move a product to another category (403, nothing written)', async () => {
    const p = await create();
    const res = await as(
      'manager',
      'PATCH',
      `/products/${p.id}`,
      editOf(p, { categoryId: aves.id, brand: 'Outra' }),
    );
    const { error } = await json<ErrorBody>(res, 403);
    expect(error.key).toBe('product.categoryForbidden');
    expect(error.message).toMatch(/administradores/);
    expect(await read(p.id)).toEqual(p);
    await json(await as('admin', 'PATCH', `/products/${p.id}`, editOf(p, { categoryId: aves.id })), 200);
    expect((await read(p.id)).categoryId).toBe(aves.id);
  });

  it('refuses a save over a newer version with 409 and writes nothing', async () => {
    const p = await create();
    await json(await as('admin', 'PATCH', `/products/${p.id}`, editOf(p, { brand: 'Nova' })), 200);
    const { error } = await json<ErrorBody>(
      await as('manager', 'PATCH', `/products/${p.id}`, editOf(p, { brand: 'Velha' })),
      409,
    );
    expect(error.key).toBe('product.stale');
    expect((await read(p.id)).brand).toBe('Nova');
  });

  it.each([
    [
      'previous price not above the price',
      { onOffer: true, previousPriceCents: 5990 },
      'previousPriceCents',
      'product.previousPriceNotAbove',
    ],
    [
      'offer without a previous price',
      { onOffer: true, previousPriceCents: null },
      'previousPriceCents',
      'product.previousPriceRequired',
    ],
    ['negative price', { priceCents: -1, variations: [] }, 'priceCents', 'product.priceInvalid'],
    [
      'negative stock',
      { variations: [{ name: 'x', priceCents: 100, weightKg: null, stockQuantity: -2 }] },
      'variations.0.stockQuantity',
      'product.stockInvalid',
    ],
    ['empty name', { name: ' ' }, 'name', 'product.nameRequired'],
    ['bad slug', { slug: 'Com Espaço' }, 'slug', 'product.slugPattern'],
    [
      'outside picture',
      { imageUrls: ['https://evil.example/x.jpg'] },
      'imageUrls.0',
      'product.pictureInvalid',
    ],
    [
      'path trick picture',
      { imageUrls: ['/images/../etc/passwd.svg'] },
      'imageUrls.0',
      'product.pictureInvalid',
    ],
  ] as const)('bad input: %s is 422 on its field', async (_, change, field, key) => {
    const { error } = await json<ErrorBody>(
      await as('admin', 'POST', '/products', draft(change as Partial<ProductInput>)),
      422,
    );
    expect(error.fields?.[field]?.[0]?.key).toBe(key);
  });

  it('an offer whose previous price is above the lowest variation is fine', async () => {
    const p = await create({ onOffer: true, previousPriceCents: 6990 });
    expect(p).toMatchObject({ onOffer: true, previousPriceCents: 6990, priceCents: 5990 });
  });

  it('unknown category and extra are 422 on their field; a taken slug is 409 on the slug', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const cat = await json<ErrorBody>(
      await as('admin', 'POST', '/products', draft({ categoryId: missing })),
      422,
    );
    expect(cat.error.fields?.categoryId?.[0]?.key).toBe('product.categoryUnknown');
    const extra = await json<ErrorBody>(
      await as('admin', 'POST', '/products', draft({ extraIds: [missing] })),
      422,
    );
    expect(extra.error.fields?.extraIds?.[0]?.key).toBe('product.extraUnknown');
    const taken = await json<ErrorBody>(
      await as('admin', 'POST', '/products', draft({ slug: 'picanha' })),
      409,
    );
    expect(taken.error.fields?.slug?.[0]?.key).toBe('product.slugTaken');
    const p = await create();
    const edit = await json<ErrorBody>(
      await as('admin', 'PATCH', `/products/${p.id}`, editOf(p, { slug: 'picanha' })),
      409,
    );
    expect(edit.error.fields?.slug?.[0]?.key).toBe('product.slugTaken');
    const foreign = await json<ErrorBody>(
      await as(
        'admin',
        'PATCH',
        `/products/${p.id}`,
        editOf(p, { variations: [{ id: randomUUID(), name: 'x', priceCents: 1 }] }),
      ),
      422,
    );
    expect(foreign.error.fields?.variations?.[0]?.key).toBe('product.variationUnknown');
  });

  it('a product in an open cart, or a variation in it, cannot be deleted: 409 suggesting to deactivate', async () => {
    const p = await create();
    const customer = await insertCustomer(t.database.db);
    await fillCart(
      t.database.db,
      customer.userId,
      [{ productId: p.id, variationId: p.variations[0]!.id, quantity: 1, priceCents: 5990 }],
      new Date(),
    );
    const { error } = await json<ErrorBody>(await as('admin', 'DELETE', `/products/${p.id}`), 409);
    expect(error.key).toBe('product.inUse');
    expect(error.message).toMatch(/Desative/);
    const removeVariation = await json<ErrorBody>(
      await as(
        'admin',
        'PATCH',
        `/products/${p.id}`,
        editOf(p, { variations: editOf(p).variations.slice(1) }),
      ),
      409,
    );
    expect(removeVariation.error).toMatchObject({ key: 'product.variationInUse', params: { name: '1 kg' } });
    // Deactivating is allowed.
    await json(await as('admin', 'PATCH', `/products/${p.id}`, editOf(p, { isActive: false })), 200);
  });

  it('a product in an order cannot be deleted either', async () => {
    const p = await create();
    const customer = await insertCustomer(t.database.db);
    const [store] = await t.database.db.select({ id: stores.id }).from(stores).limit(1);
    const [order] = await t.database.db
      .insert(orders)
      .values({
        customer_user_id: customer.userId,
        customer_email: customer.email,
        store_id: store!.id,
        fulfilment_type: 'pickup',
        delivery_date: '2026-11-24',
        window_id: 'morning',
        window_start: '09:00',
        window_end: '12:00',
        subtotal: '59.90',
        total: '59.90',
        payment_method: 'pay_on_delivery',
        idempotency_key: randomUUID(),
      })
      .returning();
    await t.database.db.insert(orderItems).values({
      order_id: order!.id,
      product_id: p.id,
      product_name: p.name,
      quantity: 1,
      unit_price: '59.90',
      line_total: '59.90',
      position: 0,
    });
    expect(
      (await json<ErrorBody>(await as('superAdmin', 'DELETE', `/products/${p.id}`), 409)).error.key,
    ).toBe('product.inUse');
  });
});

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
    expect((await list(`category=${aves.id}&q=zebu`)).total).toBe(0);
    expect((await list('q=100%25')).total).toBe(0);
  });

  it('each stock filter finds exactly the products in that state (the prefilter drops none)', async () => {
    const mix: Array<[string, Array<number | null>]> = [
      ['gado-out', [0, 0]],
      ['gado-low', [2, 3]],
      ['gado-low-edge', [5]],
      ['gado-in-sum', [3, 3]],
      ['gado-in-one', [6]],
      ['gado-in-mixed', [1, null]],
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
      low: ['gado-low', 'gado-low-edge'],
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

describe('staff extras', () => {
  it('creates, renames (the product page shows the new name), refuses a taken name and a stale save', async () => {
    const { extra } = await json<{ extra: StaffExtra }>(
      await as('admin', 'POST', '/extras', { name: 'Farofa pronta', nameEn: 'Farofa', priceCents: 1290 }),
      201,
    );
    const p = await create({ extraIds: [extra.id, tempero.id] });
    expect((await json<ProductDetail>(await publicProduct(p.slug), 200)).extras.map((e) => e.name)).toEqual([
      'Farofa pronta',
      'Tempero da casa',
    ]);
    const renamed = await json<{ extra: StaffExtra }>(
      await as('superAdmin', 'PATCH', `/extras/${extra.id}`, {
        name: 'Farofa da casa',
        priceCents: 1390,
        updatedAt: extra.updatedAt,
      }),
      200,
    );
    expect((await json<ProductDetail>(await publicProduct(p.slug), 200)).extras[0]).toMatchObject({
      name: 'Farofa da casa',
      priceCents: 1390,
    });
    const stale = await json<ErrorBody>(
      await as('admin', 'PATCH', `/extras/${extra.id}`, {
        name: 'X',
        priceCents: 1,
        updatedAt: extra.updatedAt,
      }),
      409,
    );
    expect(stale.error.key).toBe('extra.stale');
    const taken = await json<ErrorBody>(
      await as('admin', 'POST', '/extras', { name: 'Tempero da casa', priceCents: 1 }),
      409,
    );
    expect(taken.error.fields?.name?.[0]?.key).toBe('extra.nameTaken');
    const bad = await json<ErrorBody>(
      await as('admin', 'POST', '/extras', { name: '', priceCents: -5 }),
      422,
    );
    expect(Object.keys(bad.error.fields ?? {}).sort()).toEqual(['name', 'priceCents']);
    expect(renamed.extra.updatedAt).not.toBe(extra.updatedAt);
  });

  it('an extra in an open cart cannot be deleted (409); an unused one can, and leaves the products offering it', async () => {
    const customer = await insertCustomer(t.database.db);
    const p = await read((await json<ProductDetail>(await publicProduct('picanha'), 200)).id);
    await fillCart(
      t.database.db,
      customer.userId,
      [
        {
          productId: p.id,
          variationId: p.variations[0]!.id,
          quantity: 1,
          priceCents: 100,
          extras: [{ extraId: tempero.id, quantity: 1, priceCents: 100 }],
        },
      ],
      new Date(),
    );
    expect((await json<ErrorBody>(await as('admin', 'DELETE', `/extras/${tempero.id}`), 409)).error.key).toBe(
      'extra.inUse',
    );
    const { extra } = await json<{ extra: StaffExtra }>(
      await as('admin', 'POST', '/extras', { name: 'Sal grosso', priceCents: 500 }),
      201,
    );
    const q = await create({ extraIds: [extra.id] });
    await json(await as('admin', 'DELETE', `/extras/${extra.id}`), 200);
    expect((await read(q.id)).extraIds).toEqual([]);
    expect((await json<ProductDetail>(await publicProduct(q.slug), 200)).extras).toEqual([]);
  });
});
