import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type FakeStripe, startFakeStripe } from '@/demo/stripe/server';
import { cartSessions } from '../server/modules/cart/schema';
import { createOrdersService } from '../server/modules/orders/service';
import type { PlaceOrderInput } from '../shared/orders/schemas';
import type { OrderDetail } from '../shared/orders/types';
import { STRIPE_WEBHOOK_EVENTS } from '../shared/payments/webhook-events';
import { type CookieJar, caller } from './accounts';
import { demoProducts } from './cart';
import { body, CLOCK, deliveryInput, fillCart, patchFulfilment, placeOrder } from './orders';
import { createTestApp, type TestApp } from './test-app';

/**
 * The real app with card payments on (issue 36): the official SDK pointed at the fake Stripe on
 * 127.0.0.1 through STRIPE_API_URL, webhooks signed by the fake and delivered to the app's route.
 */
export async function cardTestApp(
  options: {
    delivery?: 'auto' | 'hold';
    /** `card`: no STRIPE_* keys in the environment; the test enters them on the Integrações card. */
    keysFrom?: 'env' | 'card';
    logger?: Logger;
  } = {},
) {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  let app: TestApp | null = null;
  const fake: FakeStripe = await startFakeStripe({
    secretKey,
    delivery: options.delivery ?? 'auto',
    // The endpoint as the shop asks the owner to set it up (decision 133).
    enabledEvents: STRIPE_WEBHOOK_EVENTS,
    lifetimeMs: 120_000,
    webhook: async (payload, headers) => {
      if (!app) return 0;
      const res = await app.app.request('/api/payments/stripe/webhook', {
        method: 'POST',
        body: payload,
        headers,
      });
      return res.status;
    },
  });
  const t = await createTestApp({
    env: {
      ...(options.keysFrom === 'card'
        ? {}
        : {
            STRIPE_SECRET_KEY: secretKey,
            STRIPE_PUBLISHABLE_KEY: 'pk_test_fakepublishable',
            STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
          }),
      STRIPE_API_URL: fake.baseUrl,
      PUBLIC_URL: 'http://shop.test',
      ...(options.logger ? { LOG_LEVEL: 'debug' } : {}),
    },
    ...(options.logger ? { logger: options.logger } : {}),
    services: (database, _env, base) => ({
      orders: createOrdersService({
        onStockChanged: base.catalogue.invalidate,
        db: database.db,
        messaging: base.messaging,
        addToCart: (userId, input) => base.cart.addItem({ sessionId: null, userId }, input),
        payments: base.payments,
        shopUrl: 'http://shop.test',
        logLevel: 'silent',
        now: () => CLOCK,
      }),
    }),
  });
  app = t;
  await patchFulfilment(t.database.db, (s) => {
    for (const w of s.delivery.schedule.windows) w.capacity = 500;
    return s;
  });
  const call = caller(t);
  const p = await demoProducts(t);

  /** ≈ 1 kg picanha (by weight) and a chimichurri, delivered, paid by card: the order and its page. */
  async function cardOrder(
    customer: { jar: CookieJar; userId: string },
    overrides: Partial<PlaceOrderInput> = {},
    /** The interface language of the checkout (the order's messages are written in it). */
    language?: 'en' | 'pt-BR',
  ) {
    // A card order keeps its cart until the hold is placed (decision 081): start from an empty one.
    await t.database.db.delete(cartSessions).where(eq(cartSessions.user_id, customer.userId));
    await fillCart(t.database.db, customer.userId, [
      { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1, priceCents: 11990 },
      { productId: p.chimichurri.id, quantity: 1, priceCents: p.chimichurri.priceCents },
    ]);
    return body<{ order: OrderDetail; payment: { url: string; state: string } }>(
      language
        ? await call('POST', '/api/orders', deliveryInput({ paymentMethod: 'card', ...overrides }), {
            jar: customer.jar,
            headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': language },
          })
        : await placeOrder(call, customer.jar, deliveryInput({ paymentMethod: 'card', ...overrides })),
      201,
    );
  }

  /** The customer on the hosted page: types a card and submits. */
  const payOnPage = (url: string, card: string) =>
    fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ cardnumber: card, exp: '12 / 34', cvc: '123' }),
      redirect: 'manual',
    });

  return {
    t,
    call,
    secretKey,
    p,
    fake,
    cardOrder,
    payOnPage,
    async close() {
      await fake.close();
      await t.close();
    },
  };
}
