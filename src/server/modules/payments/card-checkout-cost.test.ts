import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, deliveryInput, fillCart, placeOrder, signIn } from '@/testing/orders';
import { cardTestApp } from '@/testing/payments';
import { moreIn, recordStatements, statementKind } from '@/testing/statements';

/**
 * What paying by card adds to a checkout (issue 36, decision 136), counted instead of timed: the
 * bench's "within 10 %" is a ratio of two noisy rates, this is the work behind it. A card checkout
 * writes its payment row in the order's transaction, stores its Stripe page after commit and calls
 * Stripe once; it keeps the cart (emptied when the hold is placed). Nothing else.
 */
let c: Awaited<ReturnType<typeof cardTestApp>>;
beforeAll(async () => {
  c = await cardTestApp();
});
afterAll(() => c.close());

/** A new customer with the card helper's cart: ≈ 1 kg picanha and a chimichurri. */
async function customerWithCart() {
  const customer = await signIn(c.t);
  await fillCart(c.t.database.db, customer.userId, [
    { productId: c.p.picanha.id, variationId: c.p.picanha1kg.id, quantity: 1, priceCents: 11990 },
    { productId: c.p.chimichurri.id, quantity: 1, priceCents: c.p.chimichurri.priceCents },
  ]);
  return customer;
}

/** One checkout of a customer ready to buy: the statements it ran and the Stripe calls it made. */
async function checkout(paymentMethod: 'pay_on_delivery' | 'card', log: ReturnType<typeof recordStatements>) {
  const customer = await customerWithCart();
  const stripeBefore = c.fake.requests.length;
  log.take();
  await body(await placeOrder(c.call, customer.jar, deliveryInput({ paymentMethod })), 201);
  return {
    statements: log.take(),
    stripe: c.fake.requests.slice(stripeBefore).map((r) => `${r.method} ${r.path}`),
  };
}

describe('what a card checkout costs the server', () => {
  it('names a statement by its verb and table', () => {
    expect(statementKind('select "id" from "orders" where "id" = $1')).toBe('select "orders"');
    expect(statementKind('insert into "payments" ("id") values ($1)')).toBe('insert "payments"');
    expect(statementKind('update "payments" set "x" = $1')).toBe('update "payments"');
    expect(statementKind('delete from "cart_sessions" where 1')).toBe('delete "cart_sessions"');
    expect(statementKind('begin')).toBe('begin');
    expect(moreIn(['a', 'b', 'b', 'c'], ['b', 'c', 'd'])).toEqual(['a', 'b']);
  });

  it('one payment row in the transaction, one page stored after commit, one call to Stripe, and no more', async () => {
    const log = recordStatements(c.t.database.db);
    // Both paths once first: the caches a running shop has warm (settings, Stripe keys, statements).
    await checkout('pay_on_delivery', log);
    await checkout('card', log);

    const manual = await checkout('pay_on_delivery', log);
    const card = await checkout('card', log);
    expect(manual.statements.length).toBeGreaterThan(10);
    expect(manual.stripe).toEqual([]);
    expect(card.stripe).toEqual(['POST /v1/checkout/sessions']);
    expect(moreIn(card.statements, manual.statements)).toEqual(['insert "payments"', 'update "payments"']);
    // The card order keeps its cart until its hold is placed (decision 081).
    expect(moreIn(manual.statements, card.statements)).toEqual(['delete "cart_sessions"']);
  });
});
