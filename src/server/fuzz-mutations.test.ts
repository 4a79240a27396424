import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { Cart } from '@/shared/cart/types';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { fromAddress } from '@/testing/accounts';
import { type DemoProducts, demoProducts } from '@/testing/cart';
import { fieldsOf, m, mutationsOf, queryString, sample, setAt, shapeKeys } from '@/testing/mutations';
import {
  body,
  cartLineCount,
  createOrdersTestApp,
  deliveryInput,
  fillCart,
  patchFulfilment,
  signIn,
} from '@/testing/orders';
import { campaignBody, extraBody, firstId, productBody } from '@/testing/request-bodies';
import type { TestApp } from '@/testing/test-app';
import { type FuzzIds, type ValidRequest, validRequests } from '@/testing/valid-requests';
import { createRateLimits, type RateLimits } from './http/rate-limit';
import { validators } from './http/validate';

/**
 * Issue 34: no input makes a 500. Every route that takes a body or a query gets a valid request
 * (`src/testing/valid-requests.ts`) with ONE field changed at a time — a NUL, a lone surrogate, an
 * impossible date, a number past its column, a negative or tiny one, a wrong type, a very long
 * text — sent by the super_admin, who reaches every staff route and the customer's own; every
 * route with a parameter gets hostile parameters beside a valid body. No answer may be 5xx or
 * show a stack. The fields are read from the valid request and from the route's own schema (the
 * optional keys a request leaves out), so a field added later is fuzzed without editing this file;
 * a route added later without a valid request fails the first test.
 *
 * Bounded: every type-specific mutation of a field (dates for a date, numbers for a number) and a
 * seeded handful of the generic ones (FUZZ_SEED replays another choice).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 34);
const GENERIC_PER_FIELD = 2;

let t: TestApp;
let p: DemoProducts;
let jar: CookieJar;
let valid: Record<string, ValidRequest>;

let address = 0;
const nextAddress = () => fromAddress(`10.78.${(address >> 8) & 255}.${address++ & 255}`);

/** A request as the super_admin (JSON in, JSON out). */
function request(method: string, path: string, json?: unknown, headers: Record<string, string> = {}) {
  return t.app.request(
    path,
    {
      method,
      headers: {
        accept: 'application/json',
        cookie: jar.header(),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    },
    nextAddress(),
  );
}
const get = async (path: string) => body<unknown>(await request('GET', path), 200);

beforeAll(async () => {
  // The run is about answers, not limits (rate-limit.test.ts): a staff member's 200 writes a minute
  // would answer most of it 429 before the route's own code.
  t = await createOrdersTestApp(() => ({ rateLimits: unlimited() }));
  p = await demoProducts(t);
  const db = t.database.db;
  await patchFulfilment(db, (s) => {
    for (const w of [...s.delivery.schedule.windows, ...s.pickup.schedule.windows]) w.capacity = 1000;
    return s;
  });
  const admin = await signIn(t, 'super_admin');
  jar = admin.jar;
  const customer = await signIn(t, 'customer');
  const { rows } = (await db.execute(
    sql`select id from users_unified where auth_user_id = ${customer.userId}`,
  )) as unknown as { rows: { id: string }[] };

  const weighedLine = {
    productId: p.picanha.id,
    variationId: p.picanha1kg.id,
    quantity: 1,
    priceCents: 11990,
  };
  const refillCart = async () => {
    if ((await cartLineCount(db, admin.userId)) === 0) await fillCart(db, admin.userId, [weighedLine]);
  };
  await refillCart();
  const { order } = await body<{ order: OrderDetail }>(
    await request('POST', '/api/orders', deliveryInput(), { 'Idempotency-Key': randomUUID() }),
    201,
  );
  const cart = await body<Cart>(
    await request('POST', '/api/cart/items', {
      productId: p.picanha.id,
      variationId: p.picanha12.id,
      quantity: 1,
      extras: [{ extraId: p.tempero.id, quantity: 1 }],
    }),
    200,
  );
  const categoryId = await firstId(t, 'categories');
  const { product } = await body<{ product: { id: string } }>(
    await request('POST', '/api/catalogue/staff/products', productBody({ categoryId, p })),
    201,
  );
  const { extra } = await body<{ extra: { id: string } }>(
    await request('POST', '/api/catalogue/staff/extras', extraBody()),
    201,
  );
  const csv = await request('GET', '/api/reports/staff/export/products?lang=pt');
  const { campaign } = await body<{ campaign: { id: string } }>(
    await request('POST', '/api/campaigns/staff', campaignBody(p.picanha12.id)),
    201,
  );
  const ids: FuzzIds = {
    p,
    storeId: await firstId(t, 'stores'),
    customerProfileId: rows[0]!.id,
    couponId: await firstId(t, 'coupons', sql`code = 'BEMVINDO10'`),
    categoryId,
    bannerId: await firstId(t, 'banners'),
    testimonialId: await firstId(t, 'testimonials'),
    productId: product.id,
    extraId: extra.id,
    orderId: order.id,
    weighedItemId: order.items.find((i) => i.pricePerKgCents !== null)!.id,
    cartItemId: cart.items[0]!.id,
    cartExtraLineId: cart.items[0]!.extras[0]!.id,
    taxRateId: await firstId(t, 'tax_rates'),
    campaignId: campaign.id,
    productsCsv: (await csv.text()).split('\n').slice(0, 4).join('\n'),
    refillCart,
  };
  valid = validRequests(t, ids, get);
}, 120_000);
afterAll(() => t.close());

function unlimited(): RateLimits {
  return {
    ...createRateLimits(),
    enforce: async () => {},
    consume: async () => ({ ok: true, remaining: 1 }),
  };
}

type Route = {
  method: string;
  path: string;
  json?: ZodType;
  query?: ZodType;
};

/** Every API route of the app with the schemas its validate() middleware parse. */
function routes(): Route[] {
  const byKey = new Map<string, Route>();
  for (const r of t.app.routes) {
    if (!r.path.startsWith('/api/') || r.path.includes('*') || r.method === 'ALL') continue;
    const key = `${r.method} ${r.path.replace(/\/$/, '')}`;
    const route = byKey.get(key) ?? { method: r.method, path: r.path.replace(/\/$/, '') };
    const parses = validators.get(r.handler);
    if (parses?.target === 'json') route.json = parses.schema;
    if (parses?.target === 'query') route.query = parses.schema;
    byKey.set(key, route);
  }
  return [...byKey.values()];
}

const PARAMS = m(['%00', 'a%ED%A0%BD', 'x'.repeat(2000), '2147483648', randomUUID()], (v) =>
  String(v).slice(0, 20),
);

/** One request: a field of the body or query changed, or a parameter. */
type Case = {
  route: Route;
  label: string;
  change?: { target: 'json' | 'query'; path: (string | number)[]; value: unknown };
  params?: Record<string, string>;
};

/** The requests of one route: each field changed in turn, then each parameter. */
async function casesOf(route: Route, example: ValidRequest): Promise<Case[]> {
  const cases: Case[] = [];
  const id = `${route.method} ${route.path}`;
  for (const target of ['json', 'query'] as const) {
    if (!route[target]) continue;
    // The request's shape; each request is made afresh from the valid one (send).
    const base = (target === 'json' ? await example.json?.() : example.query?.()) ?? {};
    const present = fieldsOf(base);
    const absent = shapeKeys(route[target])
      .filter((k) => !(k in base))
      .map((k) => ({ path: [k], value: undefined }));
    for (const field of [...present, ...absent]) {
      if (target === 'query' && field.path.length > 1) continue;
      const { specific, generic } = mutationsOf(field.value, target);
      for (const mutation of [
        ...specific,
        ...sample(generic, `${id} ${field.path.join('.')}`, SEED, GENERIC_PER_FIELD),
      ])
        cases.push({
          route,
          label: `${field.path.join('.')} = ${mutation.label}`,
          change: { target, path: field.path, value: mutation.value },
        });
    }
  }
  for (const name of route.path.match(/:[A-Za-z]+/g) ?? [])
    for (const mutation of PARAMS)
      cases.push({
        route,
        label: `${name} = ${mutation.label}`,
        params: { [name.slice(1)]: String(mutation.value) },
      });
  return cases;
}

async function send(c: Case, example: ValidRequest): Promise<Response> {
  await example.before?.();
  const params = { ...example.params, ...c.params };
  const path = c.route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? randomUUID());
  let json = c.route.json ? ((await example.json?.()) ?? {}) : undefined;
  let query: Record<string, unknown> | undefined = c.route.query ? (example.query?.() ?? {}) : undefined;
  if (c.change?.target === 'json') json = setAt(json, c.change.path, c.change.value) as typeof json;
  if (c.change?.target === 'query') query = setAt(query, c.change.path, c.change.value) as typeof query;
  const url = query && Object.keys(query).length > 0 ? `${path}?${queryString(query)}` : path;
  return request(c.route.method, url, json, example.headers?.() ?? {});
}

describe('one field at a time on a valid request of every route (issue 34)', () => {
  it('has a valid request for every route that takes a body or a query, valid by its own schema', async () => {
    const problems: string[] = [];
    for (const route of routes()) {
      const id = `${route.method} ${route.path}`;
      const example = valid[id];
      if (!example && (route.json || route.query)) {
        // A query whose every key is optional is valid empty.
        if (route.json || !route.query?.safeParse({}).success) problems.push(`${id}: no valid request`);
        continue;
      }
      for (const target of ['json', 'query'] as const) {
        const schema = route[target];
        if (!schema) continue;
        const value = (target === 'json' ? await example?.json?.() : example?.query?.()) ?? {};
        const parsed = schema.safeParse(value);
        if (!parsed.success)
          problems.push(`${id} ${target}: ${JSON.stringify(parsed.error.issues).slice(0, 300)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every mutation without a 5xx or a stack', { timeout: 180_000 }, async () => {
    const started = performance.now();
    const failures: string[] = [];
    let requests = 0;
    const statuses = new Map<number, number>();
    for (const route of routes()) {
      const example = valid[`${route.method} ${route.path}`] ?? {};
      for (const c of await casesOf(route, example)) {
        const res = await send(c, example);
        // A streamed answer (the CSV exports) fails while it is read, after its 200.
        const text = await res.text().catch((error: Error) => `stream failed: ${error.message}`);
        const status = text.startsWith('stream failed') ? 500 : res.status;
        requests++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || /\n\s+at |node_modules|[A-Za-z]+Error: /.test(text))
          failures.push(`${route.method} ${route.path} with ${c.label} → ${status} ${text.slice(0, 160)}`);
      }
    }
    // Still signed in: no mutation ended the caller's session and left the rest unreached.
    expect((await request('GET', '/api/accounts/me')).status).toBe(200);
    console.info(
      `fuzz (mutations): ${requests} requests over ${routes().length} routes in ${Math.round(performance.now() - started)} ms, seed ${SEED};`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    );
    expect(failures).toEqual([]);
  });
});
