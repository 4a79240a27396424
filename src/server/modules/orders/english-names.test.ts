import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicStore } from '@/shared/delivery/public-stores';
import type { FulfilmentSettings } from '@/shared/delivery/settings';
import type { ErrorBody } from '@/shared/errors';
import type { CheckoutQuote, OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { caller } from '@/testing/accounts';
import { type DemoProducts, demoProducts } from '@/testing/cart';
import { body, CLOCK, createOrdersTestApp, deliveryInput, fillCart, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { createStoresService } from '../stores/public';

type StaffStoreRow = { id: string; slug: string };
type StaffStoreDetail = {
  store: {
    name: string;
    nameEn: string;
    address: string;
    phone: string;
    isActive: boolean;
    updatedAt: string;
  };
  fulfilment: { settings: FulfilmentSettings; updatedAt: string } | null;
};

/**
 * Issue 38, decision 098: the store's and the zones' names in English, typed by staff on the store
 * page, and the products' and extras' English names carried from the cart to the checkout, the
 * order and its detail. Blank English fields fall back to the Portuguese text.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let p: DemoProducts;
let admin: CookieJar;
let demo: StaffStoreRow;

beforeAll(async () => {
  t = await createOrdersTestApp((database) => ({ stores: createStoresService(database.db, () => CLOCK) }));
  call = caller(t);
  p = await demoProducts(t);
  admin = (await signIn(t, 'admin')).jar;
  const list = await body<{ stores: StaffStoreRow[] }>(
    await call('GET', '/api/stores/staff', undefined, { jar: admin }),
    200,
  );
  demo = list.stores.find((s) => s.slug === 'brazil-prime-marietta')!;
});
afterAll(() => t.close());

const EN = { 'Accept-Language': 'en-US,en;q=0.9' };
const PT = { 'Accept-Language': 'pt-BR,pt;q=0.9' };
const detail = async () =>
  body<StaffStoreDetail>(await call('GET', `/api/stores/staff/${demo.id}`, undefined, { jar: admin }), 200);

async function editName(nameEn: string) {
  const { store } = await detail();
  return call(
    'PATCH',
    `/api/stores/staff/${demo.id}`,
    {
      name: store.name,
      nameEn,
      address: store.address,
      phone: store.phone,
      isActive: store.isActive,
      updatedAt: store.updatedAt,
    },
    { jar: admin },
  );
}

async function customerWithCart() {
  const customer = await signIn(t);
  await fillCart(t.database.db, customer.userId, [
    {
      productId: p.picanha.id,
      variationId: p.picanha12.id,
      quantity: 1,
      priceCents: p.picanha12.priceCents,
      extras: [{ extraId: p.tempero.id, quantity: 1, priceCents: p.tempero.priceCents }],
    },
  ]);
  return customer;
}

const quoteAs = async (jar: CookieJar, headers: Record<string, string>) =>
  body<CheckoutQuote>(
    await call('GET', '/api/orders/quote?fulfilment=delivery&zip=30062', undefined, { jar, headers }),
    200,
  );

describe('the store and its zones in English', () => {
  it('staff type the English name on the store page; an over-long one is refused in both languages', async () => {
    const saved = await body<{ store: { nameEn: string } }>(
      await editName('Brazil Prime — Marietta store'),
      200,
    );
    expect(saved.store.nameEn).toBe('Brazil Prime — Marietta store');
    expect((await detail()).store.nameEn).toBe('Brazil Prime — Marietta store');
    const tooLong = await editName('x'.repeat(81));
    const { error } = await body<ErrorBody>(tooLong, 422);
    expect(error.fields?.nameEn?.[0]?.key).toBe('stores.textTooLong');
  });

  it('a zone keeps its English name through the settings save', async () => {
    const { fulfilment } = await detail();
    const settings = structuredClone(fulfilment!.settings);
    settings.delivery.zones[0]!.nameEn = 'Marietta & Kennesaw (EN)';
    const res = await call(
      'PUT',
      `/api/stores/staff/${demo.id}/fulfilment`,
      { settings, updatedAt: fulfilment!.updatedAt },
      { jar: admin },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await detail()).fulfilment!.settings.delivery.zones[0]!.nameEn).toBe('Marietta & Kennesaw (EN)');
  });

  it('the visitors’ list of stores carries both names', async () => {
    const { stores } = await body<{ stores: PublicStore[] }>(await call('GET', '/api/stores'), 200);
    expect(stores.find((s) => s.id === demo.id)).toMatchObject({
      name: 'Brazil Prime — Marietta, GA',
      nameEn: 'Brazil Prime — Marietta store',
      hoursEn: 'Tuesday to Saturday, 9 am to 8 pm; Sunday, 10 am to 3 pm',
    });
  });
});

describe('checkout and her order in English', () => {
  it('the quote gives the English names beside the Portuguese ones', async () => {
    const customer = await customerWithCart();
    const quote = await quoteAs(customer.jar, EN);
    expect(quote.storeNameEn).toBe('Brazil Prime — Marietta store');
    expect(quote.zone).toMatchObject({ name: 'Marietta e Kennesaw', nameEn: 'Marietta & Kennesaw (EN)' });
    expect(quote.pickupStores[0]).toMatchObject({ nameEn: 'Brazil Prime — Marietta store' });
    const [line] = quote.lines;
    expect(line?.productName).toBe(p.picanha.name);
    expect(line?.productNameEn).toBe(p.picanha.nameEn);
    expect(line?.extras).toEqual(['Tempero da casa (uma vez, qualquer quantidade)']);
    expect(line?.extrasEn).toEqual(['House seasoning (once, any quantity)']);
  });

  it('the order keeps the English names it was placed with; the detail answers both', async () => {
    const customer = await customerWithCart();
    const res = await call('POST', '/api/orders', deliveryInput(), {
      jar: customer.jar,
      headers: { 'Idempotency-Key': crypto.randomUUID(), ...EN },
    });
    const { order } = await body<{ order: OrderDetail }>(res, 201);
    const read = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/${order.id}`, undefined, { jar: customer.jar, headers: PT }),
      200,
    );
    expect(read.order).toMatchObject({
      language: 'en',
      storeName: 'Brazil Prime — Marietta, GA',
      storeNameEn: 'Brazil Prime — Marietta store',
    });
    expect(read.order.items[0]).toMatchObject({
      productName: p.picanha.name,
      productNameEn: p.picanha.nameEn,
    });
    expect(read.order.items[0]?.extras[0]).toMatchObject({
      name: 'Tempero da casa',
      nameEn: 'House seasoning',
    });
  });

  it('a blank English name falls back to the Portuguese one', async () => {
    await body(await editName(''), 200);
    const customer = await customerWithCart();
    const quote = await quoteAs(customer.jar, EN);
    expect(quote.storeNameEn).toBe('');
    const { stores } = await body<{ stores: PublicStore[] }>(await call('GET', '/api/stores'), 200);
    expect(stores.find((s) => s.id === demo.id)?.nameEn).toBeNull();
  });
});
