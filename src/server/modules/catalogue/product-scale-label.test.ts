import { describe, expect, it } from 'vitest';
import type { ProductInput } from '@/shared/catalogue/product-schemas';
import type { ErrorBody } from '@/shared/errors';
import { json } from '@/testing/content-staff';
import { productStaffSuite } from '@/testing/product-staff';
import type { StaffProduct } from './product-mappers';

/** Issue 41, decision 092: a product's shelf life and scale item code (PLU), validated and saved. */
const { as, draft, create, read, editOf } = productStaffSuite();

describe('staff products: scale label fields', () => {
  it('saves shelf life and item code (padded to 5 digits), reads them back, clears them', async () => {
    const p = await create({ shelfLifeDays: 5, scaleItemCode: '4201' });
    expect(p).toMatchObject({ shelfLifeDays: 5, scaleItemCode: '04201' });
    expect(await read(p.id)).toMatchObject({ shelfLifeDays: 5, scaleItemCode: '04201' });

    const edited = await json<{ product: StaffProduct }>(
      await as(
        'manager',
        'PATCH',
        `/products/${p.id}`,
        editOf(p, { shelfLifeDays: 3, scaleItemCode: ' 04202 ' }),
      ),
      200,
    );
    expect(edited.product).toMatchObject({ shelfLifeDays: 3, scaleItemCode: '04202' });

    const cleared = await json<{ product: StaffProduct }>(
      await as(
        'admin',
        'PATCH',
        `/products/${p.id}`,
        editOf(edited.product, { shelfLifeDays: null, scaleItemCode: '' }),
      ),
      200,
    );
    expect(cleared.product).toMatchObject({ shelfLifeDays: null, scaleItemCode: null });
  });

  it('a save that leaves the fields out keeps them (the bulk grid, the import)', async () => {
    const p = await create({ shelfLifeDays: 7, scaleItemCode: '4203' });
    const { shelfLifeDays: _s, scaleItemCode: _c, ...rest } = editOf(p, { name: 'Costela renomeada' });
    const saved = await json<{ product: StaffProduct }>(
      await as('admin', 'PATCH', `/products/${p.id}`, rest),
      200,
    );
    expect(saved.product).toMatchObject({
      name: 'Costela renomeada',
      shelfLifeDays: 7,
      scaleItemCode: '04203',
    });
  });

  it.each([
    ['shelf life 0', { shelfLifeDays: 0 }, 'shelfLifeDays', 'labels.shelfLifeInvalid'],
    ['shelf life 366', { shelfLifeDays: 366 }, 'shelfLifeDays', 'labels.shelfLifeInvalid'],
    ['shelf life 1.5', { shelfLifeDays: 1.5 }, 'shelfLifeDays', 'labels.shelfLifeInvalid'],
    ['shelf life as text', { shelfLifeDays: '5' }, 'shelfLifeDays', 'labels.shelfLifeInvalid'],
    ['item code of 6 digits', { scaleItemCode: '123456' }, 'scaleItemCode', 'labels.itemCodeInvalid'],
    ['item code with letters', { scaleItemCode: '42a' }, 'scaleItemCode', 'labels.itemCodeInvalid'],
    ['item code zero', { scaleItemCode: '00000' }, 'scaleItemCode', 'labels.itemCodeInvalid'],
    ['item code as a number', { scaleItemCode: 42 }, 'scaleItemCode', 'labels.itemCodeInvalid'],
  ] as const)('bad input: %s is 422 on its field, in Portuguese', async (_, change, field, key) => {
    const { error } = await json<ErrorBody>(
      await as('admin', 'POST', '/products', draft(change as unknown as Partial<ProductInput>)),
      422,
    );
    expect(error.fields?.[field]?.[0]?.key).toBe(key);
  });

  it('an item code belongs to one product: 409 on the field; a copy of the product gets none', async () => {
    const p = await create({ scaleItemCode: '4204', shelfLifeDays: 4 });
    const taken = await json<ErrorBody>(
      await as('admin', 'POST', '/products', draft({ scaleItemCode: '04204' })),
      409,
    );
    expect(taken.error.fields?.scaleItemCode?.[0]?.key).toBe('labels.itemCodeTaken');
    expect(taken.error.message).toBe('Este código de balança já é de outro produto.');
    const other = await create();
    await json<ErrorBody>(
      await as('admin', 'PATCH', `/products/${other.id}`, editOf(other, { scaleItemCode: '4204' })),
      409,
    );
    const copy = await json<{ product: StaffProduct }>(
      await as('admin', 'POST', `/products/${p.id}/duplicate`),
      201,
    );
    expect(copy.product).toMatchObject({ scaleItemCode: null, shelfLifeDays: 4 });
  });
});
