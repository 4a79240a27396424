import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import type { OrderDetail } from '@/shared/orders/types';
import { type Call, caller } from '@/testing/accounts';
import { type DemoProducts, demoProducts } from '@/testing/cart';
import { body, CLOCK, deliveryInput, placeOrder, setStock, signIn, standardCart } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { createOrdersService } from './service';

/**
 * Issue 34 (decision 108): checkouts of one instance take their turn for the transaction, a few at
 * a time; the others wait in arrival order instead of crowding the locks and the event loop.
 */
const TURNS = 2;
let open = 0;
let most = 0;

/**
 * The database as the orders service sees it, counting the transactions asked for and not yet
 * ended; each waits 30 ms before its work, so a burst's checkouts overlap as on a busy server.
 */
function counted(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== 'transaction' || typeof value !== 'function') return value;
      return async (work: (tx: unknown) => Promise<unknown>, ...rest: unknown[]) => {
        open += 1;
        most = Math.max(most, open);
        try {
          return await value.call(
            target,
            async (tx: unknown) => {
              await new Promise((resolve) => setTimeout(resolve, 30));
              return work(tx);
            },
            ...rest,
          );
        } finally {
          open -= 1;
        }
      };
    },
  });
}

let t: TestApp;
let call: Call;
let p: DemoProducts;
beforeAll(async () => {
  t = await createTestApp({
    services: (database, _env, base) => ({
      orders: createOrdersService({
        onStockChanged: base.catalogue.invalidate,
        db: counted(database.db),
        messaging: base.messaging,
        addToCart: (userId, input) => base.cart.addItem({ sessionId: null, userId }, input),
        logLevel: 'silent',
        now: () => CLOCK,
        checkoutConcurrency: TURNS,
      }),
    }),
  });
  call = caller(t);
  p = await demoProducts(t);
  await setStock(t.database.db, p.picanha12.id, null);
});
afterAll(() => t.close());

describe('checkout turns (issue 34)', () => {
  it(`runs at most ${TURNS} checkout transactions at once; every order of a burst is placed`, async () => {
    const buyers = [];
    for (let i = 0; i < 8; i++) {
      const buyer = await signIn(t);
      await standardCart(t.database.db, p, buyer.userId);
      buyers.push(buyer);
    }
    most = 0;
    const answers = await Promise.all(buyers.map(({ jar }) => placeOrder(call, jar, deliveryInput())));
    const placed = await Promise.all(answers.map((res) => body<{ order: OrderDetail }>(res, 201)));
    expect(new Set(placed.map((a) => a.order.number)).size).toBe(8);
    expect(most).toBe(TURNS);
  });
});
