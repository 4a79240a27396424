import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import { TEXT_LIMITS } from '@/shared/text-limits';
import type { Call } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import {
  body,
  cartLineCount,
  deliveryInput,
  ordersTestApp,
  placeOrder,
  signIn,
  standardCart,
} from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { orderItems, orders } from './schema';

/** Checkout's long texts (issue 38, decision 110): past the limit a 422 naming it; at the limit kept whole. */
let t: TestApp;
let call: Call;
let p: DemoProducts;
beforeAll(async () => {
  ({ t, call, p } = await ordersTestApp());
});
afterAll(() => t.close());

type Refusal = { error: { code: string; fields: Record<string, { key: string; params?: unknown }[]> } };

describe('POST /api/orders: the order note and the line notes', () => {
  it('refuses a note one past its limit with 422, the field and its limit; nothing is placed', async () => {
    const { jar, userId } = await signIn(t);
    const [line] = await standardCart(t.database.db, p, userId);
    const res = await placeOrder(
      call,
      jar,
      deliveryInput({
        notes: 'x'.repeat(TEXT_LIMITS.orderNote + 1),
        itemNotes: { [line!]: 'y'.repeat(TEXT_LIMITS.itemNote + 1) },
      }),
    );
    const refused = await body<Refusal>(res, 422);
    expect(refused.error.code).toBe('validation_failed');
    expect(refused.error.fields.notes).toMatchObject([
      { key: 'textLimit.orderNote', params: { max: TEXT_LIMITS.orderNote } },
    ]);
    expect(refused.error.fields[`itemNotes.${line}`]).toMatchObject([
      { key: 'textLimit.itemNote', params: { max: TEXT_LIMITS.itemNote } },
    ]);
    expect(await cartLineCount(t.database.db, userId)).toBeGreaterThan(0);
  });

  it('keeps a note of exactly the limit whole, accents included', async () => {
    const { jar, userId } = await signIn(t);
    const [line] = await standardCart(t.database.db, p, userId);
    const note = `${`${'Portão azul, tocar a campainha. '.repeat(40)}`.slice(0, TEXT_LIMITS.orderNote - 1)}!`;
    const itemNote = `${`${'Bifes de 3 cm, sem gordura. '.repeat(20)}`.slice(0, TEXT_LIMITS.itemNote - 1)}.`;
    const res = await placeOrder(call, jar, deliveryInput({ notes: note, itemNotes: { [line!]: itemNote } }));
    const { order } = await body<{ order: OrderDetail }>(res, 201);
    expect(order.notes).toBe(note);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.notes).toHaveLength(TEXT_LIMITS.orderNote);
    expect(stored?.notes).toBe(note);
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.order_id, order.id));
    expect(items.map((i) => i.notes)).toContain(itemNote);
  });
});
