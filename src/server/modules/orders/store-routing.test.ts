import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FulfilmentSettings } from '@/shared/delivery/settings';
import type { PlaceOrderInput } from '@/shared/orders/schemas';
import type { CheckoutQuote, OrderDetail, StaffOrderList } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import {
  body,
  deliveryInput,
  fillCart,
  ordersTestApp,
  placeOrder,
  setStock,
  signIn,
  TUESDAY,
} from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { cartSessions } from '../cart/schema';
import { DEMO_FULFILMENT } from '../stores/demo-store';
import { storeFulfilment, stores } from '../stores/schema';

/**
 * Decision 037 with two stores: the demo store (Marietta, oldest) and Buckhead, added here with its
 * own zone, windows and pickup; a third store has pickup and delivery off.
 */
const BUCKHEAD: FulfilmentSettings = {
  ...DEMO_FULFILMENT,
  pickup: {
    enabled: true,
    address: '3035 Peachtree Rd NE, Atlanta, GA 30305',
    hours: 'Todos os dias, 9h às 18h',
    hoursEn: 'Every day, 9 am to 6 pm',
    schedule: {
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      windows: [{ id: 'b-noon', start: '11:00', end: '14:00', capacity: 4 }],
    },
  },
  delivery: {
    enabled: true,
    // 30305 is also in the demo's "303" metro zone (R$ 19,99): the lower fee sends it here.
    zones: [
      {
        id: 'buckhead',
        name: 'Buckhead',
        zips: ['30305'],
        prefixes: [],
        feeCents: 599,
        minimumOrderCents: 0,
      },
    ],
    schedule: { weekdays: [2, 4], windows: [{ id: 'b-evening', start: '18:00', end: '20:00', capacity: 4 }] },
  },
  closedDates: [],
};

let t: TestApp;
let call: Call;
let p: DemoProducts;
let demoId: string;
let buckheadId: string;
let closedId: string;
let customer: { jar: CookieJar; userId: string };
const managers = {} as Record<'marietta' | 'buckhead', CookieJar>;

async function addStore(name: string, slug: string, settings: FulfilmentSettings) {
  const db = t.database.db;
  const [row] = await db
    .insert(stores)
    .values({ name, slug, address: settings.pickup.address, created_at: new Date(Date.now() + 1000) })
    .returning({ id: stores.id });
  await db.insert(storeFulfilment).values({ store_id: row!.id, settings });
  return row!.id;
}

beforeAll(async () => {
  ({ t, call, p } = await ordersTestApp());
  const db = t.database.db;
  const [demo] = await db.select().from(stores).where(eq(stores.slug, 'brazil-prime-marietta'));
  demoId = demo!.id;
  buckheadId = await addStore('Brazil Prime — Buckhead', 'buckhead', BUCKHEAD);
  closedId = await addStore('Loja Fechada', 'fechada', {
    ...BUCKHEAD,
    pickup: { ...BUCKHEAD.pickup, enabled: false },
    delivery: { ...BUCKHEAD.delivery, enabled: false },
  });
  customer = await signIn(t);
  managers.marietta = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  managers.buckhead = (await signIn(t, 'manager', 'buckhead')).jar;
  await setStock(db, p.picanha15.id, 50);
});
afterAll(() => t.close());

const quote = async (query: string) =>
  body<CheckoutQuote>(await call('GET', `/api/orders/quote?${query}`, undefined, { jar: customer.jar }), 200);

async function order(input: PlaceOrderInput) {
  // A refused order leaves the cart as it was: start each from one fresh line.
  await t.database.db.delete(cartSessions).where(eq(cartSessions.user_id, customer.userId));
  await fillCart(t.database.db, customer.userId, [
    { productId: p.picanha.id, variationId: p.picanha15.id, quantity: 1, priceCents: p.picanha15.priceCents },
  ]);
  return placeOrder(call, customer.jar, input);
}

const pickupInput = (storeId: string | undefined, windowId = 'b-noon'): PlaceOrderInput => ({
  fulfilment: 'pickup',
  ...(storeId ? { storeId } : {}),
  date: TUESDAY,
  windowId,
  paymentMethod: 'pay_on_delivery',
});

type Refusal = { error: { key: string; fields: Record<string, { key: string }[]> } };

describe('checkout quote: the store follows the ZIP or the pickup choice', () => {
  it('a delivery ZIP gives its store, zone, fee and windows; no ZIP shows the oldest store', async () => {
    const buckhead = await quote('fulfilment=delivery&zip=30305');
    expect(buckhead).toMatchObject({ storeId: buckheadId, zone: { id: 'buckhead' }, deliveryFeeCents: 599 });
    expect(new Set(buckhead.windows.map((w) => w.windowId))).toEqual(new Set(['b-evening']));
    const marietta = await quote('fulfilment=delivery&zip=30060');
    expect(marietta).toMatchObject({ storeId: demoId, zone: { id: 'marietta' }, deliveryFeeCents: 799 });
    expect(marietta.windows.some((w) => w.windowId === 'b-evening')).toBe(false);
    expect(await quote('fulfilment=delivery')).toMatchObject({
      storeId: demoId,
      zone: null,
      zipRefused: null,
    });
    expect(await quote('fulfilment=delivery&zip=90210')).toMatchObject({
      storeId: demoId,
      zone: null,
      zipRefused: 'order.noDelivery',
    });
  });

  it('pickup lists the stores with pickup on (oldest first) and shows the chosen one', async () => {
    const first = await quote('fulfilment=pickup');
    expect(first.pickupStores.map((s) => s.id)).toEqual([demoId, buckheadId]);
    expect(first).toMatchObject({ storeId: demoId, pickup: { address: DEMO_FULFILMENT.pickup.address } });
    const chosen = await quote(`fulfilment=pickup&storeId=${buckheadId}`);
    expect(chosen).toMatchObject({ storeId: buckheadId, pickup: { address: BUCKHEAD.pickup.address } });
    // Delivery stays offered beside a pickup store that does not deliver.
    expect(chosen.deliveryEnabled).toBe(true);
    expect(new Set(chosen.windows.map((w) => w.windowId))).toEqual(new Set(['b-noon']));
    // Not a pickup store: the page is shown the oldest (placing the order refuses it).
    expect((await quote(`fulfilment=pickup&storeId=${closedId}`)).storeId).toBe(demoId);
    expect(
      (await call('GET', '/api/orders/quote?fulfilment=pickup&storeId=x', undefined, { jar: customer.jar }))
        .status,
    ).toBe(400);
  });
});

describe('placing an order: the store takes it', () => {
  it('a delivery to 30305 belongs to Buckhead, with its fee and its window', async () => {
    const input = deliveryInput({
      address: { street: '1 Peachtree Rd', city: 'Atlanta', state: 'GA', zip: '30305' },
      windowId: 'b-evening',
      storeId: buckheadId,
    });
    const { order: placed } = await body<{ order: OrderDetail }>(await order(input), 201);
    expect(placed).toMatchObject({
      storeId: buckheadId,
      storeName: 'Brazil Prime — Buckhead',
      deliveryFeeCents: 599,
    });
  });

  it('refuses a window of another store and a store that no longer delivers to the ZIP', async () => {
    const to30305 = { address: { street: '1 Peachtree Rd', city: 'Atlanta', state: 'GA', zip: '30305' } };
    const demoWindow = await body<Refusal>(
      await order(deliveryInput({ ...to30305, windowId: 'morning' })),
      422,
    );
    expect(demoWindow.error.fields.windowId).toEqual([
      expect.objectContaining({ key: 'window.unknown_window' }),
    ]);
    const otherStore = await body<Refusal>(
      await order(deliveryInput({ ...to30305, windowId: 'b-evening', storeId: demoId })),
      422,
    );
    expect(otherStore.error.key).toBe('order.storeChanged');
    const nowhere = await body<Refusal>(
      await order(
        deliveryInput({
          address: { ...to30305.address, city: 'Savannah', zip: '31401' },
          windowId: 'b-evening',
        }),
      ),
      422,
    );
    expect(nowhere.error.key).toBe('order.noDelivery');
  });

  it('a pickup goes to the store chosen; without a choice to the oldest with pickup on', async () => {
    const chosen = await body<{ order: OrderDetail }>(await order(pickupInput(buckheadId)), 201);
    expect(chosen.order).toMatchObject({ storeId: buckheadId, pickupAddress: BUCKHEAD.pickup.address });
    const unchosen = await body<{ order: OrderDetail }>(
      await order(pickupInput(undefined, 'pickup-morning')),
      201,
    );
    expect(unchosen.order.storeId).toBe(demoId);
  });

  it('refuses a pickup at an unknown store, a store with pickup off, or with another store’s window', async () => {
    const unknown = await body<Refusal>(await order(pickupInput(randomUUID())), 422);
    expect(unknown.error.fields.storeId).toEqual([
      expect.objectContaining({ key: 'order.pickupStoreUnknown' }),
    ]);
    const notUuid = await body<Refusal>(await order({ ...pickupInput(undefined), storeId: 'loja' }), 422);
    expect(notUuid.error.fields.storeId).toEqual([
      expect.objectContaining({ key: 'order.pickupStoreUnknown' }),
    ]);
    const off = await body<Refusal>(await order(pickupInput(closedId)), 422);
    expect(off.error.fields.storeId).toEqual([expect.objectContaining({ key: 'order.pickupStoreClosed' })]);
    const window = await body<Refusal>(await order(pickupInput(buckheadId, 'pickup-morning')), 422);
    expect(window.error.fields.windowId).toEqual([expect.objectContaining({ key: 'window.unknown_window' })]);
  });
});

describe('the order desk: each store’s manager sees its own orders', () => {
  it('Buckhead’s manager sees the Buckhead order; Marietta’s does not, and the reverse', async () => {
    const { order: b } = await body<{ order: OrderDetail }>(await order(pickupInput(buckheadId)), 201);
    const { order: m } = await body<{ order: OrderDetail }>(
      await order(pickupInput(demoId, 'pickup-morning')),
      201,
    );
    const desk = async (who: 'marietta' | 'buckhead') =>
      (
        await body<StaffOrderList>(
          await call('GET', '/api/orders/staff', undefined, { jar: managers[who] }),
          200,
        )
      ).orders.map((o) => o.id);
    expect(await desk('buckhead')).toContain(b.id);
    expect(await desk('buckhead')).not.toContain(m.id);
    expect(await desk('marietta')).toContain(m.id);
    expect(await desk('marietta')).not.toContain(b.id);
    const open = (who: 'marietta' | 'buckhead', id: string) =>
      call('GET', `/api/orders/staff/${id}`, undefined, { jar: managers[who] });
    expect((await open('buckhead', b.id)).status).toBe(200);
    expect((await open('marietta', b.id)).status).toBe(403);
  });
});
