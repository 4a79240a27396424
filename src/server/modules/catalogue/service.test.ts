import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import type { Category, ProductDetail } from '@/shared/catalogue/types';
import { captureLogger, createTestApp, type TestApp } from '@/testing/test-app';
import { categories, products } from './schema';
import { CATALOGUE_CACHE_MS, createCatalogueService } from './service';

let t: TestApp;
let now = 1_800_000_000_000;
beforeAll(async () => {
  t = await createTestApp({
    services: (database) => ({ catalogue: createCatalogueService(database.db, { now: () => now }) }),
  });
});
afterAll(() => t.close());

const get = (path: string) => t.app.request(`/api/catalogue${path}`);
const categoryNames = async () =>
  ((await (await get('/categories')).json()) as Category[]).map((c) => c.name);
const actor = { userId: 'staff-test', role: 'admin' };
const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('the catalogue cache', () => {
  it('keeps serving its copy for the TTL when another process changes a row, then reads again', async () => {
    const first = await get('/categories');
    const etag = first.headers.get('etag');
    await t.database.db
      .update(categories)
      .set({ name: 'Carnes bovinas' })
      .where(eq(categories.slug, 'bovinos'));
    now += CATALOGUE_CACHE_MS - 1;
    expect(await categoryNames()).toContain('Bovinos');
    now += 2;
    expect(await categoryNames()).toContain('Carnes bovinas');
    expect((await get('/categories')).headers.get('etag')).not.toBe(etag);
  });

  it('is cleared at once by every category write made through the service', async () => {
    const before = (await (await get('/categories')).json()) as Category[];
    const aves = before.find((c) => c.slug === 'aves')!;

    await t.services.catalogue.updateCategory(actor, aves.id, { name: 'Aves e frango' });
    expect(await categoryNames()).toContain('Aves e frango');
    // The category page and the products that show it change too.
    expect(((await (await get('/categories/aves')).json()) as Category).name).toBe('Aves e frango');
    const hearts = (await (await get('/products/coracao-de-frango')).json()) as ProductDetail;
    expect(hearts.category?.name).toBe('Aves e frango');

    await t.services.catalogue.updateCategory(actor, aves.id, { isActive: false });
    expect((await get('/categories/aves')).status).toBe(404);
    await t.services.catalogue.updateCategory(actor, aves.id, { isActive: true });
    expect((await get('/categories/aves')).status).toBe(200);

    const created = await t.services.catalogue.createCategory(actor, {
      name: 'Peixes',
      slug: 'peixes',
      isActive: true,
      displayOrder: 5,
      nameEn: 'Fish',
      description: null,
      descriptionEn: null,
      imageUrl: null,
    });
    expect(await categoryNames()).toContain('Peixes');
    expect((await get('/categories/peixes')).status).toBe(200);

    await t.services.catalogue.reorderCategories(actor, { ids: [created.id] });
    expect((await categoryNames())[0]).toBe('Peixes');

    await t.services.catalogue.deleteCategory(actor, created.id);
    expect(await categoryNames()).not.toContain('Peixes');
    expect((await get('/categories/peixes')).status).toBe(404);
  });
});

describe('category writes (SPEC §5.3, §8.4)', () => {
  const fresh = { name: 'Temperos', slug: 'temperos', isActive: true, displayOrder: 90 } as const;

  it('refuses a slug another category has', async () => {
    const error = await rejection(
      t.services.catalogue.createCategory(actor, { ...fresh, slug: 'bovinos' } as never),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe('Já existe uma categoria com este slug.');
  });

  it('refuses bad input with 422 and the field', async () => {
    const error = await rejection(
      t.services.catalogue.createCategory(actor, { ...fresh, slug: 'Com Espaço' } as never),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fields ?? {})).toEqual(['slug']);
    const empty = await rejection(
      t.services.catalogue.createCategory(actor, { ...fresh, slug: '' } as never),
    );
    expect(empty.message).toBe('Slug da categoria é obrigatório');
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'nope'],
  ])('an update of %s fails with "Nenhuma categoria foi atualizada…"', async (_, id) => {
    const error = await rejection(t.services.catalogue.updateCategory(actor, id, { name: 'X' }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Nenhuma categoria foi atualizada. Verifique as permissões.');
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'nope'],
  ])('a delete of %s fails with "Nenhuma categoria foi deletada…"', async (_, id) => {
    const error = await rejection(t.services.catalogue.deleteCategory(actor, id));
    expect(error.message).toBe('Nenhuma categoria foi deletada. Verifique as permissões.');
  });

  it('an update writes only the fields sent', async () => {
    const before = (await t.services.catalogue.listAllCategories()).find((c) => c.slug === 'mercado')!;
    const after = await t.services.catalogue.updateCategory(actor, before.id, { nameEn: 'Grocery' });
    const { productCount: _, ...fields } = before;
    expect(after).toEqual({ ...fields, nameEn: 'Grocery', updatedAt: after.updatedAt });
  });

  it('a reorder with one unknown id changes nothing', async () => {
    const [first] = await t.services.catalogue.listAllCategories();
    const error = await rejection(
      t.services.catalogue.reorderCategories(actor, {
        ids: [first!.id, '00000000-0000-4000-8000-000000000000'],
      }),
    );
    expect(error.message).toBe('Nenhuma categoria foi atualizada. Verifique as permissões.');
    const [still] = await t.services.catalogue.listAllCategories();
    expect(still).toEqual(first);
  });

  it('deleting a category with products only logs how many were linked; the products stay', async () => {
    const { logger, lines } = captureLogger();
    const kits = (await t.services.catalogue.listAllCategories()).find((c) => c.slug === 'kits-churrasco')!;
    await t.services.catalogue.deleteCategory(actor, kits.id, logger);
    expect(lines().find((l) => l.msg === 'category deleted')).toMatchObject({ linkedProducts: 3 });
    const [kit] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.slug, 'kit-churrasco-familia'));
    expect(kit?.category_id).toBeNull();
    const page = (await (await get('/products/kit-churrasco-familia')).json()) as ProductDetail;
    expect(page.category).toBeNull();
  });

  it('lists every category for staff, inactive ones too', async () => {
    const aves = (await t.services.catalogue.listAllCategories()).find((c) => c.slug === 'aves')!;
    await t.services.catalogue.updateCategory(actor, aves.id, { isActive: false });
    const all = await t.services.catalogue.listAllCategories();
    expect(all.find((c) => c.slug === 'aves')?.isActive).toBe(false);
    expect((await t.services.catalogue.categories()).map((c) => c.slug)).not.toContain('aves');
  });
});

describe('inactive products', () => {
  it('disappear from lists, pages and search at the next read after a write', async () => {
    await t.database.db.update(products).set({ is_active: false }).where(eq(products.slug, 'cupim'));
    t.services.catalogue.invalidate();
    expect((await get('/products/cupim')).status).toBe(404);
    const search = (await (await get('/products?q=cupim')).json()) as { total: number };
    expect(search.total).toBe(0);
  });
});
