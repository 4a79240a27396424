import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/server/modules/audit/schema';
import type { GridPage, GridRow } from '@/shared/catalogue/bulk/grid-schemas';
import type { ProductDetail } from '@/shared/catalogue/types';
import { type Call, type CookieJar, caller } from '@/testing/accounts';
import { signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { productVariations } from '../schema';
import type { DryRun } from './import';

type Who = 'visitor' | 'customer' | 'manager' | 'admin';
let t: TestApp;
let call: Call;
const jars = {} as Record<Exclude<Who, 'visitor'>, CookieJar>;
const as = (who: Who, method: string, path: string, body?: unknown) =>
  call(method, `/api/catalogue-bulk/staff${path}`, body, who === 'visitor' ? {} : { jar: jars[who] });

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
const storefront = async (slug: string) =>
  json<ProductDetail>(await call('GET', `/api/catalogue/products/${slug}`), 200);
const dryRun = async (file: string, who: Who = 'admin') =>
  json<DryRun>(await as(who, 'POST', '/import/dry-run', { file }), 200);

/** The products export as the admin downloads it, parsed back into rows by header. */
async function exportProducts(q: string) {
  const res = await call('GET', `/api/reports/staff/export/products?q=${q}`, undefined, { jar: jars.admin });
  expect(res.status).toBe(200);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { text, rows: parse(text, { bom: true, columns: true }) as Record<string, string>[] };
}

/** A CSV as Excel pt-BR saves it: BOM, semicolons, CRLF. */
const excelPt = (rows: Record<string, string>[]) =>
  `\uFEFF${stringify(rows, { header: true, delimiter: ';', record_delimiter: 'windows' })}`;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
});
afterAll(() => t.close());

describe('who may use the grid and the import (manage_products)', () => {
  it.each([
    ['GET', '/grid', undefined],
    ['PUT', '/grid', { rows: [] }],
    ['POST', '/import/dry-run', { file: 'slug\n' }],
    ['POST', '/import/apply', { file: 'slug\n', token: 'x' }],
  ])('%s %s: visitor 401, customer 403', async (method, path, body) => {
    expect((await as('visitor', method, path, body)).status).toBe(401);
    expect((await as('customer', method, path, body)).status).toBe(403);
  });

  it('a manager may change prices and stock but not create products or move them between categories', async () => {
    const file = [
      'slug,product,category,variation,price,stock',
      'pao-de-alho,Pão de alho,Aves,Pacote com 5,21.90,',
      'produto-novo,Produto novo,Bovinos,1 kg,10.00,5',
    ].join('\n');
    const plan = await dryRun(file, 'manager');
    expect(plan.refusals).toEqual([
      expect.objectContaining({ row: 2, column: 'category', key: 'bulk.categoryForbidden' }),
      expect.objectContaining({ row: 3, column: 'slug', key: 'bulk.createForbidden' }),
    ]);
    const stock = await dryRun('slug,variation,price,stock\npao-de-alho,Pacote com 5,"21,90",7', 'manager');
    expect(stock.refusals).toEqual([]);
    expect(stock.products[0]!.variations[0]!.changes).toEqual([
      { field: 'priceCents', before: 1990, after: 2190 },
      { field: 'stockQuantity', before: null, after: 7 },
    ]);
  });
});

describe('the CSV round trip', () => {
  it('export → prices changed in Excel pt-BR → dry run writes nothing → apply → the storefront shows them, audited', async () => {
    const { rows } = await exportProducts('p');
    const picanha = rows.filter((r) => r.slug === 'picanha');
    const pao = rows.filter((r) => r.slug === 'pao-de-alho');
    expect(picanha.map((r) => [r.variation, r.pricePerKg])).toEqual([
      ['1 kg', '119.90'],
      ['1,2 kg', '119.90'],
      ['1,5 kg', '119.90'],
    ]);
    // Sold by weight: a new price per kg (the price column left as it was); a packet: a new price and stock.
    for (const r of picanha) r.pricePerKg = '129,90';
    pao[0]!.price = '21,90';
    pao[1]!.stock = '12';
    const file = excelPt(rows);

    const plan = await dryRun(file);
    expect(plan.refusals).toEqual([]);
    expect(plan.products.map((p) => p.slug).sort()).toEqual(['pao-de-alho', 'picanha']);
    const plannedPicanha = plan.products.find((p) => p.slug === 'picanha')!;
    expect(plannedPicanha.changes).toEqual([]);
    expect(plannedPicanha.variations.map((v) => [v.name, v.changes])).toEqual([
      [
        '1 kg',
        [
          { field: 'priceCents', before: 11990, after: 12990 },
          { field: 'pricePerKgCents', before: 11990, after: 12990 },
        ],
      ],
      [
        '1,2 kg',
        [
          { field: 'priceCents', before: 14388, after: 15588 },
          { field: 'pricePerKgCents', before: 11990, after: 12990 },
        ],
      ],
      [
        '1,5 kg',
        [
          { field: 'priceCents', before: 17985, after: 19485 },
          { field: 'pricePerKgCents', before: 11990, after: 12990 },
        ],
      ],
    ]);
    expect(plan.products.find((p) => p.slug === 'pao-de-alho')!.variations.map((v) => v.changes)).toEqual([
      [{ field: 'priceCents', before: 1990, after: 2190 }],
      [{ field: 'stockQuantity', before: null, after: 12 }],
    ]);
    expect(plan.unchanged).toBe(rows.length - 5);
    expect((await storefront('picanha')).variations[0]!.priceCents).toBe(11990);

    const applied = await json<{ created: number; updated: number }>(
      await as('admin', 'POST', '/import/apply', { file, token: plan.token }),
      200,
    );
    expect(applied).toEqual({ created: 0, updated: 2 });
    const after = await storefront('picanha');
    expect(after.variations.map((v) => [v.priceCents, v.pricePerKgCents])).toEqual([
      [12990, 12990],
      [15588, 12990],
      [19485, 12990],
    ]);
    expect(after.priceCents).toBe(12990);
    const paoAfter = await storefront('pao-de-alho');
    expect(paoAfter.variations.map((v) => [v.priceCents, v.stockQuantity])).toEqual([
      [2190, null],
      [3590, 12],
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.entity_id, after.id)));
    expect(audit).toHaveLength(1);

    // The file exported now, imported again, changes nothing.
    const again = await dryRun(excelPt((await exportProducts('p')).rows));
    expect(again.refusals).toEqual([]);
    expect(again.products).toEqual([]);
  });

  it('an admin creates a product with its variations from the file', async () => {
    const file = [
      'slug,product,productEn,category,active,variation,price,weightKg,stock',
      'costela-importada,Costela importada,Imported ribs,Bovinos,sim,1 kg,"59,90","1,0",10',
      'costela-importada,Costela importada,Imported ribs,Bovinos,sim,2 kg,"109,90",2,',
    ].join('\r\n');
    const plan = await dryRun(file);
    expect(plan.refusals).toEqual([]);
    expect(plan.products).toEqual([
      expect.objectContaining({ slug: 'costela-importada', id: null, name: 'Costela importada' }),
    ]);
    await json(await as('admin', 'POST', '/import/apply', { file, token: plan.token }), 200);
    const created = await storefront('costela-importada');
    expect(created.variations.map((v) => [v.name, v.priceCents, v.stockQuantity])).toEqual([
      ['1 kg', 5990, 10],
      ['2 kg', 10990, null],
    ]);
  });
});

describe('a broken file changes nothing and says which row', () => {
  it('a bad cell: the dry run names row, column and reason; the apply refuses the whole file', async () => {
    const before = [await storefront('picanha'), await storefront('pao-de-alho')];
    const file = ['slug,variation,price,stock', 'picanha,1 kg,"119,90",', 'picanha,1,2 kg,abc,4'].join('\n');
    // "1,2 kg" unquoted splits into two cells: csv-parse refuses the row's column count.
    const broken = await dryRun(file);
    expect(broken.refusals).toEqual([{ row: 3, column: null, key: 'bulk.fileBroken', params: { row: 3 } }]);

    const quoted = [
      'slug,variation,price,stock',
      'pao-de-alho,Pacote com 5,"88,00",',
      'picanha,"1,2 kg",abc,4',
      'picanha,"1,5 kg",50.00,-1',
      'picanha,Peça inteira,,',
    ].join('\n');
    const plan = await dryRun(quoted);
    expect(plan.refusals).toEqual([
      { row: 3, column: 'price', key: 'bulk.moneyInvalid', params: { value: 'abc' } },
      { row: 4, column: 'stock', key: 'bulk.stockInvalid', params: { value: '-1' } },
      { row: 4, column: 'price', key: 'bulk.priceOfWeighed', params: { value: expect.any(String) } },
      { row: 5, column: 'price', key: 'bulk.moneyInvalid', params: { value: '' } },
    ]);
    const res = await as('admin', 'POST', '/import/apply', { file: quoted, token: plan.token });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatchObject({ key: 'bulk.hasRefusals', params: { count: 4 } });
    expect([await storefront('picanha'), await storefront('pao-de-alho')]).toEqual(before);
  });

  it('file-level refusals: not UTF-8, unknown column, no slug column, empty', async () => {
    expect((await dryRun('slug,pre\uFFFDo\npicanha,1')).refusals[0]!.key).toBe('bulk.notUtf8');
    expect((await dryRun('slug,preco_novo\npicanha,1')).refusals).toEqual([
      { row: 1, column: null, key: 'bulk.columnUnknown', params: { value: 'preco_novo' } },
    ]);
    expect((await dryRun('product,price\nPicanha,1')).refusals[0]!.key).toBe('bulk.slugColumnMissing');
    expect((await dryRun('\uFEFF')).refusals[0]!.key).toBe('bulk.fileEmpty');
  });

  it('the catalogue changed after the dry run (an order took stock): the apply is refused, nothing written', async () => {
    const file = 'slug,variation,pricePerKg\npicanha,1 kg,"77,70"';
    const plan = await dryRun(file);
    expect(plan.refusals).toEqual([]);
    const [v] = await t.database.db
      .select()
      .from(productVariations)
      .where(eq(productVariations.name, '1,2 kg'));
    await t.database.db
      .update(productVariations)
      .set({ stock_quantity: (v!.stock_quantity ?? 0) + 1 })
      .where(eq(productVariations.id, v!.id));
    const res = await as('admin', 'POST', '/import/apply', { file, token: plan.token });
    expect(res.status).toBe(409);
    expect((await res.json()).error.key).toBe('bulk.importStale');
    expect((await storefront('picanha')).variations.find((x) => x.name === '1 kg')!.pricePerKgCents).not.toBe(
      7770,
    );
  });
});

describe('the bulk grid', () => {
  const grid = async (who: Who, query = '') => json<GridPage>(await as(who, 'GET', `/grid${query}`), 200);
  const edit = (row: GridRow, set: Partial<Pick<GridRow, 'priceCents' | 'stockQuantity' | 'isActive'>>) => ({
    key: row.key,
    productId: row.productId,
    variationId: row.variationId,
    seen: Object.fromEntries(Object.keys(set).map((k) => [k, row[k as keyof typeof set]])),
    set,
  });

  it('lists variations by search, page by page; a product without variations is one line', async () => {
    const page = await grid('manager', '?q=picanha');
    expect(page.rows.filter((r) => r.productSlug === 'picanha').map((r) => r.variationName)).toEqual([
      '1 kg',
      '1,2 kg',
      '1,5 kg',
    ]);
    const chimichurri = await grid('admin', '?q=chimichurri');
    expect(chimichurri.rows).toEqual([
      expect.objectContaining({ variationId: null, key: expect.stringMatching(/^p:/) }),
    ]);
    const all = await grid('admin');
    expect(all.rows.length).toBeLessThanOrEqual(50);
    expect(all.pageCount).toBe(Math.ceil(all.total / 50));
  });

  it('saves many cells at once (a manager too) and the storefront shows them', async () => {
    const rows = (await grid('manager', '?q=alho')).rows.filter((r) => r.productSlug === 'pao-de-alho');
    const res = await as('manager', 'PUT', '/grid', {
      rows: [edit(rows[0]!, { priceCents: 12345 }), edit(rows[1]!, { stockQuantity: 9 })],
    });
    const { saved } = await json<{ saved: GridRow[] }>(res, 200);
    expect(saved.map((r) => [r.priceCents, r.stockQuantity])).toEqual([
      [12345, rows[0]!.stockQuantity],
      [rows[1]!.priceCents, 9],
    ]);
    const after = await storefront('pao-de-alho');
    expect(after.variations[0]!.priceCents).toBe(12345);
    expect(after.variations[1]!.stockQuantity).toBe(9);
    // Sold by weight: the price follows the price per kg; typing the price is refused with the reason.
    const weighed = (await grid('manager', '?q=picanha')).rows.find((r) => r.productSlug === 'picanha');
    const refused = await as('manager', 'PUT', '/grid', { rows: [edit(weighed!, { priceCents: 100 })] });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.fields[`${weighed!.key}.priceCents`][0].key).toBe(
      'bulk.priceOfWeighed',
    );
  });

  it("someone else's edit is a conflict of that line: nothing of the save is written", async () => {
    const mine = (await grid('admin', '?q=picanha')).rows.filter((r) => r.productSlug === 'picanha');
    // Someone else saves the first line's stock; an order takes stock from the second.
    await json(await as('manager', 'PUT', '/grid', { rows: [edit(mine[0]!, { stockQuantity: 40 })] }), 200);
    await t.database.db
      .update(productVariations)
      .set({ stock_quantity: 8 })
      .where(eq(productVariations.id, mine[1]!.variationId!));
    const res = await as('admin', 'PUT', '/grid', {
      rows: [
        edit(mine[0]!, { stockQuantity: 1 }),
        edit(mine[1]!, { stockQuantity: 2 }),
        edit(mine[2]!, { stockQuantity: 99 }),
      ],
    });
    const body = await json<{ error: { key: string }; conflicts: GridRow[] }>(res, 409);
    expect(body.error.key).toBe('bulk.gridConflict');
    expect(body.conflicts.map((r) => [r.key, r.stockQuantity])).toEqual([
      [mine[0]!.key, 40],
      [mine[1]!.key, 8],
    ]);
    expect((await storefront('picanha')).variations[2]!.stockQuantity).toBe(mine[2]!.stockQuantity);
    // A line edited only in a cell nobody touched is no conflict.
    await json(await as('admin', 'PUT', '/grid', { rows: [edit(mine[0]!, { isActive: true })] }), 200);
  });

  it('bad values are refused per line and cell', async () => {
    const [row] = (await grid('admin', '?q=picanha')).rows;
    const res = await as('admin', 'PUT', '/grid', {
      rows: [{ ...edit(row!, { stockQuantity: 1 }), set: { stockQuantity: -3 } }],
    });
    expect(res.status).toBe(422);
  });
});

describe('an imperial shop: the CSV per lb (decision 123)', () => {
  const units = async (value: 'metric' | 'imperial') =>
    json(await call('PUT', '/api/settings/staff/general/weight_units', { value }, { jar: jars.admin }), 200);
  const apply = async (file: string) => {
    const plan = await dryRun(file);
    expect(plan.refusals).toEqual([]);
    await json(await as('admin', 'POST', '/import/apply', { file, token: plan.token }), 200);
  };
  const picanhaPerKg = async () => (await storefront('picanha')).variations.map((v) => v.pricePerKgCents);

  it('exports pricePerLb and weightLb, reads them back without moving a cent, and takes a new per-lb price', async () => {
    // 119,90/kg shows as 54,39/lb, whose own per-kg price would be 119,91: the stored one must stay.
    await apply(
      'slug,variation,pricePerKg\npicanha,1 kg,119.90\npicanha,"1,2 kg",119.90\npicanha,"1,5 kg",119.90',
    );
    await units('imperial');
    try {
      const { rows } = await exportProducts('picanha');
      const picanha = rows.filter((r) => r.slug === 'picanha');
      expect(Object.keys(picanha[0]!)).toEqual(expect.arrayContaining(['pricePerLb', 'weightLb']));
      expect(Object.keys(picanha[0]!)).not.toContain('pricePerKg');
      expect(Object.keys(picanha[0]!)).not.toContain('weightKg');
      expect(picanha.map((r) => [r.variation, r.pricePerLb, r.weightLb])).toEqual([
        ['1 kg', '54.39', '2.205'],
        ['1,2 kg', '54.39', '2.646'],
        ['1,5 kg', '54.39', '3.307'],
      ]);
      const pt = await call('GET', '/api/reports/staff/export/products?q=picanha&lang=pt', undefined, {
        jar: jars.admin,
      });
      const header = (await pt.text())
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]!
        .split(';');
      expect(header).toEqual(expect.arrayContaining(['Preço por lb', 'Peso (lb)']));

      // Untouched, in Excel pt-BR: nothing changes — the weights and the kept per-kg price included.
      const again = await dryRun(excelPt(rows));
      expect(again.refusals).toEqual([]);
      expect(again.products).toEqual([]);

      // A new price per lb: stored as its per-kg cents by the one rule (60,00/lb → 132,28/kg).
      for (const r of picanha) r.pricePerLb = '60,00';
      const plan = await dryRun(excelPt(picanha));
      expect(plan.products[0]!.variations[0]!.changes).toEqual([
        { field: 'priceCents', before: 11990, after: 13228 },
        { field: 'pricePerKgCents', before: 11990, after: 13228 },
      ]);
      await apply(excelPt(picanha));
      expect(await picanhaPerKg()).toEqual([13228, 13228, 13228]);
      // A weight typed in lb is stored in kg: 2,205 lb → 1 kg (whole grams).
      await apply('slug,variation,weightLb\npicanha,"1,2 kg","2,205"');
      expect((await storefront('picanha')).variations[1]!.weightKg).toBe(1);
    } finally {
      await units('metric');
    }
    // Metric again: the per-kg columns, as before.
    expect(Object.keys((await exportProducts('picanha')).rows[0]!)).toContain('pricePerKg');
  });

  it('refuses a file with kg and lb columns of the same value, and a weight in lb it cannot read', async () => {
    expect((await dryRun('slug,variation,pricePerKg,pricePerLb\npicanha,1 kg,1,1')).refusals).toEqual([
      {
        row: 1,
        column: 'pricePerLb',
        key: 'bulk.unitsTwice',
        params: { value: 'pricePerKg/pricePerLb' },
      },
    ]);
    expect((await dryRun('slug,variation,weightLb\npicanha,1 kg,2 lb')).refusals).toEqual([
      { row: 2, column: 'weightLb', key: 'bulk.weightLbInvalid', params: { value: '2 lb' } },
    ]);
  });
});
