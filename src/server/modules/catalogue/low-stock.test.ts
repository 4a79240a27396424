import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductInput } from '@/shared/catalogue/product-schemas';
import { stockState } from '@/shared/catalogue/rules';
import type { ErrorBody } from '@/shared/errors';
import { type Call, type CookieJar, caller } from '@/testing/accounts';
import { json } from '@/testing/content-staff';
import { outbox } from '@/testing/messaging/outbox';
import { signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { runLowStockSummary } from './low-stock-summary';
import type { StaffProductPage } from './product-admin-list';
import type { StaffProduct } from './product-mappers';
import { productVariations } from './schema';

/** Low stock per variation and the daily summary (issue 39, decision 099). */
let t: TestApp;
let call: Call;
let admin: CookieJar;
const tag = randomUUID().slice(0, 6);

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_NOTIFY_PHONE: '+1 678 555 0143' } });
  call = caller(t);
  admin = (await signIn(t, 'admin')).jar;
});
afterAll(() => t.close());

const staff = (method: string, path: string, body?: unknown) =>
  call(method, `/api/catalogue/staff${path}`, body, { jar: admin });

const create = async (name: string, variations: ProductInput['variations']) =>
  (
    await json<{ product: StaffProduct }>(
      await staff('POST', '/products', {
        name,
        slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${tag}`,
        priceCents: 0,
        categoryId: null,
        availableSizes: [],
        availableColors: [],
        imageUrls: [],
        extraIds: [],
        variations,
      }),
      201,
    )
  ).product;

const list = async (q: string) => json<StaffProductPage>(await staff('GET', `/products?${q}`), 200);

describe('thresholds per variation', () => {
  it('a variation keeps its own threshold; the editor reads it and the shop defaults', async () => {
    const p = await create(`Limite ${tag}`, [
      { name: 'caixa', priceCents: 1000, stockQuantity: 8, lowStockThreshold: 10 },
      { name: 'avulso', priceCents: 100, stockQuantity: 8 },
    ]);
    const read = await json<{ product: StaffProduct; stockDefaults: { units: number; kg: number } }>(
      await staff('GET', `/products/${p.id}`),
      200,
    );
    expect(read.stockDefaults).toEqual({ units: 5, kg: 2 });
    expect(read.product.variations.map((v) => [v.name, v.lowStockThreshold])).toEqual([
      ['caixa', 10],
      ['avulso', null],
    ]);
    const [row] = (await list(`q=${encodeURIComponent(`Limite ${tag}`)}`)).items;
    expect(row).toMatchObject({ stockState: 'low', flagged: [{ name: 'caixa', stock: 8, state: 'low' }] });
  });

  it.each([10_000, -1, 1.5])('a threshold of %s is refused on the field', async (value) => {
    const res = await staff('POST', '/products', {
      name: 'Recusado',
      slug: `recusado-${randomUUID().slice(0, 6)}`,
      priceCents: 0,
      categoryId: null,
      variations: [{ name: 'v', priceCents: 100, stockQuantity: 1, lowStockThreshold: value }],
    });
    const { error } = await json<ErrorBody>(res, 422);
    expect(error.fields?.['variations.0.lowStockThreshold']).toBeDefined();
    expect(error.key ?? '').not.toBe('');
  });

  it('flags low and sold-out variations; a sold-out one never leaves its product "in stock"', async () => {
    const out = await create(`Zz Esgotou ${tag}`, [
      { name: 'peça', priceCents: 100, stockQuantity: 0 },
      { name: 'grande', priceCents: 100, stockQuantity: 40 },
    ]);
    const weighedLow = await create(`Zz Pesado ${tag}`, [
      // 1,2 kg pieces: the 2 kg default is 2 pieces.
      { name: '1,2 kg', priceCents: 0, weightKg: 1.2, pricePerKgCents: 8990, stockQuantity: 2 },
    ]);
    const weighedIn = await create(`Zz Pesado ok ${tag}`, [
      { name: '1,2 kg', priceCents: 0, weightKg: 1.2, pricePerKgCents: 8990, stockQuantity: 3 },
    ]);
    const untrackedOut = await create(`Zz Misto ${tag}`, [
      { name: 'a', priceCents: 100, stockQuantity: 0 },
      { name: 'b', priceCents: 100, stockQuantity: null },
    ]);
    const all = await list(`q=${encodeURIComponent(`Zz `)}&pageSize=50`);
    const state = Object.fromEntries(all.items.map((i) => [i.id, i]));
    expect(state[out.id]).toMatchObject({ stockState: 'low', flagged: [{ name: 'peça', state: 'out' }] });
    expect(state[weighedLow.id]).toMatchObject({ stockState: 'low' });
    expect(state[weighedIn.id]).toMatchObject({ stockState: 'in', flagged: [] });
    expect(state[untrackedOut.id]).toMatchObject({ stockState: 'low', stockTotal: 0 });
    const low = (await list(`q=${encodeURIComponent('Zz ')}&stock=low&pageSize=50`)).items.map((i) => i.id);
    expect(low.sort()).toEqual([out.id, weighedLow.id, untrackedOut.id].sort());
  });

  it("the dashboard's card lists the variations, sold out first, linked by product", async () => {
    const p = await create(`Painel ${tag}`, [{ name: 'único', priceCents: 100, stockQuantity: 0 }]);
    const today = await json<{
      lowStock: { total: number; outTotal: number; items: { productId: string }[] };
    }>(await call('GET', '/api/reports/staff/today', undefined, { jar: admin }), 200);
    expect(today.lowStock.outTotal).toBeGreaterThan(0);
    expect(today.lowStock.total).toBeGreaterThanOrEqual(today.lowStock.outTotal);
    expect(today.lowStock.items.map((i) => i.productId)).toContain(p.id);
  });
});

describe('the storefront and what is never counted', () => {
  it('each variation carries its threshold in force: "Últimas N unidades" follows it, not a fixed 5', async () => {
    const p = await create(`Vitrine ${tag}`, [
      { name: 'caixa', priceCents: 1000, stockQuantity: 8, lowStockThreshold: 10 },
      { name: 'avulso', priceCents: 100, stockQuantity: 8 },
      { name: '1,2 kg', priceCents: 0, weightKg: 1.2, pricePerKgCents: 8990, stockQuantity: 3 },
      { name: 'sem conta', priceCents: 100, stockQuantity: null, lowStockThreshold: 4 },
    ]);
    const shown = await json<{
      variations: { name: string; stockQuantity: number | null; lowStockAt: number }[];
    }>(await call('GET', `/api/catalogue/products/${p.slug}`), 200);
    const at = Object.fromEntries(shown.variations.map((v) => [v.name, v.lowStockAt]));
    // Its own 10 (8 left: low), the 5 units default (8 left: in), 2 kg of 1,2 kg pieces = 2 (3 left: in).
    expect(at).toEqual({ caixa: 10, avulso: 5, '1,2 kg': 2, 'sem conta': 4 });
    const states = shown.variations.map((v) => stockState(v.stockQuantity, v.lowStockAt));
    expect(states).toEqual(['low', 'in', 'in', 'untracked']);
  });

  it('untracked variations and products without variations are never in the low-stock list', async () => {
    const untracked = await create(`Sem controle ${tag}`, [
      { name: 'livre', priceCents: 100, stockQuantity: null, lowStockThreshold: 50 },
    ]);
    const bare = await create(`Sem variação ${tag}`, []);
    const mixed = await create(`Misto painel ${tag}`, [
      { name: 'contado', priceCents: 100, stockQuantity: 1 },
      { name: 'livre', priceCents: 100, stockQuantity: null },
    ]);
    const today = await json<{ lowStock: { items: { productId: string; variationName: string }[] } }>(
      await call('GET', '/api/reports/staff/today', undefined, { jar: admin }),
      200,
    );
    const listed = today.lowStock.items.filter((i) =>
      [untracked.id, bare.id, mixed.id].includes(i.productId),
    );
    expect(listed).toEqual([expect.objectContaining({ productId: mixed.id, variationName: 'contado' })]);
    const states = Object.fromEntries(
      (await list(`q=${encodeURIComponent(tag)}&pageSize=50`)).items.map((i) => [i.id, i.stockState]),
    );
    expect(states[untracked.id]).toBe('untracked');
    expect(states[bare.id]).toBe('untracked');
    expect(states[mixed.id]).toBe('low');
  });
});

describe('the daily low-stock summary', () => {
  // 2026-12-01 in New York (EST, UTC−5): 06:59 and 07:00 local.
  const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-05:00`);
  const run = (now: Date) =>
    runLowStockSummary(
      {
        db: t.database.db,
        notice: (tx, notice) => t.services.messaging.queueStoresNotice(tx, notice),
        shopUrl: async () => 'https://loja.example',
      },
      now,
    );
  const sent = () => outbox(t.database.db).rows({ purpose: 'low_stock' }, 'oldest');

  it('waits for the hour, sends once to the notice contacts in the shop language, then not again that day', async () => {
    await create(`Resumo ${tag}`, [{ name: 'kg', priceCents: 100, stockQuantity: 0 }]);
    expect(await run(at('2026-12-01', '06:59'))).toEqual({ ran: false, reason: 'not_due' });
    expect(await sent()).toHaveLength(0);

    const first = await run(at('2026-12-01', '07:00'));
    expect(first).toMatchObject({ ran: true, date: '2026-12-01', messages: 2 });
    const rows = await sent();
    // No store has notice contacts of its own: the admin notice phone (SMS, +1) and the contact e-mail.
    expect(rows.map((r) => [r.channel, r.recipient]).sort()).toEqual([
      ['email', 'contato@brazilprimemarket.com'],
      ['sms', '+16785550143'],
    ]);
    const mail = rows.find((r) => r.channel === 'email')!;
    expect(mail.subject).toMatch(/estoque baixo em 01\/12\/2026/);
    expect(mail.body).toContain(`Resumo ${tag} · kg: esgotado`);
    expect(mail.body).toContain('https://loja.example/admin/produtos?stock=low');

    // Later that day, or another instance after a restart: nothing more.
    expect(await run(at('2026-12-01', '15:00'))).toEqual({ ran: false, reason: 'done_today' });
    expect(await sent()).toHaveLength(2);
  });

  it('two instances at once the next day: one summary, in English when that is the default', async () => {
    const res = await call(
      'PUT',
      '/api/settings/staff/general/default_language',
      { value: 'en' },
      { jar: admin },
    );
    expect(res.status).toBe(200);
    const outcomes = await Promise.all([run(at('2026-12-02', '07:05')), run(at('2026-12-02', '07:05'))]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    const rows = await sent();
    expect(rows).toHaveLength(4);
    const mail = rows.filter((r) => r.channel === 'email').at(-1)!;
    expect(mail.subject).toMatch(/low stock on 12\/02\/2026/);
    expect(mail.body).toContain(`Resumo ${tag} · kg: sold out`);
  });

  it('the hour is a setting in shop time', async () => {
    const res = await call(
      'PUT',
      '/api/settings/staff/general/low_stock_summary_hour',
      { value: '09:30' },
      {
        jar: admin,
      },
    );
    expect(res.status).toBe(200);
    expect(await run(at('2026-12-03', '09:29'))).toEqual({ ran: false, reason: 'not_due' });
    expect(await run(at('2026-12-03', '09:30'))).toMatchObject({ ran: true, date: '2026-12-03' });
    const refused = await call(
      'PUT',
      '/api/settings/staff/general/low_stock_summary_hour',
      { value: '7h' },
      {
        jar: admin,
      },
    );
    expect((await json<ErrorBody>(refused, 422)).error.fields?.value?.[0]?.key).toBe('settings.hourInvalid');
  });

  it('nothing low: the day is marked and nothing is sent', async () => {
    // Every variation untracked (this module's own table): nothing is low or sold out.
    await t.database.db.update(productVariations).set({ stock_quantity: null });
    const before = (await sent()).length;
    expect(await run(at('2026-12-04', '09:30'))).toEqual({
      ran: true,
      date: '2026-12-04',
      lowTotal: 0,
      messages: 0,
    });
    expect(await sent()).toHaveLength(before);
    expect(await run(at('2026-12-04', '10:00'))).toEqual({ ran: false, reason: 'done_today' });
  });
});
