import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_SESSION_HEADER, CART_STORAGE_KEY } from '@/shared/cart/rules';
import { productListQuery } from '@/shared/catalogue/schemas';
import { DEFAULT_MESSAGES } from '@/shared/errors';
import { MESSAGES } from '@/shared/messages';
import { IDEMPOTENCY_HEADER, type PlaceOrderInput } from '@/shared/orders/schemas';
import { login } from '../features/accounts/api/login';
import { register } from '../features/accounts/api/register';
import { addItem } from '../features/cart/api/add-item';
import { stepItem } from '../features/cart/api/change-item';
import { getCart } from '../features/cart/api/get-cart';
import { getHome } from '../features/catalogue/api/get-home';
import { getProducts } from '../features/catalogue/api/get-products';
import { getQuote } from '../features/orders/api/get-quote';
import { placeOrder } from '../features/orders/api/place-order';
import { call, createApiClient } from './api-client';
import { ApiError, onRateLimited } from './api-error';
import { getSession } from './session/get-session';

/**
 * The wrapper against a small local Hono app standing in for the server: the web app's own
 * fetchers run through the real hc client and a real Request/Response, with no network.
 */
type Seen = { method: string; url: string; headers: Headers; body: string };
let seen: Seen[] = [];

const quantityRefused = { key: 'cart.quantityPositive', message: MESSAGES.cart.quantityPositive } as const;
const server = new Hono()
  .all('/api/*', async (c, next) => {
    const url = new URL(c.req.url);
    seen.push({
      method: c.req.method,
      url: `${url.pathname}${url.search}`,
      headers: c.req.raw.headers,
      body: await c.req.text(),
    });
    return next();
  })
  .post('/api/cart/items', (c) =>
    c.json(
      { error: { code: 'validation_failed', ...quantityRefused, fields: { quantity: [quantityRefused] } } },
      422,
    ),
  )
  .patch('/api/cart/items/:itemId', (c) => c.json({ id: c.req.param('itemId') }))
  .get('/api/cart', (c) => c.json({ sessionId: 'cart-2', lookupFailed: false }))
  .get('/api/catalogue/home', () => new Response('<html>proxy error</html>', { status: 502 }))
  .get('/api/catalogue/products', (c) => c.json({ items: [] }))
  .get('/api/orders/quote', (c) => c.json({ ok: true }))
  .post('/api/orders', (c) => c.json({ order: { id: 'o1' }, created: true }, 201))
  .get('/api/accounts/session', (c) => c.body(null, 200))
  .post('/api/accounts/login', (c) =>
    c.json(
      {
        error: {
          code: 'rate_limited',
          key: 'rateLimit.blocked',
          params: { time: '12:00' },
          message: 'Muitas tentativas. Tente novamente às 12:00',
          retryAt: '2026-11-25T12:00:00.000Z',
        },
      },
      429,
    ),
  )
  .post('/api/accounts/register', (c) =>
    c.json({ session: null, phoneSaved: false, whatsappWelcome: false }, 201),
  );

const firstPage = productListQuery.parse({});
const order: PlaceOrderInput = {
  fulfilment: 'pickup',
  date: '2026-11-26',
  windowId: 'w1',
  paymentMethod: 'bank_transfer',
};
const localFetch: typeof fetch = async (input, init) => server.request(String(input), init);
const storage = new Map<string, string>();

beforeEach(() => {
  seen = [];
  storage.clear();
  storage.set(CART_STORAGE_KEY, 'cart-1');
  vi.stubGlobal('fetch', localFetch);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  onRateLimited(null);
});

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  if (!(error instanceof ApiError)) throw error;
  return error;
};

describe('the typed API client (decision 022)', () => {
  it('turns a refusal body into ApiError with its status, code, message and fields', async () => {
    const error = await refusalOf(addItem({ productId: 'p', variationId: null, quantity: 0 }));
    expect(error.status).toBe(422);
    expect(error.message).toBe(MESSAGES.cart.quantityPositive);
    expect(error.body).toEqual({
      code: 'validation_failed',
      ...quantityRefused,
      fields: { quantity: [quantityRefused] },
    });
  });

  it('turns a body that is not the error shape into code internal with the default text', async () => {
    const error = await refusalOf(getHome());
    expect(error.status).toBe(502);
    expect(error.body).toEqual({
      code: 'internal',
      key: 'common.internal',
      message: DEFAULT_MESSAGES.internal,
    });
  });

  it('sends JSON with the same-origin credentials and returns the answer (empty reads as null)', async () => {
    await expect(stepItem({ itemId: 'a b', delta: 1 })).resolves.toEqual({ id: 'a b' });
    expect(seen[0]).toMatchObject({ method: 'PATCH', url: '/api/cart/items/a%20b', body: '{"delta":1}' });
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(seen[0]!.headers.get('accept')).toBe('application/json');
    await expect(getSession()).resolves.toBeNull();
  });

  it('sends the cart id to the cart, sign-in and registration only', async () => {
    await getCart();
    await refusalOf(addItem({ productId: 'p', variationId: null, quantity: 1 }));
    await refusalOf(login({ email: 'a@b.co', password: 'x' }));
    await register({
      fullName: 'Ana',
      phone: '',
      email: 'a@b.co',
      password: 'x',
      confirmPassword: 'x',
      acceptTerms: true,
    });
    await getSession();
    await getProducts(firstPage);
    await placeOrder({ input: order, key: 'k' });
    const cartIds = Object.fromEntries(seen.map((s) => [s.url, s.headers.get(CART_SESSION_HEADER)]));
    expect(cartIds).toEqual({
      '/api/cart': 'cart-1',
      '/api/cart/items': 'cart-2', // the GET above answered a new cart id, which getCart() kept
      '/api/accounts/login': 'cart-2',
      '/api/accounts/register': 'cart-2',
      '/api/accounts/session': null,
      '/api/catalogue/products': null,
      '/api/orders': null,
    });
  });

  it('builds the same query strings as before (defaults left out)', async () => {
    await getProducts(firstPage);
    await getProducts({ ...firstPage, page: 2, sort: 'price_asc', q: ' picanha ', featured: true });
    await getQuote('delivery', '');
    await getQuote('pickup', '01310-100');
    expect(seen.map((s) => s.url)).toEqual([
      '/api/catalogue/products',
      '/api/catalogue/products?q=picanha&featured=true&sort=price_asc&page=2',
      '/api/orders/quote?fulfilment=delivery',
      '/api/orders/quote?fulfilment=pickup&zip=01310-100',
    ]);
  });

  it('sends the Idempotency-Key of place-order', async () => {
    await expect(placeOrder({ input: order, key: 'key-123' })).resolves.toEqual({
      order: { id: 'o1' },
      created: true,
    });
    expect(seen[0]!.headers.get(IDEMPOTENCY_HEADER)).toBe('key-123');
  });

  it('tells the rate-limit listener of a 429, with the path after /api', async () => {
    const listener = vi.fn();
    onRateLimited(listener);
    const error = await refusalOf(login({ email: 'a@b.co', password: 'x' }));
    expect(error.status).toBe(429);
    expect(error.retryAt).toEqual(new Date('2026-11-25T12:00:00.000Z'));
    expect(listener).toHaveBeenCalledExactlyOnceWith(error, '/accounts/login');
  });

  it('takes an injected fetch', async () => {
    const send = vi.fn(localFetch);
    const client = createApiClient(send);
    await call(client.cart.$get());
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![0]).toBe('/api/cart');
    expect(send.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });
});
