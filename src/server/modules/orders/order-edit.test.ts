import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEditChangeInput } from '@/shared/orders/edit-schema';
import type { OrderDetail } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import { outbox } from '@/testing/messaging/outbox';
import {
  body,
  deliveryInput,
  fillCart,
  insertCoupon,
  type OrderDesk,
  orderDeskTestApp,
  placeOrder,
  setStock,
  signIn,
  stockOf,
} from '@/testing/orders';
import { auditEntries } from '@/testing/stored-rows';
import type { TestApp } from '@/testing/test-app';

/** Issue 39, decision 085: staff fix an order (POST /api/orders/staff/:id/edit). */

let t: TestApp;
let call: Call;
let p: DemoProducts;
let placeFor: OrderDesk['newOrder'];
const jars = {} as Record<'admin' | 'manager' | 'otherManager' | 'customer', CookieJar>;
let customer: { jar: CookieJar; userId: string; email: string };

beforeAll(async () => {
  ({ t, call, p, newOrder: placeFor } = await orderDeskTestApp());
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  const { stores } = await import('../stores/schema');
  await t.database.db.insert(stores).values({ name: 'Loja Buford', slug: 'buford' });
  jars.otherManager = (await signIn(t, 'manager', 'buford')).jar;
  customer = await signIn(t);
  jars.customer = customer.jar;
});
afterAll(() => t.close());

/** ≈ 1 kg picanha (R$ 119,90, sold by weight) and a chimichurri, delivered. */
const newOrder = (overrides: Parameters<OrderDesk['newOrder']>[1] = {}) => placeFor(customer, overrides);
const edit = (
  who: keyof typeof jars,
  order: OrderDetail,
  changes: OrderEditChangeInput[],
  version = order.updatedAt,
) => call('POST', `/api/orders/staff/${order.id}/edit`, { version, changes }, { jar: jars[who] });
const move = (order: OrderDetail, status: string) =>
  call('POST', `/api/orders/staff/${order.id}/status`, { status }, { jar: jars.admin });
const lastMessage = async (orderId: string) =>
  (await outbox(t.database.db).rows({ relatedId: orderId, purpose: 'order_update' }, 'oldest')).at(-1);

describe('substituting an item', () => {
  it('recomputes the order, moves the stock, records the event and the audit entry, tells the customer', async () => {
    await setStock(t.database.db, p.fraldinha05.id, 10);
    const picanhaBefore = await stockOf(t.database.db, p.picanha1kg.id);
    const order = await newOrder();
    const picanhaLine = order.items[0]!;
    const res = await edit('manager', order, [
      {
        type: 'substitute',
        itemId: picanhaLine.id,
        productId: p.fraldinha.id,
        variationId: p.fraldinha05.id,
        quantity: 2,
        reason: 'Acabou a picanha de 1 kg',
      },
    ]);
    const { order: edited, coupon } = await body<{ order: OrderDetail; coupon: string }>(res, 200);
    expect(coupon).toBe('none');
    expect(edited.items[0]).toMatchObject({
      id: picanhaLine.id,
      productName: 'Fraldinha',
      variationName: '500 g',
      quantity: 2,
      unitPriceCents: p.fraldinha05.priceCents,
      lineTotalCents: 2 * p.fraldinha05.priceCents,
      finalGrams: null,
    });
    const delta = 2 * p.fraldinha05.priceCents - picanhaLine.lineTotalCents;
    expect(edited.subtotalCents).toBe(order.subtotalCents + delta);
    expect(edited.totalCents).toBe(order.totalCents + delta);
    expect(edited.estimatedTotalCents).toBe(edited.totalCents);
    expect(await stockOf(t.database.db, p.fraldinha05.id)).toBe(8);
    expect(await stockOf(t.database.db, p.picanha1kg.id)).toBe(picanhaBefore);

    const event = edited.events.at(-1)!;
    expect(event).toMatchObject({ kind: 'edit', note: 'Acabou a picanha de 1 kg', details: null });
    expect(event.edit).toMatchObject({
      changes: [{ type: 'substitute', from: 'Picanha — 1 kg', to: 'Fraldinha — 500 g', quantity: 2 }],
      before: { totalCents: order.totalCents },
      after: { totalCents: edited.totalCents },
    });
    const audits = await auditEntries(t.database.db, { entityId: order.id, action: 'edit_order' });
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ totalCents: edited.totalCents });

    const message = await lastMessage(order.id);
    expect(message?.body).toContain('Substituído: Picanha — 1 kg por 2 × Fraldinha — 500 g');
    expect(message?.body).toContain('motivo: Acabou a picanha de 1 kg');
    expect(message?.body).toMatch(/Se não quiser a substituição, responda esta mensagem/);

    // The customer sees it on her order (Meus Pedidos).
    const mine = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/${order.id}`, undefined, { jar: customer.jar }),
      200,
    );
    expect(mine.order.items[0]!.productName).toBe('Fraldinha');
    expect(mine.order.events.at(-1)!.kind).toBe('edit');
  });
});

describe('adding, removing, quantity and the coupon', () => {
  it('adds a line and changes a quantity; removing below the coupon minimum stops the discount', async () => {
    await insertCoupon(t.database.db, {
      code: 'EDIT10',
      type: 'percentage',
      value: '10',
      // The order as placed exactly: without the chimichurri it falls below.
      minimum_order: ((11990 + p.chimichurri.priceCents) / 100).toFixed(2),
    });
    const order = await newOrder({ couponCode: 'EDIT10' });
    expect(order.discountCents).toBeGreaterThan(0);
    const [picanha, chimi] = order.items;
    const added = await body<{ order: OrderDetail; coupon: string }>(
      await edit('admin', order, [
        { type: 'add', productId: p.chimichurri.id, quantity: 1 },
        { type: 'quantity', itemId: picanha!.id, quantity: 2 },
      ]),
      200,
    );
    const subtotal = 2 * 11990 + 2 * p.chimichurri.priceCents;
    expect(added.coupon).toBe('kept');
    expect(added.order.items).toHaveLength(3);
    expect(added.order.subtotalCents).toBe(subtotal);
    expect(added.order.discountCents).toBe(Math.floor(subtotal / 10));

    const removed = await body<{ order: OrderDetail; coupon: string }>(
      await edit('admin', added.order, [
        { type: 'remove', itemId: chimi!.id },
        { type: 'quantity', itemId: picanha!.id, quantity: 1 },
        { type: 'remove', itemId: added.order.items[2]!.id },
      ]),
      200,
    );
    expect(removed.coupon).toBe('belowMinimum');
    expect(removed.order.discountCents).toBe(0);
    expect(removed.order.totalCents).toBe(11990 + removed.order.deliveryFeeCents);
    expect((await lastMessage(order.id))?.body).toContain('abaixo do valor mínimo do cupom');
  });

  it('refuses what the rule refuses, and stock it cannot take, changing nothing', async () => {
    const order = await newOrder();
    const [picanha, chimi] = order.items;
    const empty = await edit('admin', order, [
      { type: 'remove', itemId: picanha!.id },
      { type: 'remove', itemId: chimi!.id },
    ]);
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.key).toBe('orderEdit.empty');
    await setStock(t.database.db, p.fraldinha05.id, 1);
    const short = await edit('admin', order, [
      { type: 'add', productId: p.fraldinha.id, variationId: p.fraldinha05.id, quantity: 3 },
    ]);
    expect(short.status).toBe(409);
    expect((await short.json()).error.key).toBe('orderEdit.insufficientStock');
    expect(await stockOf(t.database.db, p.fraldinha05.id)).toBe(1);
    const noVariation = await edit('admin', order, [{ type: 'add', productId: p.fraldinha.id, quantity: 1 }]);
    expect((await body<{ error: { key: string } }>(noVariation, 422)).error.key).toBe(
      'orderEdit.variationRequired',
    );
    const same = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/staff/${order.id}`, undefined, { jar: jars.admin }),
      200,
    );
    expect(same.order.totalCents).toBe(order.totalCents);
    expect(same.order.updatedAt).toBe(order.updatedAt);
  });
});

/**
 * Picanha 1 kg (the other tests' line) does not track its stock: these lines do (1,2 kg, 1,5 kg
 * and fraldinha 500 g), so what an edit gives back and takes is counted exactly.
 */
describe('stock of tracked variations', () => {
  /** 2 × picanha 1,2 kg and 2 × fraldinha 500 g, each variation with 10 in stock before. */
  async function trackedOrder() {
    for (const v of [p.picanha12, p.picanha15, p.fraldinha05]) await setStock(t.database.db, v.id, 10);
    await fillCart(t.database.db, customer.userId, [
      {
        productId: p.picanha.id,
        variationId: p.picanha12.id,
        quantity: 2,
        priceCents: p.picanha12.priceCents,
      },
      {
        productId: p.fraldinha.id,
        variationId: p.fraldinha05.id,
        quantity: 2,
        priceCents: p.fraldinha05.priceCents,
      },
    ]);
    const { order } = await body<{ order: OrderDetail }>(
      await placeOrder(call, customer.jar, deliveryInput()),
      201,
    );
    expect(await stockOf(t.database.db, p.picanha12.id)).toBe(8);
    expect(await stockOf(t.database.db, p.fraldinha05.id)).toBe(8);
    return order;
  }
  const stocks = async () => ({
    picanha12: await stockOf(t.database.db, p.picanha12.id),
    picanha15: await stockOf(t.database.db, p.picanha15.id),
    fraldinha05: await stockOf(t.database.db, p.fraldinha05.id),
  });

  it('removing a line and lowering a quantity give it back, raising takes it, all or nothing', async () => {
    const order = await trackedOrder();
    const [picanha, fraldinha] = order.items;
    const lowered = await body<{ order: OrderDetail }>(
      await edit('admin', order, [
        { type: 'remove', itemId: fraldinha!.id },
        { type: 'quantity', itemId: picanha!.id, quantity: 1 },
      ]),
      200,
    );
    expect(await stocks()).toEqual({ picanha12: 9, picanha15: 10, fraldinha05: 10 });

    const raised = await body<{ order: OrderDetail }>(
      await edit('admin', lowered.order, [{ type: 'quantity', itemId: picanha!.id, quantity: 4 }]),
      200,
    );
    expect(raised.order.items[0]!.quantity).toBe(4);
    expect(await stocks()).toEqual({ picanha12: 6, picanha15: 10, fraldinha05: 10 });

    // One edit that gives picanha back and cannot take the fraldinha: refused whole, the picanha
    // given back with it is taken again (one transaction), no count moves.
    await setStock(t.database.db, p.fraldinha05.id, 1);
    const short = await edit('admin', raised.order, [
      { type: 'quantity', itemId: picanha!.id, quantity: 1 },
      { type: 'add', productId: p.fraldinha.id, variationId: p.fraldinha05.id, quantity: 2 },
    ]);
    expect((await body<{ error: { key: string } }>(short, 409)).error.key).toBe(
      'orderEdit.insufficientStock',
    );
    expect(await stocks()).toEqual({ picanha12: 6, picanha15: 10, fraldinha05: 1 });
  });

  it('changing a line’s variation prices it anew, moves the stock from one to the other and records it', async () => {
    const order = await trackedOrder();
    const [picanha, fraldinha] = order.items;
    const res = await edit('manager', order, [
      { type: 'variation', itemId: picanha!.id, variationId: p.picanha15.id },
    ]);
    const { order: edited } = await body<{ order: OrderDetail }>(res, 200);
    expect(edited.items[0]).toMatchObject({
      id: picanha!.id,
      variationId: p.picanha15.id,
      variationName: '1,5 kg',
      quantity: 2,
      unitPriceCents: p.picanha15.priceCents,
      lineTotalCents: 2 * p.picanha15.priceCents,
    });
    expect(edited.items[1]).toMatchObject({ id: fraldinha!.id, lineTotalCents: fraldinha!.lineTotalCents });
    const delta = 2 * (p.picanha15.priceCents - p.picanha12.priceCents);
    expect(delta).not.toBe(0);
    expect(edited.subtotalCents).toBe(order.subtotalCents + delta);
    expect(edited.totalCents).toBe(order.totalCents + delta);
    expect(await stocks()).toEqual({ picanha12: 10, picanha15: 8, fraldinha05: 8 });

    const event = edited.events.at(-1)!;
    expect(event.kind).toBe('edit');
    expect(event.edit).toMatchObject({
      changes: [{ type: 'variation', name: 'Picanha', from: '1,2 kg', to: '1,5 kg' }],
      before: { totalCents: order.totalCents },
      after: { totalCents: edited.totalCents },
    });
    const audits = await auditEntries(t.database.db, { entityId: order.id, action: 'edit_order' });
    expect(audits).toHaveLength(1);
  });
});

describe('the preview', () => {
  it('answers the new totals by the same rule and writes nothing', async () => {
    const order = await newOrder();
    const res = await call(
      'POST',
      `/api/orders/staff/${order.id}/edit`,
      {
        version: order.updatedAt,
        preview: true,
        changes: [{ type: 'quantity', itemId: order.items[0]!.id, quantity: 3 }],
      },
      { jar: jars.manager },
    );
    const { preview } = await body<{ preview: { totalCents: number; beforeTotalCents: number } }>(res, 200);
    expect(preview).toMatchObject({
      beforeTotalCents: order.totalCents,
      totalCents: order.totalCents + 2 * 11990,
    });
    const same = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/staff/${order.id}`, undefined, { jar: jars.admin }),
      200,
    );
    expect(same.order.updatedAt).toBe(order.updatedAt);
    expect(same.order.events.some((e) => e.kind === 'edit')).toBe(false);
  });
});

describe('who may edit, and when', () => {
  it('refuses a customer (403) and another store’s manager (403)', async () => {
    const order = await newOrder();
    const change: OrderEditChangeInput[] = [{ type: 'quantity', itemId: order.items[0]!.id, quantity: 2 }];
    expect((await edit('customer', order, change)).status).toBe(403);
    expect((await edit('otherManager', order, change)).status).toBe(403);
    expect((await edit('manager', order, change)).status).toBe(200);
  });

  it.each(['out_for_delivery', 'completed', 'cancelled'])('refuses an order %s with 409', async (status) => {
    const order = await newOrder();
    const path =
      status === 'cancelled'
        ? ['cancelled']
        : ['confirmed', 'preparing', 'out_for_delivery', ...(status === 'completed' ? ['completed'] : [])];
    for (const s of path) expect((await move(order, s)).status).toBe(200);
    const fresh = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/staff/${order.id}`, undefined, { jar: jars.admin }),
      200,
    );
    const res = await edit('admin', fresh.order, [
      { type: 'quantity', itemId: order.items[0]!.id, quantity: 2 },
    ]);
    expect(res.status).toBe(409);
    const error = (await res.json()).error;
    expect(error.key).toBe('orderEdit.wrongStatus');
    expect(error.message).toMatch(/não pode mais ser alterado/);
  });
});

describe('an edit racing a weighing', () => {
  it('an edit based on the order before a weighing is 409, and a weighing based on it before an edit too', async () => {
    const order = await newOrder();
    await move(order, 'confirmed');
    const read = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/staff/${order.id}`, undefined, { jar: jars.admin }),
      200,
    );
    const weighing = () =>
      call(
        'POST',
        `/api/orders/staff/${order.id}/weights`,
        { lines: [{ itemId: order.items[0]!.id, weight: '1,08' }], version: read.order.updatedAt },
        { jar: jars.admin },
      );
    const editing = () =>
      edit('manager', read.order, [{ type: 'quantity', itemId: order.items[0]!.id, quantity: 2 }]);
    const answers = await Promise.all([weighing(), editing()]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = await answers.find((r) => r.status === 409)!.json();
    expect(loser.error.key).toBe('orderEdit.stale');
    // Only the winner wrote: one event after the confirmation.
    const after = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/staff/${order.id}`, undefined, { jar: jars.admin }),
      200,
    );
    expect(after.order.events.filter((e) => e.kind === 'edit' || e.kind === 'weighing')).toHaveLength(1);
  });

  it('a weighing without a version (an older desk) still works after an edit', async () => {
    const placed = await newOrder();
    await move(placed, 'confirmed');
    const { order } = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/staff/${placed.id}`, undefined, { jar: jars.admin }),
      200,
    );
    const edited = await body<{ order: OrderDetail }>(
      await edit('admin', order, [{ type: 'quantity', itemId: order.items[1]!.id, quantity: 2 }]),
      200,
    );
    const res = await call(
      'POST',
      `/api/orders/staff/${order.id}/weights`,
      { lines: [{ itemId: edited.order.items[0]!.id, weight: '1,08' }] },
      { jar: jars.admin },
    );
    expect(res.status).toBe(200);
  });
});
