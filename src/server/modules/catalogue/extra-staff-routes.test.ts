import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/shared/catalogue/types';
import type { ErrorBody } from '@/shared/errors';
import { json } from '@/testing/content-staff';
import { fillCart, insertCustomer } from '@/testing/orders';
import { productStaffSuite } from '@/testing/product-staff';
import type { StaffExtra } from './product-mappers';

/** The shop's extras as staff manage them. */
const { as, publicProduct, create, read, fx } = productStaffSuite();

describe('staff extras', () => {
  it('creates, renames (the product page shows the new name), refuses a taken name and a stale save', async () => {
    const { extra } = await json<{ extra: StaffExtra }>(
      await as('admin', 'POST', '/extras', { name: 'Farofa pronta', nameEn: 'Farofa', priceCents: 1290 }),
      201,
    );
    const p = await create({ extraIds: [extra.id, fx.tempero.id] });
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

  it('keeps how the extra is charged: per line by default, per piece when staff say so (decision 111)', async () => {
    const { extra } = await json<{ extra: StaffExtra }>(
      await as('admin', 'POST', '/extras', { name: 'Embalar cada bife', priceCents: 150, basis: 'piece' }),
      201,
    );
    expect(extra.basis).toBe('piece');
    const p = await create({ extraIds: [extra.id, fx.tempero.id] });
    expect(
      (await json<ProductDetail>(await publicProduct(p.slug), 200)).extras.map((e) => [e.name, e.basis]),
    ).toEqual([
      ['Embalar cada bife', 'piece'],
      ['Tempero da casa', 'line'],
    ]);
    const changed = await json<{ extra: StaffExtra }>(
      await as('admin', 'PATCH', `/extras/${extra.id}`, {
        name: extra.name,
        priceCents: 150,
        basis: 'line',
        updatedAt: extra.updatedAt,
      }),
      200,
    );
    expect(changed.extra.basis).toBe('line');
    const bad = await json<ErrorBody>(
      await as('admin', 'POST', '/extras', { name: 'Por quilo', priceCents: 100, basis: 'kg' }),
      422,
    );
    expect(bad.error.fields?.basis?.[0]?.key).toBe('extra.basisInvalid');
  });

  it('an extra in an open cart cannot be deleted (409); an unused one can, and leaves the products offering it', async () => {
    const customer = await insertCustomer(fx.t.database.db);
    const p = await read((await json<ProductDetail>(await publicProduct('picanha'), 200)).id);
    await fillCart(
      fx.t.database.db,
      customer.userId,
      [
        {
          productId: p.id,
          variationId: p.variations[0]!.id,
          quantity: 1,
          priceCents: 100,
          extras: [{ extraId: fx.tempero.id, quantity: 1, priceCents: 100 }],
        },
      ],
      new Date(),
    );
    expect(
      (await json<ErrorBody>(await as('admin', 'DELETE', `/extras/${fx.tempero.id}`), 409)).error.key,
    ).toBe('extra.inUse');
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
