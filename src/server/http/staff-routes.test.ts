import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mayCallStaffRoute,
  STAFF_API_PREFIXES,
  STAFF_ROUTE_KEYS,
  STAFF_ROUTES,
  type StaffRoute,
} from '@/shared/permissions/admin-sections';
import { type Call, type CookieJar, caller, nextClient } from '@/testing/accounts';
import { signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { DEMO_STORE } from '../modules/stores/demo-store';
import { stores } from '../modules/stores/schema';
import { guardOf } from './permissions';
import { createRateLimits } from './rate-limit';

/**
 * The staff route table (decision 028) against the real app: the app's own route list
 * (`app.routes`) and the table name the same routes, each guarded by `requireRoute` with its own
 * name, and each answers 401 to a visitor, 403 to every role the table refuses and neither to the
 * roles it allows.
 */

const ROLES = ['super_admin', 'admin', 'manager', 'operator', 'customer'] as const;
type Role = (typeof ROLES)[number];

let t: TestApp;
let call: Call;
let storeId: string;
const jars = {} as Record<Role, CookieJar>;

beforeAll(async () => {
  // Every write route is called by each role within a minute: a customer's and an operator's count
  // as "upload" (30 a minute, SPEC §9), which the table's writes now pass. The walk is about the
  // permission answers, so its limiter lets everything through (rate-limit.test.ts covers limits).
  const limits = createRateLimits();
  const open = {
    ...limits,
    enforce: async () => {},
    consume: async () => ({ ok: true as const, remaining: 1 }),
  };
  t = await createTestApp({ services: () => ({ rateLimits: open }) });
  call = caller(t);
  const [store] = await t.database.db.select().from(stores).where(eq(stores.slug, DEMO_STORE.slug));
  storeId = store!.id;
  for (const role of ROLES) {
    // A manager and an operator work in one store (decision 070): the demo store.
    const store = role === 'manager' || role === 'operator' ? DEMO_STORE.slug : undefined;
    jars[role] = (await signIn(t, role, store)).jar;
  }
});
afterAll(() => t.close());

type AppRoute = { method: string; path: string; handlers: unknown[] };

/** The app's endpoints (method + full path), with their handlers in order; app-wide middleware left out. */
function appRoutes(): AppRoute[] {
  const byKey = new Map<string, AppRoute>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
    const key = `${r.method} ${r.path}`;
    const route = byKey.get(key) ?? { method: r.method, path: r.path, handlers: [] };
    route.handlers.push(r.handler);
    byKey.set(key, route);
  }
  return [...byKey.values()];
}

/** A guard about a permission (a signed-in account alone is `session`, on routes of any kind). */
const isPermissionGuard = (handler: unknown) => {
  const kind = guardOf(handler)?.kind;
  return kind !== undefined && kind !== 'session';
};

const isStaffPath = (path: string) =>
  STAFF_API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

describe('the staff route table and the app name the same routes', () => {
  it('finds the app routes (the walk is not empty)', () => {
    expect(appRoutes().length).toBeGreaterThan(20);
    expect(appRoutes().filter((r) => isStaffPath(r.path)).length).toBeGreaterThan(0);
  });

  it('every route under a staff prefix, and every route with a permission guard, is in the table', () => {
    const missing = appRoutes()
      .filter((r) => isStaffPath(r.path) || r.handlers.some(isPermissionGuard))
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !(key in STAFF_ROUTES));
    expect(missing, 'add these routes to STAFF_ROUTES (src/shared/permissions/admin-sections.ts)').toEqual(
      [],
    );
  });

  it('every table route exists in the app', () => {
    const keys = new Set(appRoutes().map((r) => `${r.method} ${r.path}`));
    expect(STAFF_ROUTE_KEYS.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('every table route is guarded by requireRoute with its own name, before anything else', () => {
    const wrong = appRoutes()
      .filter((r) => `${r.method} ${r.path}` in STAFF_ROUTES)
      .flatMap((r) => {
        const key = `${r.method} ${r.path}`;
        const guards = r.handlers.map(guardOf);
        const first = guards[0];
        const ok = first?.kind === 'route' && first.route === key && guards.filter(Boolean).length === 1;
        return ok ? [] : [`${key}: ${JSON.stringify(guards.filter(Boolean))}`];
      });
    expect(wrong).toEqual([]);
  });

  it('every staff prefix is still in use', () => {
    const used = STAFF_API_PREFIXES.filter((p) =>
      appRoutes().some((r) => r.path.startsWith(p.replace(/\/$/, ''))),
    );
    // Kept for routes still to come: /api/admin/ for the panel's new modules, /api/catalogue/staff
    // for the category screen's calls (another branch, being merged).
    const reserved: readonly string[] = ['/api/admin/'];
    expect(STAFF_API_PREFIXES.filter((p) => !reserved.includes(p) && !used.includes(p))).toEqual([]);
  });
});

/** A concrete URL for a route pattern: ids are fresh UUIDs, a store is the manager's own. */
function urlOf(route: StaffRoute): { method: string; url: string } {
  const [method, pattern] = route.split(' ') as [string, string];
  const url = pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'storeId' ? storeId : randomUUID()));
  return { method, url };
}

const send = (route: StaffRoute, jar?: CookieJar) => {
  const { method, url } = urlOf(route);
  return call(method, url, method === 'GET' ? undefined : {}, {
    client: nextClient(),
    ...(jar ? { jar } : {}),
  });
};

describe.each(STAFF_ROUTE_KEYS)('%s', (route) => {
  it('401 for a visitor', async () => {
    const res = await send(route);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
  });

  it.each(ROLES)(
    `%s: 403 exactly when the table refuses the role (${STAFF_ROUTES[route].permission})`,
    async (role) => {
      const res = await send(route, jars[role]);
      if (mayCallStaffRoute(role, route)) {
        expect([401, 403], `${role} ${res.status}`).not.toContain(res.status);
      } else {
        expect(res.status).toBe(403);
        expect((await res.json()).error.code).toBe('forbidden');
      }
    },
  );
});
