import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicStore } from '@/shared/delivery/public-stores';
import { type Call, type CookieJar, caller } from '@/testing/accounts';
import { body, createOrdersTestApp, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { DEMO_FULFILMENT, DEMO_STORE } from './demo-store';
import type { StaffStore, StaffStoreDetail } from './store-reads';

let t: TestApp;
let call: Call;
let admin: CookieJar;

beforeAll(async () => {
  t = await createOrdersTestApp();
  call = caller(t);
  admin = (await signIn(t, 'admin')).jar;
});
afterAll(() => t.close());

const visitorList = async () => {
  const res = await call('GET', '/api/stores');
  expect(res.headers.get('cache-control')).toContain('public');
  return (await body<{ stores: PublicStore[] }>(res, 200)).stores;
};

describe('GET /api/stores: the stores shown to visitors (footer, about)', () => {
  it('lists the demo store with its address and hours in both languages, to anyone', async () => {
    expect(await visitorList()).toEqual([
      expect.objectContaining({
        name: DEMO_STORE.name,
        address: DEMO_STORE.address,
        // Stored as "+16785550142", shown as people read it.
        phone: '+1 (678) 555-0142',
        hours: DEMO_FULFILMENT.pickup.hours,
        hoursEn: DEMO_FULFILMENT.pickup.hoursEn,
      }),
    ]);
  });

  it('is cached, and cleared by every save of the stores area', async () => {
    await visitorList(); // cached now
    const created = await body<{ store: StaffStore }>(
      await call(
        'POST',
        '/api/stores/staff',
        { name: 'Loja Nova', address: '9 Roswell Rd', phone: '' },
        { jar: admin },
      ),
      201,
    );
    expect((await visitorList()).map((s) => s.name)).toEqual([DEMO_STORE.name, 'Loja Nova']);
    // A new store starts with pickup off: its hours are what its settings hold until set.
    const detail = await body<StaffStoreDetail>(
      await call('GET', `/api/stores/staff/${created.store.id}`, undefined, { jar: admin }),
      200,
    );
    const settings = {
      ...detail.fulfilment!.settings,
      pickup: { ...detail.fulfilment!.settings.pickup, hours: 'Seg–Sex 9h–17h', hoursEn: 'Mon–Fri 9–5' },
    };
    await body(
      await call(
        'PUT',
        `/api/stores/staff/${created.store.id}/fulfilment`,
        { settings, updatedAt: detail.fulfilment!.updatedAt },
        { jar: admin },
      ),
      200,
    );
    expect((await visitorList())[1]).toMatchObject({ hours: 'Seg–Sex 9h–17h', hoursEn: 'Mon–Fri 9–5' });
    await body(
      await call(
        'PATCH',
        `/api/stores/staff/${created.store.id}`,
        {
          name: 'Loja Nova',
          address: '9 Roswell Rd',
          phone: '',
          isActive: false,
          updatedAt: created.store.updatedAt,
        },
        { jar: admin },
      ),
      200,
    );
    expect((await visitorList()).map((s) => s.name)).toEqual([DEMO_STORE.name]);
  });
});
