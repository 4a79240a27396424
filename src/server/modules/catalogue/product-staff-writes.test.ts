import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/shared/catalogue/types';
import { json } from '@/testing/content-staff';
import { productStaffSuite } from '@/testing/product-staff';
import type { StaffProductPage } from './product-admin-list';
import type { StaffProduct } from './product-mappers';

/** Staff product writes and what the storefront shows after them (decision 030). */
const { as, publicProduct, publicList, create, read, editOf, auditOf, fx } = productStaffSuite();

describe('staff products: writes reach the storefront', () => {
  it('creates with variations and an extra; the price is the lowest variation; the product page and list show it', async () => {
    const product = await create({ slug: 'costela-gaucha' });
    expect(product).toMatchObject({
      priceCents: 5990,
      mainImageUrl: '/images/products/costela.svg',
      extraIds: [fx.tempero.id],
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

  it('cut options (issue 41): staff save them, the product page answers them, a bad value is refused', async () => {
    const before = await read((await json<ProductDetail>(await publicProduct('costela-gaucha'), 200)).id);
    const cutOptions = {
      groups: [
        { group: 'bone' as const, required: true, values: [{ value: 'out', priceCents: 150 }] },
        { group: 'pieces' as const, required: false, values: [{ value: '2', priceCents: 0 }] },
      ],
      note: true,
    };
    const saved = await json<{ product: StaffProduct }>(
      await as('manager', 'PATCH', `/products/${before.id}`, editOf(before, { cutOptions })),
      200,
    );
    expect(saved.product.cutOptions).toEqual(cutOptions);
    const page = await json<ProductDetail>(await publicProduct('costela-gaucha'), 200);
    expect(page.cutOptions).toEqual(cutOptions);
    const bad = {
      groups: [{ group: 'bone', required: false, values: [{ value: 'half', priceCents: 0 }] }],
      note: false,
    };
    const refused = await as(
      'manager',
      'PATCH',
      `/products/${before.id}`,
      editOf(saved.product, { cutOptions: bad as never }),
    );
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('cuts.valueUnknown');
  });
});
