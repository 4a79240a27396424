import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@/shared/cart/messages';
import { type CartCall, cartOf, cartTestApp, type DemoProducts, refusalOf } from '@/testing/cart';
import type { TestApp } from '@/testing/test-app';

let t: TestApp;
let call: CartCall;
let p: DemoProducts;
beforeAll(async () => {
  ({ t, call, p } = await cartTestApp());
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A new visitor's cart holding one line: 1 × picanha 1 kg. */
async function startCart() {
  const cart = await cartOf(
    call('POST', '/items', { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1 }),
  );
  return { cart, id: cart.sessionId! };
}

describe('GET /api/cart', () => {
  it('answers an empty cart without creating one when the visitor has no cart id', async () => {
    const res = await call('GET', '');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await cartOf(res)).toEqual({
      sessionId: null,
      expiresAt: null,
      items: [],
      totals: { subtotalCents: 0, itemCount: 0, totalWeightKg: 0 },
      notice: null,
      lookupFailed: false,
    });
  });

  it('answers an empty cart with no id for an unknown or malformed cart id (the browser forgets it)', async () => {
    expect((await cartOf(call('GET', '', undefined, { cart: UNKNOWN }))).sessionId).toBeNull();
    expect((await cartOf(call('GET', '', undefined, { cart: 'not-a-uuid' }))).sessionId).toBeNull();
  });

  it('reuses the session the browser keeps: the cart survives a reload', async () => {
    const { id } = await startCart();
    const again = await cartOf(call('GET', '', undefined, { cart: id }));
    expect(again.sessionId).toBe(id);
    expect(again.items).toHaveLength(1);
  });
});

describe('POST /api/cart/items (SPEC §4.4 add, §5.2 rules)', () => {
  it('creates a session (random id, 24 h) on the first add and answers the line with database prices', async () => {
    const before = Date.now();
    const { cart, id } = await startCart();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const expires = new Date(cart.expiresAt!).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(24 * 3600_000 + 5000);
    expect(cart.items).toEqual([
      expect.objectContaining({
        productId: p.picanha.id,
        productSlug: 'picanha',
        productName: 'Picanha',
        variationId: p.picanha1kg.id,
        variationName: '1 kg',
        weightKg: 1,
        quantity: 1,
        unitPriceCents: p.picanha1kg.priceCents,
        totalPriceCents: p.picanha1kg.priceCents,
        extras: [],
        stock: null,
        exceedsStock: false,
        available: true,
      }),
    ]);
    expect(cart.totals).toEqual({ subtotalCents: 11990, itemCount: 1, totalWeightKg: 1 });
  });

  it('never takes a cart id chosen by the client: an unknown id gets a new server-made session', async () => {
    const cart = await cartOf(
      call('POST', '/items', { productId: p.chimichurri.id, quantity: 1 }, { cart: UNKNOWN }),
    );
    expect(cart.sessionId).not.toBe(UNKNOWN);
    expect(cart.items).toHaveLength(1);
  });

  it('adds to the same line for the same product and variation, else makes a new line', async () => {
    const { id } = await startCart();
    const add = (body: object) => cartOf(call('POST', '/items', body, { cart: id }));
    await add({ productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 2 });
    await add({ productId: p.picanha.id, variationId: p.picanha12.id, quantity: 1 });
    await add({ productId: p.chimichurri.id, quantity: 1 });
    const cart = await add({ productId: p.chimichurri.id, variationId: null, quantity: 2 });
    expect(cart.items.map((l) => [l.variationName ?? l.productSlug, l.quantity])).toEqual([
      ['1 kg', 3],
      ['1,2 kg', 1],
      ['chimichurri', 3],
    ]);
    expect(cart.items[2]).toMatchObject({ variationId: null, weightKg: null, unitPriceCents: 1490 });
    expect(cart.totals).toEqual({
      subtotalCents: 3 * 11990 + p.picanha12.priceCents + 3 * 1490,
      itemCount: 7,
      totalWeightKg: 4.2,
    });
  });

  it('ignores any price, total or weight the client sends', async () => {
    const cart = await cartOf(
      call('POST', '/items', {
        productId: p.picanha.id,
        variationId: p.picanha1kg.id,
        quantity: 2,
        price: 1,
        unitPrice: '0.01',
        unit_price: 0,
        totalPrice: 1,
        weightKg: 99,
        extras: [{ extraId: p.tempero.id, quantity: 1, price: 0, unitPriceCents: 1 }],
      }),
    );
    expect(cart.items[0]).toMatchObject({ unitPriceCents: 11990, totalPriceCents: 23980, weightKg: 1 });
    expect(cart.items[0]!.extras[0]).toMatchObject({ unitPriceCents: 490, totalPriceCents: 490 });
    expect(cart.totals.subtotalCents).toBe(23980 + 490);
  });

  it('adds the chosen extras: per line once, per piece × the quantity; a sent count is ignored (decision 111)', async () => {
    const cart = await cartOf(
      call('POST', '/items', {
        productId: p.picanha.id,
        variationId: p.picanha15.id,
        quantity: 3,
        extras: [
          { extraId: p.tempero.id },
          { extraId: p.marinada.id, quantity: 2 },
          { extraId: p.espetos.id },
        ],
      }),
    );
    const line = cart.items[0]!;
    expect(line.extras.map((e) => [e.name, e.basis, e.quantity, e.totalPriceCents])).toEqual([
      ['Tempero da casa', 'line', 1, 490],
      ['Marinada de alho e limão', 'line', 1, 590],
      ['Montar no espeto', 'piece', 3, 1500],
    ]);
    expect(line.extrasTotalCents).toBe(2580);
    expect(cart.totals.subtotalCents).toBe(3 * p.picanha15.priceCents + 2580);
  });

  // SPEC §5.2 for zero or less; a fraction or text is not a count of items (issue 38).
  it.each([
    ['zero', 0, CART_MESSAGES.quantityPositive],
    ['negative', -2, CART_MESSAGES.quantityPositive],
    ['a fraction', 1.5, CART_MESSAGES.quantityWhole],
    ['text', 'dois', CART_MESSAGES.quantityWhole],
  ])('refuses a quantity that is %s with "%s" (422)', async (_name, quantity, message) => {
    const error = await refusalOf(
      call('POST', '/items', { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity }),
      422,
    );
    expect(error.message).toBe(message);
  });

  it('refuses an unknown or inactive product with "Produto não encontrado" (404)', async () => {
    const unknown = await refusalOf(call('POST', '/items', { productId: UNKNOWN, quantity: 1 }), 404);
    expect(unknown.message).toBe(CART_MESSAGES.productNotFound);
    const { products } = await import('../catalogue/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(products).set({ is_active: false }).where(eq(products.id, p.fraldinha.id));
    try {
      const inactive = await refusalOf(
        call('POST', '/items', { productId: p.fraldinha.id, variationId: p.fraldinha05.id, quantity: 1 }),
        404,
      );
      expect(inactive.message).toBe(CART_MESSAGES.productNotFound);
    } finally {
      await t.database.db.update(products).set({ is_active: true }).where(eq(products.id, p.fraldinha.id));
    }
  });

  it('refuses a variation that does not exist, belongs to another product, or is missing (404)', async () => {
    const cases = [
      { productId: p.picanha.id, variationId: UNKNOWN },
      { productId: p.picanha.id, variationId: p.fraldinha05.id },
      { productId: p.picanha.id },
      { productId: p.chimichurri.id, variationId: p.picanha1kg.id },
    ];
    for (const body of cases) {
      const error = await refusalOf(call('POST', '/items', { ...body, quantity: 1 }), 404);
      expect(error.message, JSON.stringify(body)).toBe(CART_MESSAGES.variationNotFound);
    }
  });

  it('refuses more than the stock with "Estoque insuficiente" (409), counting what the line holds', async () => {
    const add = (quantity: number, cart?: string) =>
      call('POST', '/items', { productId: p.picanha.id, variationId: p.picanha15.id, quantity }, { cart });
    expect((await refusalOf(add(4), 409)).message).toBe(CART_MESSAGES.insufficientStock);
    const cart = await cartOf(add(2));
    expect((await refusalOf(add(2, cart.sessionId!), 409)).message).toBe(CART_MESSAGES.insufficientStock);
    const full = await cartOf(add(1, cart.sessionId!));
    expect(full.items[0]).toMatchObject({ quantity: 3, stock: 3, exceedsStock: false });
  });

  it('refuses an extra the product does not offer, and adds nothing at all (one transaction)', async () => {
    const { id } = await startCart();
    const error = await refusalOf(
      call(
        'POST',
        '/items',
        {
          productId: p.fraldinha.id,
          variationId: p.fraldinha05.id,
          quantity: 1,
          extras: [{ extraId: p.notForFraldinha.id }],
        },
        { cart: id },
      ),
      404,
    );
    expect(error.message).toBe(CART_MESSAGES.extraNotFound);
    const unknown = await refusalOf(
      call(
        'POST',
        '/items',
        {
          productId: p.picanha.id,
          variationId: p.picanha1kg.id,
          quantity: 1,
          extras: [{ extraId: UNKNOWN }],
        },
        { cart: id },
      ),
      404,
    );
    expect(unknown.message).toBe(CART_MESSAGES.extraNotFound);
    const cart = await cartOf(call('GET', '', undefined, { cart: id }));
    expect(cart.items.map((l) => [l.productSlug, l.quantity, l.extras.length])).toEqual([['picanha', 1, 0]]);
  });

  it('answers 400 for malformed JSON and 422 with fields for a missing product id', async () => {
    const res = await t.app.request('/api/cart/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"productId":',
    });
    expect(res.status).toBe(400);
    const error = await refusalOf(call('POST', '/items', { quantity: 1 }), 422);
    expect(error.fields?.productId).toEqual([
      { key: 'cart.productNotFound', message: CART_MESSAGES.productNotFound },
    ]);
  });

  it('does not refuse a shopper clicking fast: 40 writes in a row from one address pass', async () => {
    const { id } = await startCart();
    const item = (await cartOf(call('GET', '', undefined, { cart: id }))).items[0]!;
    for (let i = 0; i < 40; i++) {
      const res = await call('PATCH', `/items/${item.id}`, { delta: i % 2 === 0 ? 1 : -1 }, { cart: id });
      expect(res.status).toBe(200);
    }
  });
});
