import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, caller, nextClient } from '@/testing/accounts';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { guardOf } from './permissions';
import { createRateLimits } from './rate-limit';

/**
 * Who may call each API route, walked on the real app (issue 34): a route is a visitor's (listed
 * below, by name) or starts with a guard — `requireSession`, or a permission guard such as
 * `requireRoute` — before any validator. So a visitor's request to a signed-in route answers 401
 * whatever its body, never 422 with the field names the route expects. A new route fails here
 * until it is guarded or listed.
 */

/** The routes a visitor may call: sign-in and its pages, the shop window, the cart, contact, health. */
const VISITOR_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/accounts/session',
  'POST /api/accounts/register',
  'POST /api/accounts/login',
  'POST /api/accounts/logout',
  'POST /api/accounts/forgot-password',
  'POST /api/accounts/reset-password',
  'POST /api/accounts/verify-email',
  'POST /api/accounts/unlock/request',
  'POST /api/accounts/unlock',
  // The sign-in's second step and a passkey's sign-in (decision 089): visitors, before a session.
  'POST /api/accounts/login/second-factor',
  'POST /api/accounts/passkey/sign-in/options',
  'POST /api/accounts/passkey/sign-in',
  // "Entrar com Google" (decision 090): whether it is offered, its start and the provider's return.
  'GET /api/accounts/google',
  'POST /api/accounts/google/start',
  'GET /api/auth/callback/google',
  // Open pre-order campaigns (decision 093): the storefront's home band and campaign page.
  'GET /api/campaigns',
  'GET /api/campaigns/:slug',
  'GET /api/accounts/invitation',
  'POST /api/accounts/invitation/accept',
  'GET /api/settings',
  'POST /api/contact',
  // Twilio's inbound webhook (decision 077): no session, Twilio's signature instead (403 without it).
  'POST /api/sms/twilio/inbound',
  'GET /api/catalogue/home',
  'GET /api/catalogue/categories',
  'GET /api/catalogue/categories/',
  'GET /api/catalogue/categories/:slug',
  'GET /api/catalogue/banners',
  'GET /api/catalogue/sections',
  'GET /api/catalogue/testimonials',
  'GET /api/catalogue/products',
  'GET /api/catalogue/products/:idOrSlug',
  'GET /api/catalogue/connectivity',
  'GET /api/cart',
  'DELETE /api/cart',
  'POST /api/cart/items',
  'PATCH /api/cart/items/:itemId',
  'DELETE /api/cart/items/:itemId',
  'POST /api/cart/items/:itemId/extras',
  'PATCH /api/cart/items/:itemId/extras/:extraLineId',
  'DELETE /api/cart/items/:itemId/extras/:extraLineId',
  'GET /api/stores',
  // Guest checkout and the signed link of her order (decision 096): the visitor cart, the link's signature.
  'GET /api/orders/guest/quote',
  'POST /api/orders/guest/coupon',
  'POST /api/orders/guest',
  'GET /api/orders/guest/:token',
  'POST /api/orders/guest/:token/cancel',
  'POST /api/orders/guest/:token/claim',
  // The cart's estimated sales tax (decision 079): a visitor's cart has one too.
  'POST /api/tax/estimate',
  'GET /api/health',
  // Stripe's webhook: signed by Stripe, verified on the raw body (decision 078).
  'POST /api/payments/stripe/webhook',
  // Whether the checkout offers the card (decision 081): says only whether Stripe is configured.
  'GET /api/payments/availability',
]);

let t: TestApp;
let call: Call;

beforeAll(async () => {
  // The walk is about the order of checks; the limiter lets everything through (rate-limit.test.ts).
  const limits = createRateLimits();
  const open = {
    ...limits,
    enforce: async () => {},
    consume: async () => ({ ok: true as const, remaining: 1 }),
  };
  t = await createTestApp({ services: () => ({ rateLimits: open }) });
  call = caller(t);
});
afterAll(() => t.close());

type AppRoute = { key: string; method: string; path: string; handlers: unknown[] };

/** The app's API endpoints with their handlers in order (app-wide and router-wide middleware left out). */
function apiRoutes(): AppRoute[] {
  const byKey = new Map<string, AppRoute>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
    const key = `${r.method} ${r.path}`;
    const route = byKey.get(key) ?? { key, method: r.method, path: r.path, handlers: [] };
    route.handlers.push(r.handler);
    byKey.set(key, route);
  }
  return [...byKey.values()];
}

const signedInRoutes = () => apiRoutes().filter((r) => !VISITOR_ROUTES.has(r.key));

describe('every API route says who may call it', () => {
  it('finds the signed-in routes the probe named among many', () => {
    const keys = signedInRoutes().map((r) => r.key);
    expect(keys.length).toBeGreaterThan(50);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PATCH /api/accounts/me',
        'POST /api/accounts/password',
        'POST /api/accounts/me/privacy/deletion',
      ]),
    );
  });

  it('every listed visitor route exists', () => {
    const keys = new Set(apiRoutes().map((r) => r.key));
    expect([...VISITOR_ROUTES].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('every other route starts with a guard (requireSession or a permission guard)', () => {
    const unguarded = signedInRoutes()
      .filter((r) => !guardOf(r.handlers[0]))
      .map((r) => r.key);
    expect(
      unguarded,
      'start these with requireSession (or requireRoute), or list them as visitor routes',
    ).toEqual([]);
  });
});

/** The route with every parameter malformed, and a query no schema accepts. */
const urlOf = (path: string) =>
  `${path.replace(/:\w+/g, 'not-an-id')}?page=-1&storeId=x&q=${'x'.repeat(300)}`;

describe('a visitor with a bad request gets 401 from every signed-in route, before validation', () => {
  it('walks them all', async () => {
    const answers: string[] = [];
    for (const { key, method, path } of signedInRoutes()) {
      // `{}` lacks every required field: validated first, it would answer 422 naming them.
      const res = await call(method, urlOf(path), method === 'GET' ? undefined : {}, {
        client: nextClient(),
      });
      const { error } = (await res.json()) as { error?: { code: string; fields?: unknown } };
      if (res.status !== 401 || error?.code !== 'unauthorized' || error.fields !== undefined)
        answers.push(`${key}: ${res.status} ${JSON.stringify(error)}`);
    }
    expect(answers).toEqual([]);
  });
});
