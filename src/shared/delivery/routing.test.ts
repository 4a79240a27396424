import { describe, expect, it } from 'vitest';
import { defaultStore, pickupStores, storeForDelivery, storeForPickup } from './routing';
import type { DeliveryZone, FulfilmentSettings } from './settings';

const zone = (id: string, feeCents: number, zips: string[], prefixes: string[] = []): DeliveryZone => ({
  id,
  name: id,
  zips,
  prefixes,
  feeCents,
  minimumOrderCents: 0,
});

const schedule = { weekdays: [1, 2, 3, 4, 5], windows: [] };

function store(id: string, opts: { pickup?: boolean; delivery?: boolean; zones?: DeliveryZone[] }) {
  const settings: FulfilmentSettings = {
    timeZone: 'America/New_York',
    pickup: { enabled: opts.pickup ?? false, address: `${id} St`, hours: 'h', hoursEn: 'h', schedule },
    delivery: { enabled: opts.delivery ?? false, zones: opts.zones ?? [], schedule },
    cutoffTime: '18:00',
    leadTimeHours: 12,
    horizonDays: 7,
    closedDates: [],
  };
  return { id, settings };
}

// Oldest first, as the server passes them.
const marietta = store('marietta', {
  pickup: true,
  delivery: true,
  zones: [zone('m-near', 799, ['30060', '30062']), zone('m-metro', 1999, [], ['300', '303'])],
});
const buckhead = store('buckhead', {
  pickup: true,
  delivery: true,
  zones: [zone('b-near', 699, ['30305', '30326']), zone('b-metro', 1999, [], ['303'])],
});
const closedShop = store('closed', { zones: [zone('c-all', 100, [], ['3'])] });
const deliveryOnly = store('delivery-only', { delivery: true, zones: [zone('d-far', 2500, [], ['305'])] });
const all = [marietta, buckhead, closedShop, deliveryOnly];

describe('storeForDelivery: the store whose zone holds the ZIP', () => {
  it.each([
    ['30062', 'marietta', 'm-near', 'exact ZIP of one store'],
    ['30062-1234', 'marietta', 'm-near', 'ZIP+4'],
    ['30305', 'buckhead', 'b-near', 'exact ZIP of the other store'],
    ['30309', 'marietta', 'm-metro', 'both cover it at the same fee: the oldest store'],
    ['30326', 'buckhead', 'b-near', 'both cover it: the lowest fee wins over the older store'],
    ['30501', 'delivery-only', 'd-far', 'only a store without pickup'],
  ])('%s → %s (%s; %s)', (zip, storeId, zoneId) => {
    const route = storeForDelivery(all, zip);
    expect(route).toMatchObject({ ok: true, store: { id: storeId }, zone: { id: zoneId } });
  });

  type Store = ReturnType<typeof store>;
  const refusals: [string, 'closed' | 'no_zone', Store[], string][] = [
    ['90210', 'no_zone', all, 'nobody delivers there'],
    ['abc', 'no_zone', all, 'not a ZIP'],
    ['31000', 'no_zone', all, 'only a store with delivery off holds it'],
    ['30062', 'closed', [closedShop], 'no store delivers at all'],
    ['30062', 'closed', [], 'no store'],
  ];
  it.each(refusals)('%s → %s (%s; %s)', (zip, reason, stores) => {
    expect(storeForDelivery(stores, zip)).toEqual({ ok: false, reason });
  });
});

describe('storeForPickup: the store the customer chose', () => {
  it.each([
    ['buckhead', all, { ok: true, store: buckhead }],
    ['marietta', all, { ok: true, store: marietta }],
    [undefined, all, { ok: true, store: marietta }],
    [null, [closedShop, buckhead], { ok: true, store: buckhead }],
    ['closed', all, { ok: false, reason: 'pickup_off' }],
    ['delivery-only', all, { ok: false, reason: 'pickup_off' }],
    ['nowhere', all, { ok: false, reason: 'unknown_store' }],
    [undefined, [closedShop, deliveryOnly], { ok: false, reason: 'closed' }],
  ] as const)('chosen %s → %o', (chosen, stores, expected) => {
    expect(storeForPickup(stores, chosen)).toEqual(expected);
  });
});

describe('the picker and the default store', () => {
  it('lists only stores with pickup on, oldest first', () => {
    expect(pickupStores(all).map((s) => s.id)).toEqual(['marietta', 'buckhead']);
  });

  it.each([
    ['delivery', [closedShop, deliveryOnly], 'delivery-only'],
    ['pickup', [closedShop, deliveryOnly, buckhead], 'buckhead'],
    ['pickup', [closedShop, deliveryOnly], 'closed'],
  ] as const)('%s among %o → %s', (fulfilment, stores, id) => {
    expect(defaultStore(stores, fulfilment)?.id).toBe(id);
  });

  it('no store → null', () => {
    expect(defaultStore([], 'delivery')).toBeNull();
  });
});
