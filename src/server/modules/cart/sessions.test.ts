import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { createLogger } from '@/server/logger';
import { CART_FAILURES } from '@/shared/cart/messages';
import { CART_LIFETIME_MS } from '@/shared/cart/rules';
import {
  type CartCall,
  cartCaller,
  cartOf,
  type DemoProducts,
  demoProducts,
  refusalOf,
} from '@/testing/cart';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { startCartCleanup } from './actions/cleanup';
import { cartItems, cartSessions } from './schema';
import { createCartService } from './service';

const HOUR = 3600_000;
let clock = new Date('2026-11-20T12:00:00Z');
let t: TestApp;
let call: CartCall;
let p: DemoProducts;
beforeAll(async () => {
  t = await createTestApp({
    services: (database) => ({
      cart: createCartService({ db: database.db, logLevel: 'silent', now: () => clock }),
    }),
  });
  call = cartCaller(t);
  p = await demoProducts(t);
});
afterAll(() => t.close());

const at = (ms: number) => {
  clock = new Date(ms);
};
const addPicanha = (cart?: string) =>
  cartOf(
    call('POST', '/items', { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1 }, { cart }),
  );
const sessionRow = async (id: string) =>
  (await t.database.db.select().from(cartSessions).where(eq(cartSessions.session_id, id)))[0];

describe('cart lifetime (SPEC §4.4, §9: 24 hours)', () => {
  it('keeps a cart until 24 h after its last write, then deletes it and reads empty', async () => {
    const start = Date.parse('2026-11-20T12:00:00Z');
    at(start);
    const { sessionId } = await addPicanha();
    const id = sessionId!;
    expect((await sessionRow(id))?.expires_at.getTime()).toBe(start + CART_LIFETIME_MS);

    at(start + 24 * HOUR - 1000);
    expect((await cartOf(call('GET', '', undefined, { cart: id }))).items).toHaveLength(1);

    at(start + 23 * HOUR);
    await addPicanha(id);
    expect((await sessionRow(id))?.expires_at.getTime()).toBe(start + 47 * HOUR);

    at(start + 47 * HOUR);
    const expired = await cartOf(call('GET', '', undefined, { cart: id }));
    expect(expired).toMatchObject({ sessionId: null, items: [], totals: { itemCount: 0 } });
    expect(await sessionRow(id)).toBeUndefined();
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.session_id, id))).toEqual([]);
  });

  it('starts a new, empty cart when a write arrives with an expired id', async () => {
    const start = Date.parse('2026-12-01T08:00:00Z');
    at(start);
    const old = (await addPicanha()).sessionId!;
    at(start + 25 * HOUR);
    const fresh = await cartOf(
      call('POST', '/items', { productId: p.chimichurri.id, quantity: 1 }, { cart: old }),
    );
    expect(fresh.sessionId).not.toBe(old);
    expect(fresh.items.map((l) => l.productSlug)).toEqual(['chimichurri']);
    expect(await sessionRow(old)).toBeUndefined();
  });

  it('refuses item writes on an expired cart as not found, without creating one', async () => {
    const start = Date.parse('2026-12-05T08:00:00Z');
    at(start);
    const cart = await addPicanha();
    at(start + 24 * HOUR);
    await refusalOf(call('DELETE', `/items/${cart.items[0]!.id}`, undefined, { cart: cart.sessionId }), 404);
  });

  it('deletes only expired carts in the periodic cleanup', async () => {
    const start = Date.parse('2026-12-10T08:00:00Z');
    at(start);
    const oldId = (await addPicanha()).sessionId!;
    at(start + 12 * HOUR);
    const liveId = (await addPicanha()).sessionId!;
    at(start + 24 * HOUR);
    const logger = createLogger('silent');
    const cleanup = startCartCleanup(t.services.cart, logger, 60_000);
    await cleanup.stop();
    expect(await sessionRow(oldId)).toBeUndefined();
    expect(await sessionRow(liveId)).toBeDefined();
    expect(await t.services.cart.deleteExpired()).toBe(0);
  });
});

describe('DELETE /api/cart (SPEC §4.4 clear)', () => {
  it('deletes extras, items and the session, then answers a fresh empty session', async () => {
    at(Date.parse('2026-12-20T10:00:00Z'));
    const first = await cartOf(
      call('POST', '/items', {
        productId: p.picanha.id,
        variationId: p.picanha12.id,
        quantity: 1,
        extras: [{ extraId: p.tempero.id }],
      }),
    );
    const old = first.sessionId!;
    const cleared = await cartOf(call('DELETE', '', undefined, { cart: old }));
    expect(cleared.sessionId).toBeTruthy();
    expect(cleared.sessionId).not.toBe(old);
    expect(cleared).toMatchObject({
      items: [],
      totals: { subtotalCents: 0, itemCount: 0, totalWeightKg: 0 },
    });
    expect(await sessionRow(old)).toBeUndefined();
    expect(await sessionRow(cleared.sessionId!)).toBeDefined();
    expect((await cartOf(call('GET', '', undefined, { cart: old }))).sessionId).toBeNull();
    const next = await addPicanha(cleared.sessionId!);
    expect(next.sessionId).toBe(cleared.sessionId);
  });

  it('gives a visitor without a cart a fresh session too', async () => {
    const cleared = await cartOf(call('DELETE', ''));
    expect(cleared.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unexpected failures (SPEC §4.4 lookup failure, §8.3 service errors)', () => {
  let broken: TestApp;
  let brokenCall: CartCall;
  beforeAll(async () => {
    const failing = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (['select', 'execute', 'transaction', 'update', 'insert', 'delete'].includes(String(prop))) {
          return () => {
            throw new Error('connect ECONNREFUSED 10.0.0.5:5432 (secret internals)');
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    }) as Db;
    broken = await createTestApp({
      database: t.database,
      seed: false,
      services: () => ({ cart: createCartService({ db: failing, logLevel: 'silent' }) }),
    });
    brokenCall = cartCaller(broken);
  });
  afterAll(() => broken.close());

  it('answers an empty cart flagged lookupFailed, keeping the id the browser sent', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    const cart = await cartOf(brokenCall('GET', '', undefined, { cart: id }));
    expect(cart).toMatchObject({ sessionId: id, items: [], lookupFailed: true });
  });

  it.each([
    ['POST', '/items', { productId: '11111111-1111-4111-8111-111111111111', quantity: 1 }, CART_FAILURES.add],
    ['DELETE', '', undefined, CART_FAILURES.clear],
    ['PATCH', '/items/11111111-1111-4111-8111-111111111111', { delta: 1 }, CART_FAILURES.update],
    ['DELETE', '/items/11111111-1111-4111-8111-111111111111', undefined, CART_FAILURES.remove],
  ])('%s %s fails with 500 and the §8.3 text, never the internals', async (method, path, body, message) => {
    const res = await brokenCall(method, path, body, { cart: '11111111-1111-4111-8111-111111111111' });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', key: expect.stringMatching(/^cartFailure\./), message },
    });
    expect(text).not.toMatch(/ECONNREFUSED|secret/);
  });
});
