import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DemoProducts } from './cart';
import type { TestApp } from './test-app';

/**
 * The pieces the valid requests of `valid-requests.ts` are made of (issue 34): unique codes, a
 * row's version, the demo shop's first ids, the bodies of a coupon, product, extra and store, and
 * the staff screens' current values read once (settings, a store's fulfilment, the price grid).
 */

let n = 0;
export const unique = () => `${process.pid}-${++n}-${randomUUID().slice(0, 6)}`;

/** A row's `updated_at` as the version a client sends back (`updatedAt`). */
export async function versionOf(t: TestApp, table: string, column: string, value: string): Promise<string> {
  const { rows } = (await t.database.db.execute(
    sql`select updated_at from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
  )) as unknown as { rows: { updated_at: Date | string }[] };
  return new Date(rows[0]!.updated_at).toISOString();
}

/** The first id of a table (the demo shop's store, coupon, category…). */
export async function firstId(t: TestApp, table: string, where = sql`true`): Promise<string> {
  const { rows } = (await t.database.db.execute(
    sql`select id from ${sql.identifier(table)} where ${where} order by created_at limit 1`,
  )) as unknown as { rows: { id: string }[] };
  if (!rows[0]) throw new Error(`no row in ${table}`);
  return rows[0].id;
}

export const PASSWORD = 'picanha2025';

export const couponBody = (code = `FUZZ${unique().replace(/\W/g, '').toUpperCase()}`.slice(0, 30)) => ({
  code,
  name: 'Cupom de teste',
  description: 'Dez reais na primeira compra',
  type: 'fixed_amount',
  value: 1000,
  minimumOrderCents: 5000,
  maximumDiscountCents: null,
  usageLimit: 100,
  perCustomerLimit: 1,
  validFrom: '2026-01-01',
  validUntil: '2027-12-31',
  isActive: true,
});

export const productBody = (ids: { categoryId: string; p: DemoProducts }) => {
  const slug = `fuzz-${unique()}`;
  return {
    name: 'Costela de teste',
    nameEn: 'Test ribs',
    description: 'Costela bovina',
    slug,
    categoryId: ids.categoryId,
    brand: 'Casa',
    featured: false,
    onOffer: false,
    priceCents: 5990,
    displayOrder: 1,
    availableSizes: ['P'],
    variations: [
      { name: '1 kg', priceCents: 5990, weightKg: 1.25, stockQuantity: 10, pricePerKgCents: 4790 },
    ],
    extraIds: [ids.p.tempero.id],
  };
};

export const extraBody = () => ({
  name: `Tempero ${unique()}`,
  nameEn: 'Seasoning',
  priceCents: 500,
  isActive: true,
});

/** A rate period of a store's pickup counter, starting on a day of its own (a place's periods differ by start). */
let taxDays = 0;
export const taxRateBody = (storeId: string) => {
  const start = new Date(Date.UTC(2030, 0, 1 + ((process.pid % 500) * 40 + taxDays++)));
  return {
    storeId,
    zoneId: '',
    generalRate: '6',
    foodRate: '2',
    validFrom: start.toISOString().slice(0, 10),
  };
};

export const storeBody = () => ({
  name: `Loja ${unique()}`,
  address: '100 Church St, Marietta, GA',
  phone: '+1 678 555-0142',
  notifyPhone: '+1 678 555-0143',
  notifyEmail: 'loja@example.com',
});

/** Every route's valid request, keyed `METHOD /api/path` as the app declares it. */
export async function allIds(t: TestApp, table: string, order: string): Promise<string[]> {
  const { rows } = (await t.database.db.execute(
    sql`select id from ${sql.identifier(table)} order by ${sql.identifier(order)}, id`,
  )) as unknown as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}

/** A GET as the fuzz test's staff caller, answering its JSON. */
export type StaffGet = (path: string) => Promise<unknown>;

/** A settings group's values as first read (the same shape whatever a mutation saved). */
const firstValues = new Map<string, Record<string, unknown>>();
export async function settingsOf(get: StaffGet, group: 'general' | 'seo'): Promise<Record<string, unknown>> {
  if (!firstValues.has(group)) {
    const { settings } = (await get(`/api/settings/staff/${group}`)) as {
      settings: { key: string; value: string }[];
    };
    firstValues.set(group, Object.fromEntries(settings.map((s) => [s.key, s.value])));
  }
  return { ...firstValues.get(group) };
}

/**
 * A store's fulfilment settings as its page first showed them, with the version of the row now:
 * an accepted mutation (no zones, say) must not change the shape later requests are made from.
 */
const firstSettings = new Map<string, Record<string, unknown>>();
export async function fulfilmentOf(
  t: TestApp,
  get: StaffGet,
  storeId: string,
): Promise<Record<string, unknown>> {
  if (!firstSettings.has(storeId)) {
    const { fulfilment } = (await get(`/api/stores/staff/${storeId}`)) as {
      fulfilment: { settings: Record<string, unknown> };
    };
    firstSettings.set(storeId, fulfilment.settings);
  }
  return {
    settings: structuredClone(firstSettings.get(storeId)),
    updatedAt: await versionOf(t, 'store_fulfilment', 'store_id', storeId),
  };
}

/** The first variation line of the grid, its price and stock changed. */
export async function gridSaveOf(get: StaffGet): Promise<Record<string, unknown>> {
  const { rows } = (await get('/api/catalogue-bulk/staff/grid?q=picanha')) as {
    rows: {
      key: string;
      productId: string;
      variationId: string | null;
      priceCents: number;
      stockQuantity: number | null;
    }[];
  };
  const row = rows.find((r) => r.variationId !== null) ?? rows[0]!;
  return {
    rows: [
      {
        key: row.key,
        productId: row.productId,
        variationId: row.variationId,
        seen: { priceCents: row.priceCents, stockQuantity: row.stockQuantity },
        set: { priceCents: row.priceCents + 100, stockQuantity: 50 },
      },
    ],
  };
}

/** A pre-order campaign (decision 093): a fresh address each time, one size on one day. */
export const campaignBody = (variationId: string) => ({
  namePt: 'Ação de Graças',
  nameEn: 'Thanksgiving',
  slug: `acao-${unique()}`,
  ordersFrom: '2026-11-01',
  ordersUntil: '2026-11-24',
  active: true,
  depositKind: 'percent',
  depositValue: 30,
  slots: [{ day: '2026-11-26', variationId, capacity: 5 }],
});
