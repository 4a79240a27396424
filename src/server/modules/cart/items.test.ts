import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@/shared/cart/messages';
import type { Cart } from '@/shared/cart/types';
import { type CartCall, cartOf, cartTestApp, type DemoProducts, refusalOf } from '@/testing/cart';
import type { TestApp } from '@/testing/test-app';
import { productVariations } from '../catalogue/schema';
import { cartItemExtras, cartItems } from './schema';

let t: TestApp;
let call: CartCall;
let p: DemoProducts;
beforeAll(async () => {
  ({ t, call, p } = await cartTestApp());
});
afterAll(() => t.close());

/** A visitor's cart: 2 × picanha 1,2 kg with house seasoning ×1 and the marinade ×2, and 1 chimichurri. */
async function filledCart() {
  const first = await cartOf(
    call('POST', '/items', {
      productId: p.picanha.id,
      variationId: p.picanha12.id,
      quantity: 2,
      extras: [{ extraId: p.tempero.id }, { extraId: p.marinada.id, quantity: 2 }],
    }),
  );
  const id = first.sessionId!;
  const cart = await cartOf(
    call('POST', '/items', { productId: p.chimichurri.id, quantity: 1 }, { cart: id }),
  );
  const picanha = cart.items[0]!;
  return {
    id,
    cart,
    picanha,
    chimichurri: cart.items[1]!,
    tempero: picanha.extras[0]!,
    marinada: picanha.extras[1]!,
  };
}

const lineOf = (cart: Cart, itemId: string) => cart.items.find((l) => l.id === itemId);

describe('PATCH /api/cart/items/:id', () => {
  it('steps the quantity up and down and sets it, repricing from the database', async () => {
    const c = await filledCart();
    const patch = (body: object) => cartOf(call('PATCH', `/items/${c.picanha.id}`, body, { cart: c.id }));
    expect(lineOf(await patch({ delta: 1 }), c.picanha.id)?.quantity).toBe(3);
    expect(lineOf(await patch({ delta: -1 }), c.picanha.id)?.quantity).toBe(2);
    const set = await patch({ quantity: 4, unitPriceCents: 1 });
    expect(lineOf(set, c.picanha.id)).toMatchObject({
      quantity: 4,
      unitPriceCents: p.picanha12.priceCents,
      totalPriceCents: 4 * p.picanha12.priceCents,
    });
    expect(set.totals.itemCount).toBe(5);
    expect(set.totals.totalWeightKg).toBe(4.8);
  });

  it('removes the line and its extras when −1 reaches 0 (SPEC §4.4 decrement)', async () => {
    const c = await filledCart();
    const cart = await cartOf(call('PATCH', `/items/${c.chimichurri.id}`, { delta: -1 }, { cart: c.id }));
    expect(lineOf(cart, c.chimichurri.id)).toBeUndefined();
    await cartOf(call('PATCH', `/items/${c.picanha.id}`, { delta: -1 }, { cart: c.id }));
    const gone = await cartOf(call('PATCH', `/items/${c.picanha.id}`, { delta: -1 }, { cart: c.id }));
    expect(gone.items).toEqual([]);
    const extras = await t.database.db
      .select()
      .from(cartItemExtras)
      .where(eq(cartItemExtras.cart_item_id, c.picanha.id));
    expect(extras).toEqual([]);
  });

  it('refuses to go above the stock, and lets a line that is above it come down', async () => {
    const c = await filledCart();
    const up = (quantity: number) => call('PATCH', `/items/${c.picanha.id}`, { quantity }, { cart: c.id });
    expect((await refusalOf(up(5), 409)).message).toBe(CART_MESSAGES.insufficientStock);
    await t.database.db
      .update(productVariations)
      .set({ stock_quantity: 1 })
      .where(eq(productVariations.id, p.picanha12.id));
    try {
      const shown = await cartOf(call('GET', '', undefined, { cart: c.id }));
      expect(lineOf(shown, c.picanha.id)).toMatchObject({ quantity: 2, stock: 1, exceedsStock: true });
      expect(
        (await refusalOf(call('PATCH', `/items/${c.picanha.id}`, { delta: 1 }, { cart: c.id }), 409)).message,
      ).toBe(CART_MESSAGES.insufficientStock);
      const down = await cartOf(call('PATCH', `/items/${c.picanha.id}`, { delta: -1 }, { cart: c.id }));
      expect(lineOf(down, c.picanha.id)).toMatchObject({ quantity: 1, exceedsStock: false });
    } finally {
      await t.database.db
        .update(productVariations)
        .set({ stock_quantity: 4 })
        .where(eq(productVariations.id, p.picanha12.id));
    }
  });

  it.each([[{ quantity: 0 }], [{ quantity: -1 }], [{ delta: 2 }], [{}]])(
    'refuses %j with 422',
    async (body) => {
      const c = await filledCart();
      const error = await refusalOf(call('PATCH', `/items/${c.picanha.id}`, body, { cart: c.id }), 422);
      expect(error.code).toBe('validation_failed');
    },
  );
});

describe('DELETE /api/cart/items/:id', () => {
  it('removes the line with its extras and keeps the others', async () => {
    const c = await filledCart();
    const cart = await cartOf(call('DELETE', `/items/${c.picanha.id}`, undefined, { cart: c.id }));
    expect(cart.items.map((l) => l.id)).toEqual([c.chimichurri.id]);
    expect(cart.totals).toEqual({ subtotalCents: 1490, itemCount: 1, totalWeightKg: 0 });
    const extras = await t.database.db.select().from(cartItems).where(eq(cartItems.id, c.picanha.id));
    expect(extras).toEqual([]);
  });
});

describe('extras on a line', () => {
  it("adds a per-piece extra at the line's quantity; adding it again keeps it once (decision 111)", async () => {
    const c = await filledCart();
    const add = () =>
      cartOf(
        call(
          'POST',
          `/items/${c.picanha.id}/extras`,
          { extraId: p.espetos.id, price: 0, quantity: 5 },
          { cart: c.id },
        ),
      );
    await add();
    const cart = await add();
    const espetos = lineOf(cart, c.picanha.id)!.extras.find((e) => e.extraId === p.espetos.id);
    expect(espetos).toMatchObject({
      basis: 'piece',
      quantity: 2,
      unitPriceCents: 500,
      totalPriceCents: 1000,
    });
    expect(lineOf(cart, c.picanha.id)!.extrasTotalCents).toBe(490 + 590 + 1000);
    expect(cart.totals.subtotalCents).toBe(2 * p.picanha12.priceCents + 490 + 590 + 1000 + 1490);
  });

  it("a per-piece extra follows the line's quantity, a per-line one stays once (decision 111)", async () => {
    const c = await filledCart();
    await cartOf(call('POST', `/items/${c.picanha.id}/extras`, { extraId: p.espetos.id }, { cart: c.id }));
    for (const [change, quantity] of [
      [{ quantity: 3 }, 3],
      [{ delta: 1 }, 4],
      [{ delta: -1 }, 3],
      [{ quantity: 1 }, 1],
    ] as const) {
      const cart = await cartOf(call('PATCH', `/items/${c.picanha.id}`, change, { cart: c.id }));
      const line = lineOf(cart, c.picanha.id)!;
      expect(line.quantity).toBe(quantity);
      expect(line.extras.map((e) => [e.name, e.quantity, e.totalPriceCents])).toEqual([
        ['Tempero da casa', 1, 490],
        ['Marinada de alho e limão', 1, 590],
        ['Montar no espeto', quantity, quantity * 500],
      ]);
      expect(line.extrasTotalCents).toBe(490 + 590 + quantity * 500);
      expect(cart.totals.subtotalCents).toBe(quantity * (p.picanha12.priceCents + 500) + 490 + 590 + 1490);
    }
  });

  it('refuses an extra the line\'s product does not offer with "Extra não encontrado"', async () => {
    const c = await filledCart();
    const error = await refusalOf(
      call('POST', `/items/${c.chimichurri.id}/extras`, { extraId: p.tempero.id }, { cart: c.id }),
      404,
    );
    expect(error.message).toBe(CART_MESSAGES.extraNotFound);
  });

  it('a +1 leaves an extra as it is (its quantity is not chosen); −1 or DELETE takes it off', async () => {
    const c = await filledCart();
    const path = (extraId: string) => `/items/${c.picanha.id}/extras/${extraId}`;
    const up = await cartOf(call('PATCH', path(c.tempero.id), { delta: 1 }, { cart: c.id }));
    expect(lineOf(up, c.picanha.id)!.extras[0]).toMatchObject({ quantity: 1, totalPriceCents: 490 });
    const gone = await cartOf(call('PATCH', path(c.tempero.id), { delta: -1 }, { cart: c.id }));
    expect(lineOf(gone, c.picanha.id)!.extras.map((e) => e.id)).toEqual([c.marinada.id]);
    const removed = await cartOf(call('DELETE', path(c.marinada.id), undefined, { cart: c.id }));
    expect(lineOf(removed, c.picanha.id)!.extras).toEqual([]);
    expect(lineOf(removed, c.picanha.id)!.quantity).toBe(2);
  });
});

describe('an item or extra is touched only inside its own cart (SPEC §5.2)', () => {
  it('refuses another cart\'s item with "Item não encontrado no carrinho" (404) and leaves it alone', async () => {
    const mine = await filledCart();
    const theirs = await filledCart();
    const attempts = [
      call('PATCH', `/items/${theirs.picanha.id}`, { delta: 1 }, { cart: mine.id }),
      call('DELETE', `/items/${theirs.picanha.id}`, undefined, { cart: mine.id }),
      call('POST', `/items/${theirs.picanha.id}/extras`, { extraId: p.espetos.id }, { cart: mine.id }),
      call(
        'PATCH',
        `/items/${theirs.picanha.id}/extras/${theirs.tempero.id}`,
        { delta: 1 },
        { cart: mine.id },
      ),
      call('DELETE', `/items/${theirs.picanha.id}/extras/${theirs.tempero.id}`, undefined, { cart: mine.id }),
      call('DELETE', `/items/${theirs.picanha.id}`, undefined, {}),
    ];
    for (const attempt of attempts) {
      expect((await refusalOf(attempt, 404)).message).toBe(CART_MESSAGES.itemNotInCart);
    }
    const intact = await cartOf(call('GET', '', undefined, { cart: theirs.id }));
    expect(intact).toMatchObject({ items: theirs.cart.items, totals: theirs.cart.totals });
  });

  it('refuses an extra line of another item or cart with "Extra não encontrado no carrinho" (404)', async () => {
    const mine = await filledCart();
    const theirs = await filledCart();
    for (const attempt of [
      call('PATCH', `/items/${mine.picanha.id}/extras/${theirs.tempero.id}`, { delta: 1 }, { cart: mine.id }),
      call('DELETE', `/items/${mine.picanha.id}/extras/${theirs.marinada.id}`, undefined, { cart: mine.id }),
      call('DELETE', `/items/${mine.chimichurri.id}/extras/${mine.tempero.id}`, undefined, { cart: mine.id }),
    ]) {
      expect((await refusalOf(attempt, 404)).message).toBe(CART_MESSAGES.extraNotInCart);
    }
    const intact = await cartOf(call('GET', '', undefined, { cart: theirs.id }));
    expect(intact.items[0]!.extras).toEqual(theirs.picanha.extras);
  });

  it('answers 400 for an item id that is not an id at all', async () => {
    const c = await filledCart();
    const error = await refusalOf(call('DELETE', '/items/abc', undefined, { cart: c.id }), 400);
    expect(error.message).toBe(CART_MESSAGES.itemNotInCart);
  });
});
