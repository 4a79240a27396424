import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_SESSION_HEADER } from '../shared/cart/rules';
import type { ErrorBody } from '../shared/errors';
import { type CookieJar, fromAddress } from '../testing/accounts';
import type { DemoProducts } from '../testing/cart';
import { deliveryInput, ordersTestApp, signIn } from '../testing/orders';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 19: no input makes the API answer 5xx or show a stack. Every route is read from the app
 * itself (`app.routes`), so routes added later are fuzzed without editing this file; each gets
 * malformed JSON, wrong types, hostile numbers and text, a body past the limit and wrong content
 * types, as a visitor and as each role. Bounded to a minute in CI (issue 19).
 */
let t: TestApp;
let p: DemoProducts;
const as: { role: string; jar: CookieJar | null }[] = [{ role: 'visitor', jar: null }];
beforeAll(async () => {
  ({ t, p } = await ordersTestApp());
  for (const role of ['customer', 'manager', 'admin', 'super_admin']) {
    as.push({ role, jar: (await signIn(t, role)).jar });
  }
});
afterAll(() => t.close());

const WEIRD_TEXT = ['\u0000', 'a\uD83D', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', ''];
const WEIRD_NUMBERS = [-1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.5];
const FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'newPassword',
  'currentPassword',
  'fullName',
  'name',
  'phone',
  'country',
  'message',
  'code',
  'couponCode',
  'windowId',
  'date',
  'productId',
  'variationId',
  'quantity',
  'delta',
  'extras',
  'extraId',
  'note',
  'status',
  'fulfilment',
  'paymentMethod',
  'address',
  'zip',
  'token',
  'acceptTerms',
  'itemNotes',
  'storeId',
  'q',
  'page',
  'pageSize',
  'sort',
  'category',
  'id',
  'slug',
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

/** Raw bodies with their content type. */
const BODIES: { name: string; body: string; type: string }[] = [
  { name: 'malformed JSON', body: '{"email": ', type: 'application/json' },
  { name: 'JSON null', body: 'null', type: 'application/json' },
  { name: 'a JSON array', body: '[1,2,3]', type: 'application/json' },
  { name: 'a JSON string', body: '"x"', type: 'application/json' },
  { name: 'deep nesting', body: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: 'application/json' },
  ...WEIRD_TEXT.map((v) => ({
    name: `every field ${JSON.stringify(v)}`,
    body: JSON.stringify(everyField(v)),
    type: 'application/json',
  })),
  ...WEIRD_NUMBERS.map((v) => ({
    name: `every field ${v}`,
    body: JSON.stringify(everyField(v)),
    type: 'application/json',
  })),
  { name: 'every field an object', body: JSON.stringify(everyField({ $gt: '' })), type: 'application/json' },
  {
    name: 'every field an array',
    body: JSON.stringify(everyField([null, 1, 'x'])),
    type: 'application/json',
  },
  {
    name: 'a 1 MB string',
    body: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
    type: 'application/json',
  },
  { name: 'form-encoded', body: 'email=a%00b&password=x', type: 'application/x-www-form-urlencoded' },
  { name: 'plain text', body: 'hello', type: 'text/plain' },
];
const QUERIES = [
  '',
  '?q=%00&page=-1&pageSize=NaN',
  '?page=1e308&sort=%3Cscript%3E&category[]=x',
  `?q=${'z'.repeat(5000)}`,
];
const PARAMS = [randomUUID(), 'not-a-uuid', '%00', '%F0%9F', 'x'.repeat(3000)];
/** The free-text names query strings use: the lists' search, the audit's filters, an invitation's token. */
const SEARCH_FIELDS = ['q', 'person', 'entity', 'entityId', 'action', 'token'];

/** Every API route of the app, each path with its parameters filled in every way of `params`. */
function routes(params = PARAMS): { method: string; path: string }[] {
  const seen = new Set<string>();
  const out: { method: string; path: string }[] = [];
  for (const r of t.app.routes) {
    if (!r.path.startsWith('/api/') || r.path.includes('*') || r.method === 'ALL') continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const filled = r.path.includes(':') ? params.map((p) => r.path.replace(/:[A-Za-z]+/g, p)) : [r.path];
    for (const path of filled) out.push({ method: r.method, path });
  }
  return out;
}

let address = 0;
const nextAddress = () => fromAddress(`10.77.${(address >> 8) & 255}.${address++ & 255}`);

async function check(label: string, res: Response) {
  const text = await res.text();
  expect(res.status, `${label} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  // No stack, no internals in any answer.
  expect(text, label).not.toMatch(/\n\s+at |node_modules|[A-Za-z]+Error: /);
}

describe('fuzzing every API route (read from the app)', () => {
  it('finds the routes of every module', () => {
    const list = routes().map((r) => `${r.method} ${r.path}`);
    expect(list).toContain('POST /api/cart/items');
    expect(list).toContain('GET /api/orders/staff');
    expect(new Set(routes().map((r) => r.method)).size).toBeGreaterThanOrEqual(4);
  });

  it('answers every malformed request with a refusal, never a 5xx or a stack', {
    timeout: 120_000,
  }, async () => {
    let requests = 0;
    const started = performance.now();
    // The visitor and the super_admin send every case to every route; the three roles between
    // share them (each case of a route goes to one of them, in turn), so every role meets every
    // case across the routes and the run stays within its bound as routes are added.
    const middle = ['customer', 'manager', 'admin'];
    const sends = (role: string, route: number, n: number) =>
      !middle.includes(role) || (route + n) % middle.length === middle.indexOf(role);
    for (const { role, jar } of as) {
      for (const [route, { method, path }] of routes().entries()) {
        const headers = (type?: string): Record<string, string> => ({
          accept: 'application/json',
          [CART_SESSION_HEADER]: randomUUID(),
          ...(jar ? { cookie: jar.header() } : {}),
          ...(type ? { 'content-type': type } : {}),
        });
        if (method === 'GET' || method === 'DELETE') {
          for (const [n, query] of QUERIES.entries()) {
            if (!sends(role, route, n)) continue;
            const res = await t.app.request(`${path}${query}`, { method, headers: headers() }, nextAddress());
            await check(`${role} ${method} ${path}${query.slice(0, 60)}`, res);
            requests++;
          }
          continue;
        }
        for (const [n, { name, body, type }] of BODIES.entries()) {
          if (!sends(role, route, n)) continue;
          const res = await t.app.request(path, { method, headers: headers(type), body }, nextAddress());
          await check(`${role} ${method} ${path.slice(0, 80)} with ${name}`, res);
          requests++;
        }
      }
    }
    // The figure the README quotes (npm test prints it).
    console.info(
      `fuzz: ${requests} requests over ${routes().length} routes × ${as.length} callers in ${Math.round(performance.now() - started)} ms`,
    );
  });

  it('refuses a NUL in each search field of every GET route, never a 5xx (issue 33)', {
    timeout: 60_000,
  }, async () => {
    // One field alone, nothing else in the query: `?q=%00&page=-1` above meets the page's refusal
    // before the NUL, and so missed a list whose own validator skipped the check (a 500).
    const refused = new Set<string>();
    // A super_admin of its own: the test above sends POST /api/accounts/logout with the shared cookies.
    const callers = [
      { role: 'visitor', jar: null },
      { role: 'super_admin', jar: (await signIn(t, 'super_admin')).jar },
    ];
    for (const { role, jar } of callers) {
      for (const { method, path } of routes([randomUUID()])) {
        if (method !== 'GET') continue;
        for (const field of SEARCH_FIELDS) {
          const res = await t.app.request(
            `${path}?${field}=a%00`,
            { headers: { accept: 'application/json', ...(jar ? { cookie: jar.header() } : {}) } },
            nextAddress(),
          );
          await check(`${role} GET ${path}?${field}=a%00`, res.clone());
          if (res.status !== 400 && res.status !== 422) continue;
          const { error } = (await res.json()) as ErrorBody;
          if (error.fields?.[field]?.[0]?.key === 'common.invalidCharacters') refused.add(`${path}?${field}`);
        }
      }
    }
    // The searching lists as they stand (routes added later are probed without being named here).
    expect([...refused]).toEqual(
      expect.arrayContaining([
        '/api/catalogue/products?q',
        '/api/catalogue/staff/testimonials?q',
        '/api/catalogue/staff/products?q',
        '/api/catalogue-bulk/staff/grid?q',
        '/api/orders/staff?q',
        '/api/coupons/staff?q',
        '/api/coupons/sending/customers?q',
        '/api/accounts/users?q',
        '/api/accounts/invitation?token',
        '/api/audit/staff?person',
        '/api/audit/staff?entity',
        '/api/audit/staff?entityId',
        '/api/audit/staff?action',
        '/api/logs/staff/errors?q',
        '/api/reports/staff/export/orders?q',
        '/api/reports/staff/export/order-lines?q',
        '/api/reports/staff/export/customers?q',
        '/api/reports/staff/export/products?q',
        '/api/reports/staff/export/coupons?q',
      ]),
    );
  });

  it('refuses hostile text in any one field of an otherwise plausible request', {
    timeout: 120_000,
  }, async () => {
    // Zod objects drop keys they do not know, so one body can be valid for many routes at once;
    // each field in turn then carries text PostgreSQL cannot store. Generic bodies above mostly
    // stop at the first invalid field; these reach the services and the database.
    const plausible: Record<string, unknown> = {
      ...deliveryInput(),
      email: 'fuzz@example.com',
      password: 'picanha2024',
      confirmPassword: 'picanha2024',
      currentPassword: 'picanha2024',
      newPassword: 'picanha2025',
      fullName: 'Ana Souza',
      name: 'Ana Souza',
      phone: '',
      country: 'US',
      acceptTerms: true,
      message: 'Gostaria de encomendar uma peça inteira.',
      code: 'BEMVINDO10',
      couponCode: 'BEMVINDO10',
      productId: p.picanha.id,
      variationId: p.picanha1kg.id,
      extraId: p.tempero.id,
      quantity: 1,
      delta: 1,
      note: 'Separar em duas embalagens.',
      token: 'a'.repeat(32),
      status: 'confirmed',
    };
    let requests = 0;
    // The visitor and the role holding every permission (signed in, so it reaches the customer's
    // routes too) reach every service; the generic bodies above cover each role.
    const callers = as.filter(({ role }) => role === 'visitor' || role === 'super_admin');
    const textFields = Object.keys(plausible).filter((field) => typeof plausible[field] === 'string');
    for (const { role, jar } of callers) {
      for (const { method, path } of routes()) {
        if (method === 'GET' || method === 'DELETE' || path.includes('%') || path.length > 200) continue;
        for (const field of textFields) {
          const res = await t.app.request(
            path,
            {
              method,
              headers: {
                accept: 'application/json',
                'content-type': 'application/json',
                ...(jar ? { cookie: jar.header() } : {}),
              },
              body: JSON.stringify({ ...plausible, [field]: 'Ana\u0000' }),
            },
            nextAddress(),
          );
          await check(`${role} ${method} ${path} with NUL in ${field}`, res);
          requests++;
        }
      }
    }
    console.info(`fuzz: ${requests} single-field requests`);
  });
});
