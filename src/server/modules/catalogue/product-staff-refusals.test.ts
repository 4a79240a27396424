import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProductInput } from '@/shared/catalogue/product-schemas';
import type { ErrorBody } from '@/shared/errors';
import { json } from '@/testing/content-staff';
import { fillCart, insertCustomer } from '@/testing/orders';
import { productStaffSuite } from '@/testing/product-staff';
import { orderItems, orders } from '../orders/schema';
import { stores } from '../stores/schema';

/** What the staff product routes refuse, and that a refusal writes nothing. */
const { as, draft, create, read, editOf, fx } = productStaffSuite();

describe('staff products: refusals', () => {
  it('a manager may edit prices but not move a product to another category (403, nothing written)', async () => {
    const p = await create();
    const res = await as(
      'manager',
      'PATCH',
      `/products/${p.id}`,
      editOf(p, { categoryId: fx.aves.id, brand: 'Outra' }),
    );
    const { error } = await json<ErrorBody>(res, 403);
    expect(error.key).toBe('product.categoryForbidden');
    expect(error.message).toMatch(/administradores/);
    expect(await read(p.id)).toEqual(p);
    await json(await as('admin', 'PATCH', `/products/${p.id}`, editOf(p, { categoryId: fx.aves.id })), 200);
    expect((await read(p.id)).categoryId).toBe(fx.aves.id);
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
    const customer = await insertCustomer(fx.t.database.db);
    await fillCart(
      fx.t.database.db,
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
    const customer = await insertCustomer(fx.t.database.db);
    const [store] = await fx.t.database.db.select({ id: stores.id }).from(stores).limit(1);
    const [order] = await fx.t.database.db
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
    await fx.t.database.db.insert(orderItems).values({
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
