import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { outbox } from '@/testing/messaging/outbox';
import { body, deliveryInput, fillCart, type OrderDesk, orderDeskTestApp, signIn } from '@/testing/orders';
import { usersUnified } from '../accounts/schema';
import { orders } from './schema';

/**
 * Issue 38, decision 086: every message about an order is written in the language it was placed
 * in (the interface language the web app sends as Accept-Language), else the buyer's preferred
 * language, else Portuguese. Read from the outbox, as the worker would send it.
 */
let desk: OrderDesk;
let admin: { jar: CookieJar };
beforeAll(async () => {
  desk = await orderDeskTestApp();
  admin = await signIn(desk.t, 'admin');
});
afterAll(() => desk.t.close());

const db = () => desk.t.database.db;

async function placeIn(language: string | null) {
  const customer = await signIn(desk.t);
  await fillCart(db(), customer.userId, [
    { productId: desk.p.chimichurri.id, quantity: 10, priceCents: desk.p.chimichurri.priceCents },
  ]);
  const res = await desk.call('POST', '/api/orders', deliveryInput(), {
    jar: customer.jar,
    headers: { 'Idempotency-Key': randomUUID(), ...(language ? { 'Accept-Language': language } : {}) },
  });
  const { order } = await body<{ order: OrderDetail }>(res, 201);
  return { customer, order };
}

/** The order's e-mails, oldest first. */
const emailsOf = (orderId: string) => outbox(db()).rows({ relatedId: orderId, channel: 'email' }, 'oldest');

async function move(orderId: string, status: string) {
  const res = await desk.call('POST', `/api/orders/staff/${orderId}/status`, { status }, { jar: admin.jar });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('the order keeps the language it was placed in', () => {
  it('English: "Order BP-… received", a 12-hour window; status moves too', async () => {
    const { order } = await placeIn('en-US,en;q=0.9,pt-BR;q=0.8');
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.language).toBe('en');
    const [placed] = await emailsOf(order.id);
    expect(placed?.subject).toBe(`Brazil Prime: Order ${order.number} received`);
    expect(placed?.body).toContain(`We received your order ${order.number} at Brazil Prime.`);
    expect(placed?.body).toContain('Delivery: Tuesday, Nov 24 · 9:00 AM – 12:00 PM.');
    expect(placed?.body).toContain('Payment on delivery.');
    expect(placed?.body).not.toMatch(/pedido|Olá|Entrega/);

    await move(order.id, 'confirmed');
    await move(order.id, 'cancelled');
    const all = await emailsOf(order.id);
    expect(all.map((m) => m.subject)).toEqual([
      `Brazil Prime: Order ${order.number} received`,
      `Brazil Prime: Order ${order.number} — Confirmed`,
      `Brazil Prime: Order ${order.number} — Cancelled`,
    ]);
    expect(all.at(-1)?.body).toContain(
      'If you have any questions, reply to this message or contact the store.',
    );
  });

  it('Portuguese: the texts as they always were, the 24-hour window', async () => {
    const { order } = await placeIn('pt-BR,pt;q=0.9');
    const [placed] = await emailsOf(order.id);
    expect(placed?.subject).toBe(`Brazil Prime: pedido ${order.number} recebido`);
    expect(placed?.body).toContain('Entrega: terça-feira, 24/11 · 09:00–12:00.');
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.language).toBe('pt-BR');
  });

  it('no language sent: Portuguese; the language cookie counts when the header names neither', async () => {
    const { order } = await placeIn(null);
    expect((await emailsOf(order.id))[0]?.subject).toContain('pedido');
    const customer = await signIn(desk.t);
    customer.jar.store(new Response(null, { headers: { 'Set-Cookie': 'language=en; Path=/' } }));
    await fillCart(db(), customer.userId, [
      { productId: desk.p.chimichurri.id, quantity: 10, priceCents: desk.p.chimichurri.priceCents },
    ]);
    const res = await desk.call('POST', '/api/orders', deliveryInput(), {
      jar: customer.jar,
      headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': 'fr-FR' },
    });
    const { order: byCookie } = await body<{ order: OrderDetail }>(res, 201);
    expect((await emailsOf(byCookie.id))[0]?.subject).toBe(`Brazil Prime: Order ${byCookie.number} received`);
  });

  it('staff editing her order: the change, the total and the window in English', async () => {
    const { order } = await placeIn('en');
    await desk.call(
      'POST',
      `/api/orders/staff/${order.id}/status`,
      { status: 'confirmed' },
      { jar: admin.jar },
    );
    const [line] = order.items;
    const [current] = await db()
      .select({ updatedAt: orders.updated_at })
      .from(orders)
      .where(eq(orders.id, order.id));
    const res = await desk.call(
      'POST',
      `/api/orders/staff/${order.id}/edit`,
      {
        version: current!.updatedAt.toISOString(),
        changes: [{ type: 'quantity', itemId: line!.id, quantity: 12 }],
      },
      { jar: admin.jar },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const edited = (await emailsOf(order.id)).at(-1);
    expect(edited?.subject).toBe(`Brazil Prime: order ${order.number} changed`);
    expect(edited?.body).toContain(`We made changes to your order ${order.number}:`);
    expect(edited?.body).toContain(`• ${line!.productName}: quantity from 10 to 12`);
    expect(edited?.body).toMatch(/Total: from .+ to .+\.$/m);
    expect(edited?.body).not.toMatch(/pedido|Olá|quantidade/);
  });

  it('the store’s own notice stays in Portuguese', async () => {
    const { order } = await placeIn('en');
    const notices = await outbox(db()).rows({ purpose: 'order_notice' });
    const mine = notices.find((m) => m.subject?.includes(order.number));
    expect(mine?.subject).toMatch(/^Novo pedido /);
    expect(mine?.body).toContain('09:00–12:00');
  });
});

describe('an order without a language: the profile’s, else Portuguese', () => {
  it('follows the language she switched to while signed in (PUT /api/accounts/me/language)', async () => {
    const { customer, order } = await placeIn('pt-BR');
    // An order placed before orders kept their language.
    await db().update(orders).set({ language: null }).where(eq(orders.id, order.id));
    const saved = await desk.call(
      'PUT',
      '/api/accounts/me/language',
      { language: 'en' },
      { jar: customer.jar },
    );
    expect(await body(saved, 200)).toEqual({ language: 'en' });
    const [profile] = await db()
      .select({ language: usersUnified.preferred_language })
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, customer.userId));
    expect(profile?.language).toBe('en');
    await move(order.id, 'confirmed');
    expect((await emailsOf(order.id)).at(-1)?.subject).toBe(
      `Brazil Prime: Order ${order.number} — Confirmed`,
    );
  });

  it('no language anywhere: Portuguese', async () => {
    const { customer, order } = await placeIn('en');
    await db().update(orders).set({ language: null }).where(eq(orders.id, order.id));
    await db()
      .update(usersUnified)
      .set({ preferred_language: null })
      .where(eq(usersUnified.auth_user_id, customer.userId));
    await move(order.id, 'confirmed');
    expect((await emailsOf(order.id)).at(-1)?.subject).toBe(
      `Brazil Prime: pedido ${order.number} — Confirmado`,
    );
  });

  it('refuses a language that is not one of the two, (the English words: src/web/locales/errors.test.ts); signed out is 401', async () => {
    const { customer } = await placeIn('en');
    const res = await desk.call(
      'PUT',
      '/api/accounts/me/language',
      { language: 'fr' },
      { jar: customer.jar },
    );
    const refusal = await body<{ error: { key: string; message: string } }>(res, 422);
    expect(refusal.error).toMatchObject({
      key: 'auth.languageInvalid',
      message: 'Escolha português ou inglês.',
    });
    expect((await desk.call('PUT', '/api/accounts/me/language', { language: 'en' })).status).toBe(401);
  });
});

describe('a window outside the store’s opening hours is refused at placement', () => {
  it('Sunday 16:00–19:00 pickup (Sunday closes at 15:00): 422 with its reason (English: src/web/locales/errors.test.ts)', async () => {
    const customer = await signIn(desk.t);
    await fillCart(db(), customer.userId, [
      { productId: desk.p.chimichurri.id, quantity: 10, priceCents: desk.p.chimichurri.priceCents },
    ]);
    const pickup = {
      fulfilment: 'pickup',
      date: '2026-11-29',
      windowId: 'pickup-evening',
      paymentMethod: 'pay_on_delivery',
    };
    const res = await desk.call('POST', '/api/orders', pickup, {
      jar: customer.jar,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    const refusal = await body<{ error: { key: string; message: string } }>(res, 422);
    expect(refusal.error).toMatchObject({
      key: 'window.outside_hours',
      message: 'Este horário fica fora do funcionamento da loja neste dia. Escolha outro horário.',
    });
    // The morning pickup that Sunday fits the hours and is placed.
    const ok = await desk.call(
      'POST',
      '/api/orders',
      { ...pickup, windowId: 'pickup-morning' },
      {
        jar: customer.jar,
        headers: { 'Idempotency-Key': randomUUID() },
      },
    );
    expect(ok.status, await ok.clone().text()).toBe(201);
  });
});
