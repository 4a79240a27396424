import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@/shared/orders/schemas';
import type { OrderDetail } from '@/shared/orders/types';
import { PHONE_INVALID_FOR_COUNTRY_MESSAGE } from '@/shared/phones/schemas';
import type { Call } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import { body, deliveryInput, fillCart, ordersTestApp, placeOrder, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { messages } from '../messaging/schema';
import { orders } from './schema';

let t: TestApp;
let call: Call;
let p: DemoProducts;
beforeAll(async () => {
  ({ t, call, p } = await ordersTestApp());
});
afterAll(() => t.close());

const db = () => t.database.db;
type Refusal = { error: { fields: Record<string, { key: string; message: string }[]> } };

async function buyer() {
  const who = await signIn(t);
  await fillCart(db(), who.userId, [
    { productId: p.chimichurri.id, quantity: 10, priceCents: p.chimichurri.priceCents },
  ]);
  return who;
}

describe('the contact phone at checkout (decision 032)', () => {
  it('is required for delivery and must fit its country; the cart is left as it was', async () => {
    const { jar } = await buyer();
    const missing = await body<Refusal>(
      await placeOrder(call, jar, deliveryInput({ phone: undefined, phoneCountry: undefined })),
      422,
    );
    expect(missing.error.fields.phone).toEqual([
      { key: 'order.phoneRequired', message: ORDER_MESSAGES.phoneRequired },
    ]);
    const blank = await body<Refusal>(await placeOrder(call, jar, deliveryInput({ phone: '   ' })), 422);
    expect(blank.error.fields.phone?.[0]?.key).toBe('order.phoneRequired');
    // Ten digits are a US number, not a Brazilian mobile; letters are a typo.
    for (const [phoneCountry, phone] of [
      ['BR', '119876543'],
      ['US', '404555012'],
      ['US', '(404) 555-01ab'],
    ] as const) {
      const bad = await body<Refusal>(
        await placeOrder(call, jar, deliveryInput({ phoneCountry, phone })),
        422,
      );
      expect(bad.error.fields.phone).toEqual([
        { key: 'phone.invalidForCountry', message: PHONE_INVALID_FOR_COUNTRY_MESSAGE },
      ]);
    }
    const wrongCountry = await body<Refusal>(
      await placeOrder(call, jar, deliveryInput({ phoneCountry: 'XX' as 'BR' })),
      422,
    );
    expect(wrongCountry.error.fields.phoneCountry?.[0]?.key).toBe('phone.countryInvalid');
    // Reported beside the other fields' errors, not after them.
    const several = await body<Refusal>(
      await placeOrder(call, jar, deliveryInput({ phone: '', windowId: '' })),
      422,
    );
    expect(Object.keys(several.error.fields).sort()).toEqual(['phone', 'windowId']);
  });

  it('is stored on the order in E.164, the confirmation goes to it, and the desk shows it', async () => {
    const { jar } = await buyer();
    const { order } = await body<{ order: OrderDetail }>(
      await placeOrder(call, jar, deliveryInput({ phoneCountry: 'BR', phone: '(11) 98765-4321' })),
      201,
    );
    expect(order.customer.phone).toBe('+5511987654321');
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.customer_phone).toBe('+5511987654321');
    // A Brazilian number: the confirmation goes by WhatsApp to the number typed at checkout.
    const [message] = await db().select().from(messages).where(eq(messages.related_id, order.id));
    expect(message).toMatchObject({ channel: 'whatsapp', recipient: '+5511987654321' });

    const staff = await signIn(t, 'manager', 'brazil-prime-marietta');
    const desk = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/staff/${order.id}`, undefined, { jar: staff.jar }),
      200,
    );
    expect(desk.order.customer).toMatchObject({ phone: '+5511987654321' });
  });

  it('is optional for pickup: without one the order keeps no phone and the message goes by e-mail', async () => {
    const { jar } = await buyer();
    const { order } = await body<{ order: OrderDetail }>(
      await placeOrder(call, jar, {
        fulfilment: 'pickup',
        date: '2026-11-25',
        windowId: 'pickup-morning',
        paymentMethod: 'bank_transfer',
      }),
      201,
    );
    expect(order.customer.phone).toBeNull();
    const [message] = await db().select().from(messages).where(eq(messages.related_id, order.id));
    expect(message?.channel).toBe('email');
  });
});
