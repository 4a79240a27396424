import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_HEADERS } from '@/shared/reports/csv-headers';
import type { ExportDataset } from '@/shared/reports/export-schemas';
import type { Call, CookieJar } from '@/testing/accounts';
import { caller } from '@/testing/accounts';
import { demoProducts } from '@/testing/cart';
import { CLOCK, signIn } from '@/testing/orders';
import { smallReportData } from '@/testing/reports';
import type { TestApp } from '@/testing/test-app';
import { createTestApp } from '@/testing/test-app';
import { orders } from '../orders/schema';
import type { CsvColumn } from './csv';
import {
  COUPON_CSV,
  CUSTOMER_CSV,
  EXPORT_PAGE,
  LINE_CSV,
  LINE_CSV_LB,
  ORDER_CSV,
  PRODUCT_CSV,
  PRODUCT_CSV_LB,
} from './export-reads';
import { createReportsService } from './service';

type Who = 'visitor' | 'customer' | 'manager' | 'admin' | 'superAdmin';
let t: TestApp;
let call: Call;
let data: Awaited<ReturnType<typeof smallReportData>>;
const jars = {} as Record<Exclude<Who, 'visitor'>, CookieJar>;
const as = (who: Who, path: string) =>
  call('GET', `/api/reports/staff/export${path}`, undefined, who === 'visitor' ? {} : { jar: jars[who] });

/** A downloaded file: its text (BOM kept) and its rows as objects by header. */
async function download(path: string, who: Who = 'admin') {
  const res = await as(who, path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  // Portuguese files separate with ";" (decision 102).
  const delimiter = path.includes('lang=pt') ? ';' : ',';
  const rows = parse(text, { bom: true, columns: true, delimiter }) as Record<string, string>[];
  return { res, text, rows };
}

const TRICKY = 'José "Zé" da Silva, Jr.\nApto 2 — São Paulo';

beforeAll(async () => {
  t = await createTestApp({
    services: (database) => ({ reports: createReportsService(database.db, () => CLOCK) }),
  });
  call = caller(t);
  const p = await demoProducts(t);
  data = await smallReportData(t.database.db, p.picanha.id);
  await t.database.db.update(orders).set({ customer_name: TRICKY }).where(eq(orders.id, data.ids.first));
  await t.database.db
    .update(orders)
    .set({ customer_name: '=HYPERLINK("x")' })
    .where(eq(orders.id, data.ids.second));
  jars.superAdmin = (await signIn(t, 'super_admin')).jar;
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
});
afterAll(() => t.close());

const DATASETS = ['/orders', '/order-lines', '/customers', '/products', '/coupons'];

describe('who may export (export_data: admins and super_admins)', () => {
  it.each(DATASETS)('%s: visitor 401; customer and manager 403; admin and super_admin 200', async (path) => {
    expect((await as('visitor', path)).status).toBe(401);
    expect((await as('customer', path)).status).toBe(403);
    expect((await as('manager', path)).status).toBe(403);
    for (const who of ['admin', 'superAdmin'] as const) {
      const res = await as(who, path);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
  });
});

describe('the orders file', () => {
  it('starts with the BOM, names the file, and parses back: accents, commas, quotes and new lines intact', async () => {
    const { res, text, rows } = await download('/orders');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="pedidos-2026-11-23.csv"');
    expect(text).toContain('\r\n');
    const first = rows.find((r) => r.customerName === TRICKY);
    expect(first).toMatchObject({
      status: 'confirmed',
      createdAt: '2026-11-23 09:00:00',
      store: 'Brazil Prime — Marietta, GA',
      subtotal: '100.00',
      discount: '10.00',
      total: '100.00',
      coupon: 'BEMVINDO10',
    });
    // A formula in a name is written as text, never run by the spreadsheet.
    expect(rows.map((r) => r.customerName)).toContain(`'=HYPERLINK("x")`);
  });

  it('takes the desk’s filters and a range of days', async () => {
    expect((await download('/orders?status=confirmed')).rows.map((r) => r.customerName)).toEqual([TRICKY]);
    const days = (await download('/orders?from=2026-11-22&to=2026-11-22')).rows.map((r) => r.createdAt);
    expect(days).toEqual(['2026-11-22 13:00:00']);
    expect((await download(`/orders?storeId=${data.otherStore}`)).rows.map((r) => r.total)).toEqual([
      '70.00',
    ]);
    expect((await as('admin', '/orders?status=nope')).status).toBe(400);
  });

  it('pages through more rows than one query reads, each order once, in order', async () => {
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    await t.database.db.execute(sql`
      insert into orders (customer_user_id, customer_name, customer_email, store_id, status, fulfilment_type,
        delivery_date, window_id, window_start, window_end, subtotal, total, payment_method, idempotency_key)
      select customer_user_id, 'Lote ' || g, customer_email, store_id, 'completed', fulfilment_type,
        delivery_date, window_id, window_start, window_end, subtotal, total, payment_method, gen_random_uuid()
      from orders cross join generate_series(1, ${EXPORT_PAGE + 200}) g where id = ${data.ids.older}`);
    const { rows } = await download('/orders');
    expect(rows).toHaveLength((before?.n ?? 0) + EXPORT_PAGE + 200);
    const numbers = rows.map((r) => Number(r.number));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('the other files', () => {
  it('order lines: one row per line with its order number; a name with a comma and quotes parses back', async () => {
    const { rows } = await download('/order-lines?status=confirmed');
    expect(rows.map((r) => [r.product, r.quantity, r.weightKg, r.lineTotal])).toEqual([
      ['Picanha', '2', '1.200', '80.00'],
      ['Linguiça, "da casa"', '1', '', '20.00'],
    ]);
    expect(new Set(rows.map((r) => r.orderNumber)).size).toBe(1);
    // Weighed (issue 39): the final weight in its own column, in the language's decimals.
    await t.database.db.execute(
      sql`update order_items set final_weight_kg = '2.540' where product_name = 'Picanha'
        and order_id in (select id from orders where status = 'confirmed')`,
    );
    const weighed = (await download('/order-lines?status=confirmed')).rows[0]!;
    expect([weighed.weightKg, weighed.finalWeightKg]).toEqual(['1.200', '2.540']);
    expect((await download('/order-lines?status=confirmed&lang=pt')).rows[0]).toMatchObject({
      'Peso (kg)': '1,200',
      'Peso final (kg)': '2,540',
    });
    expect((await download('/order-lines?status=confirmed')).rows[1]!.finalWeightKg).toBe('');

    // An imperial shop (decision 123): the same weights in pounds, thousandths, under "Peso (lb)".
    const units = (value: string) =>
      call('PUT', '/api/settings/staff/general/weight_units', { value }, { jar: jars.admin });
    expect((await units('imperial')).status).toBe(200);
    try {
      const pt = await download('/order-lines?status=confirmed&lang=pt');
      expect(Object.keys(pt.rows[0]!)).not.toContain('Peso (kg)');
      expect(pt.rows[0]).toMatchObject({ 'Peso (lb)': '2,646', 'Peso final (lb)': '5,600' });
      expect((await download('/order-lines?status=confirmed&lang=en')).rows[0]).toMatchObject({
        'Weight (lb)': '2.646',
        'Final weight (lb)': '5.600',
      });
      const keys = (await download('/order-lines?status=confirmed')).rows;
      expect(keys.map((r) => [r.weightLb, r.finalWeightLb])).toEqual([
        ['2.646', '5.600'],
        ['', ''],
      ]);
    } finally {
      expect((await units('metric')).status).toBe(200);
    }
    expect(Object.keys((await download('/order-lines?status=confirmed')).rows[0]!)).toContain('weightKg');
  });

  it('customers: the customer accounts, searched as the users list searches', async () => {
    const all = (await download('/customers')).rows;
    expect(all.map((r) => r.email)).toEqual(
      expect.arrayContaining([data.customers.a.email, data.customers.c.email]),
    );
    expect(all.every((r) => r.createdAt?.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/))).toBe(true);
    const one = (await download(`/customers?q=${encodeURIComponent(data.customers.b.email)}`)).rows;
    expect(one.map((r) => r.email)).toEqual([data.customers.b.email]);
  });

  it('products: one row per variation, prices as numbers with a dot', async () => {
    const { rows } = await download('/products?q=picanha');
    const picanha = rows.filter((r) => r.slug === 'picanha');
    expect(picanha.map((r) => r.variation)).toEqual(['1 kg', '1,2 kg', '1,5 kg']);
    expect(picanha.every((r) => /^\d+\.\d{2}$/.test(r.price ?? ''))).toBe(true);
  });

  it('coupons: each coupon with its state, filtered by state', async () => {
    const { rows } = await download('/coupons?state=expired');
    expect(rows.map((r) => r.code)).toEqual(['VERAO2025']);
    expect(rows[0]).toMatchObject({ state: 'expired', active: expect.any(String) });
  });
});

describe('headers in the interface language (decision 053)', () => {
  const KEYS: Record<ExportDataset, readonly CsvColumn<never>[]> = {
    orders: ORDER_CSV,
    // Both units' columns (decision 123): an imperial shop's weights and prices per lb.
    orderLines: [...LINE_CSV, ...LINE_CSV_LB],
    customers: CUSTOMER_CSV,
    products: [...PRODUCT_CSV, ...PRODUCT_CSV_LB],
    coupons: COUPON_CSV,
  };
  it.each(Object.entries(KEYS))(
    '%s: every column has a Portuguese and an English header',
    (dataset, columns) => {
      const table = CSV_HEADERS[dataset as ExportDataset];
      expect(Object.keys(table).sort()).toEqual([...new Set(columns.map((c) => c.header))].sort());
      for (const { pt, en } of Object.values(table)) expect(pt && en).toBeTruthy();
    },
  );

  it('pt writes Portuguese headers and values as Excel pt-BR reads them, en English; none keeps the keys', async () => {
    const file = async (query: string) => (await download(`/orders?status=confirmed${query}`)).text;
    const pt = await file('&lang=pt');
    const en = await file('&lang=en');
    const keys = await file('');
    const [ptHead] = pt.split('\r\n');
    expect(ptHead).toMatch(/^\uFEFFNúmero;Data do pedido;Situação;Situação do pagamento;/);
    expect(en.split('\r\n')[0]).toMatch(/^\uFEFFNumber,Placed at,Status,Payment status,/);
    expect(keys.split('\r\n')[0]).toMatch(/^\uFEFFnumber,createdAt,status,paymentStatus,/);
    // Decision 102: the same rows, each value in the headers' language (words, decimals, dates).
    const read = (text: string, delimiter: string) =>
      parse(text, { bom: true, columns: true, delimiter }) as Record<string, string>[];
    const [ptRow] = read(pt, ';');
    const [enRow] = read(en, ',');
    const [keyRow] = read(keys, ',');
    expect(keyRow).toMatchObject({ status: 'confirmed', createdAt: '2026-11-23 09:00:00', total: '100.00' });
    expect(ptRow).toMatchObject({
      Situação: 'Confirmado',
      'Data do pedido': '23/11/2026 09:00:00',
      Total: '100,00',
    });
    expect(enRow).toMatchObject({ Status: 'Confirmed', 'Placed at': '11/23/2026 09:00:00', Total: '100.00' });
    expect(ptRow!.Número).toBe(keyRow!.number);
    expect(ptRow!['Forma de pagamento']).toMatch(/^(Pagamento na entrega|Transferência|Cartão)$/);
    expect(enRow!['Payment method']).toMatch(/^(Pay on delivery|Bank transfer|Card)$/);
    // A name with the language's separator stays one cell.
    expect(read(pt, ';').map((r) => r.Cliente)).toEqual(read(keys, ',').map((r) => r.customerName));
    const coupons = (await download('/coupons?lang=pt')).text.split('\r\n')[0];
    expect(coupons).toBe(
      '\uFEFFCódigo;Nome;Tipo;Valor;Pedido mínimo;Desconto máximo;Limite de usos;Limite por cliente;Usos;Válido de;Válido até;Ativo;Estado;Pedidos;Desconto concedido',
    );
    const products = read((await download('/products?lang=pt')).text, ';');
    expect(new Set(products.map((r) => r.Ativo))).toEqual(new Set(['Sim']));
    expect(read((await download('/products?lang=en')).text, ',')[0]!.Active).toBe('Yes');
    expect((await as('admin', '/orders?lang=es')).status).toBe(400);
  });
});
