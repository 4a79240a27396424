import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FulfilmentSettings } from '@/shared/delivery/settings';
import type { ErrorBody } from '@/shared/errors';
import type { CheckoutQuote } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import { caller } from '@/testing/accounts';
import { type DemoProducts, demoProducts } from '@/testing/cart';
import {
  body,
  CLOCK,
  createOrdersTestApp,
  deliveryInput,
  placeOrder,
  signIn,
  standardCart,
  TUESDAY,
} from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import type { StaffStore, StaffStoreDetail, StaffStoreRow } from './store-reads';
import { createStoresService } from './stores-service';

type Who = 'visitor' | 'customer' | 'manager' | 'admin' | 'superAdmin';
let t: TestApp;
let call: Call;
let p: DemoProducts;
const jars = {} as Record<Exclude<Who, 'visitor'>, CookieJar>;
let customerId: string;
let demo: StaffStoreRow;
let other: StaffStore;

const BASE = '/api/stores/staff';
const as = (who: Who, method: string, path = '', payload?: unknown) =>
  call(method, `${BASE}${path}`, payload, who === 'visitor' ? {} : { jar: jars[who] });

beforeAll(async () => {
  // Checkout and the stores area on the same fixed clock (Monday 23 Nov 2026, 10:00 in Georgia).
  t = await createOrdersTestApp((database) => ({ stores: createStoresService(database.db, () => CLOCK) }));
  call = caller(t);
  p = await demoProducts(t);
  jars.superAdmin = (await signIn(t, 'super_admin')).jar;
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  const customer = await signIn(t);
  jars.customer = customer.jar;
  customerId = customer.userId;
  demo = (await body<{ stores: StaffStoreRow[] }>(await as('admin', 'GET'), 200)).stores.find(
    (s) => s.slug === 'brazil-prime-marietta',
  )!;
  other = (
    await body<{ store: StaffStore }>(
      await as('admin', 'POST', '', { name: 'Brazil Prime — Alpharetta', address: '10 Main St', phone: '' }),
      201,
    )
  ).store;
});
afterAll(() => t.close());

const detail = async (id = demo.id) => body<StaffStoreDetail>(await as('admin', 'GET', `/${id}`), 200);
const quote = async (fulfilment = 'delivery') =>
  body<CheckoutQuote>(
    await call('GET', `/api/orders/quote?fulfilment=${fulfilment}&zip=30062`, undefined, {
      jar: jars.customer,
    }),
    200,
  );
/** Saves the demo store's settings changed by `change`, from the version on the server now. */
async function save(who: Who, change: (s: FulfilmentSettings) => void, id = demo.id) {
  const { fulfilment } = await detail(id);
  const settings = structuredClone(fulfilment!.settings);
  change(settings);
  return as(who, 'PUT', `/${id}/fulfilment`, { settings, updatedAt: fulfilment!.updatedAt });
}
const auditOf = (type: string, id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, type), eq(auditLog.entity_id, id)))
    .orderBy(auditLog.at);

describe('stores API: who may do what (SPEC §6)', () => {
  const reads: [Who, number, number][] = [
    // who, own (demo) store, another store
    ['visitor', 401, 401],
    ['customer', 403, 403],
    ['manager', 200, 403],
    ['admin', 200, 200],
    ['superAdmin', 200, 200],
  ];
  it.each(reads)('%s reads the demo store → %i, another store → %i', async (who, own, others) => {
    expect((await as(who, 'GET', `/${demo.id}`)).status).toBe(own);
    const res = await as(who, 'GET', `/${other.id}`);
    expect(res.status).toBe(others);
    if (who === 'manager') expect((await res.json()).error.key).toBe('auth.storeForbidden');
  });

  it.each([
    ['visitor', 401],
    ['customer', 403],
  ] as const)('%s cannot list the stores (%i)', async (who, status) => {
    expect((await as(who, 'GET')).status).toBe(status);
  });

  it('a manager lists only their own store; admins every store', async () => {
    const mine = await body<{ stores: StaffStoreRow[] }>(await as('manager', 'GET'), 200);
    expect(mine.stores.map((s) => s.slug)).toEqual(['brazil-prime-marietta']);
    const all = await body<{ stores: StaffStoreRow[] }>(await as('superAdmin', 'GET'), 200);
    expect(all.stores.map((s) => s.id)).toEqual(expect.arrayContaining([demo.id, other.id]));
    expect(all.stores.find((s) => s.id === demo.id)).toMatchObject({
      pickupEnabled: true,
      deliveryEnabled: true,
      zoneCount: 3,
      isActive: true,
    });
  });

  const writes = (id: () => string): [string, string, () => unknown][] => [
    ['POST', '', () => ({ name: 'X', address: '', phone: '' })],
    [
      'PATCH',
      `/${id()}`,
      () => ({ name: 'X', address: '', phone: '', isActive: true, updatedAt: demo.updatedAt }),
    ],
    ['PUT', `/${id()}/fulfilment`, () => ({ settings: {}, updatedAt: null })],
  ];
  it.each([
    ['visitor', 401],
    ['customer', 403],
    ['manager', 403],
  ] as const)('%s may write nothing, not even on their own store (%i)', async (who, status) => {
    for (const [method, path, payload] of [...writes(() => demo.id), ...writes(() => other.id)]) {
      expect((await as(who, method, path, payload())).status, `${method} ${path}`).toBe(status);
    }
  });
});

describe('stores API: create and edit', () => {
  it('creates with a slug from the name, unique, set up but closed until configured; audited', async () => {
    expect(other.slug).toBe('brazil-prime-alpharetta');
    const again = await body<{ store: StaffStore }>(
      await as('superAdmin', 'POST', '', { name: 'Brazil Prime Alpharetta', address: '', phone: '' }),
      201,
    );
    expect(again.store.slug).toBe('brazil-prime-alpharetta-2');
    const { fulfilment } = await detail(other.id);
    expect(fulfilment!.settings).toMatchObject({
      pickup: { enabled: false, address: '10 Main St' },
      delivery: { enabled: false, zones: [] },
      closedDates: [],
      timeZone: 'America/New_York',
    });
    expect(fulfilment!.settings.delivery.schedule.windows.length).toBeGreaterThan(0);
    const [entry] = await auditOf('store', other.id);
    expect(entry).toMatchObject({
      action: 'create',
      actor_role: 'admin',
      after: { name: 'Brazil Prime — Alpharetta' },
    });
  });

  it('edits the details; a save based on an older version is refused with 409 and writes nothing', async () => {
    const edit = { name: 'Alpharetta', address: '11 Main St', phone: '+1 678 555-0100', isActive: false };
    const first = await body<{ store: StaffStore }>(
      await as('admin', 'PATCH', `/${other.id}`, { ...edit, updatedAt: other.updatedAt }),
      200,
    );
    expect(first.store).toMatchObject(edit);
    const stale = await as('superAdmin', 'PATCH', `/${other.id}`, {
      ...edit,
      name: 'Late',
      updatedAt: other.updatedAt,
    });
    const { error } = await body<ErrorBody>(stale, 409);
    expect(error.key).toBe('stores.stale');
    expect((await detail(other.id)).store.name).toBe('Alpharetta');
    const entries = await auditOf('store', other.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      before: { name: 'Brazil Prime — Alpharetta', isActive: true },
      after: { name: 'Alpharetta', isActive: false },
    });
  });

  it('refuses bad details with field keys, and an unknown store with 404', async () => {
    const res = await as('admin', 'PATCH', `/${other.id}`, {
      name: '',
      address: '',
      phone: 'call me',
      isActive: true,
      updatedAt: other.updatedAt,
    });
    const { error } = await body<ErrorBody>(res, 422);
    expect(error.fields?.name?.[0]?.key).toBe('stores.nameRequired');
    expect(error.fields?.phone?.[0]?.key).toBe('stores.phoneInvalid');
    const missing = await as('admin', 'GET', '/00000000-0000-4000-8000-000000000000');
    expect((await body<ErrorBody>(missing, 404)).error.key).toBe('stores.notFound');
    expect((await as('admin', 'GET', '/not-a-uuid')).status).toBe(404);
  });
});

describe('stores API: fulfilment settings', () => {
  const refusals: [string, (s: FulfilmentSettings) => void, string, string][] = [
    [
      'overlapping windows',
      (s) => s.delivery.schedule.windows.push({ id: 'x', start: '16:00', end: '18:00', capacity: 2 }),
      'settings.delivery.schedule.windows.3.start',
      'stores.windowsOverlap',
    ],
    [
      "zone 2's bad ZIP",
      (s) => {
        s.delivery.zones[1]!.zips = ['3008'];
      },
      'settings.delivery.zones.1.zips.0',
      'stores.zipInvalid',
    ],
    [
      'a negative fee',
      (s) => {
        s.delivery.zones[0]!.feeCents = -100;
      },
      'settings.delivery.zones.0.feeCents',
      'stores.amountNegative',
    ],
    [
      'a window ending before it starts',
      (s) => {
        s.pickup.schedule.windows[0]!.end = '09:00';
      },
      'settings.pickup.schedule.windows.0.end',
      'stores.windowEndsBeforeStart',
    ],
    [
      'a bad date',
      (s) => {
        s.closedDates = ['2026-13-01'];
      },
      'settings.closedDates.0',
      'stores.dateInvalid',
    ],
  ];
  it.each(refusals)('refuses %s on its field (422), saving nothing', async (_label, change, field, key) => {
    const before = await detail();
    const { error } = await body<ErrorBody>(await save('admin', change), 422);
    expect(error.fields?.[field]?.[0]?.key, JSON.stringify(error.fields)).toBe(key);
    expect((await detail()).fulfilment).toEqual(before.fulfilment);
  });

  it('a new delivery window is offered by the next checkout quote, at once; audited', async () => {
    expect((await quote()).windows.some((w) => w.windowId === 'late')).toBe(false);
    // A window past closing time is never offered (decision 086): Tuesday's hours move with it.
    const late = { id: 'late', start: '20:00', end: '21:30', capacity: 4 };
    await body(await save('admin', (s) => s.delivery.schedule.windows.push(late)), 200);
    expect((await quote()).windows.some((w) => w.windowId === 'late')).toBe(false);
    const res = await save('admin', (s) => {
      s.openingHours = s.openingHours?.map((d) => (d.day === 2 ? { ...d, close: '22:00' } : d));
    });
    await body(res, 200);
    const windows = (await quote()).windows.filter((w) => w.windowId === 'late');
    expect(windows[0]).toMatchObject({ date: TUESDAY, start: '20:00', end: '21:30', remaining: 4 });
    const [entry] = (await auditOf('store_fulfilment', demo.id)).slice(-1);
    expect(entry).toMatchObject({ action: 'update', actor_role: 'admin' });
    expect(Object.keys(entry!.after ?? {})).toEqual(['openingHours']);
  });

  it('a closed day is not offered, and an order for it is refused', async () => {
    expect((await quote()).windows.some((w) => w.date === TUESDAY)).toBe(true);
    await body(
      await save('superAdmin', (s) => {
        s.closedDates = [TUESDAY];
      }),
      200,
    );
    const q = await quote();
    expect(q.windows.some((w) => w.date === TUESDAY)).toBe(false);
    expect(q.windows.length).toBeGreaterThan(0);
    expect((await quote('pickup')).windows.some((w) => w.date === TUESDAY)).toBe(false);
    await standardCart(t.database.db, p, customerId);
    const refused = await placeOrder(call, jars.customer, deliveryInput());
    const { error } = await body<ErrorBody>(refused, 422);
    expect(error.fields?.windowId?.[0]?.key).toBe('window.closed_day');
    await body(
      await save('admin', (s) => {
        s.closedDates = [];
      }),
      200,
    );
    expect((await quote()).windows.some((w) => w.date === TUESDAY)).toBe(true);
  });

  it('a fee and minimum saved are what the quote charges', async () => {
    await body(
      await save('admin', (s) => {
        s.delivery.zones[0]!.feeCents = 450;
        s.delivery.zones[0]!.minimumOrderCents = 0;
      }),
      200,
    );
    expect((await quote()).zone).toMatchObject({ id: 'marietta', feeCents: 450, minimumOrderCents: 0 });
  });

  it('a save based on an older version of the settings is refused with 409', async () => {
    const { fulfilment } = await detail();
    await body(
      await save('admin', (s) => {
        s.horizonDays = 10;
      }),
      200,
    );
    const res = await as('superAdmin', 'PUT', `/${demo.id}/fulfilment`, {
      settings: { ...fulfilment!.settings, horizonDays: 20 },
      updatedAt: fulfilment!.updatedAt,
    });
    expect((await body<ErrorBody>(res, 409)).error.key).toBe('stores.stale');
    expect((await detail()).fulfilment?.settings.horizonDays).toBe(10);
    // No version at all for a store that has settings is stale too.
    const blind = await as('admin', 'PUT', `/${demo.id}/fulfilment`, {
      settings: fulfilment!.settings,
      updatedAt: null,
    });
    expect(blind.status).toBe(409);
  });

  it('turning delivery off empties the checkout windows', async () => {
    await body(
      await save('admin', (s) => {
        s.delivery.enabled = false;
      }),
      200,
    );
    expect((await quote()).deliveryEnabled).toBe(false);
    await body(
      await save('admin', (s) => {
        s.delivery.enabled = true;
      }),
      200,
    );
    expect((await quote()).deliveryEnabled).toBe(true);
  });

  it('the detail counts places booked ahead per window (removing such a window asks first)', async () => {
    await body(
      await save('admin', (s) => {
        s.closedDates = [];
      }),
      200,
    );
    const placed = await placeOrder(call, jars.customer, deliveryInput());
    await body(placed, 201);
    expect((await detail()).bookedAhead).toMatchObject({ 'delivery|morning': 1 });
  });
});
