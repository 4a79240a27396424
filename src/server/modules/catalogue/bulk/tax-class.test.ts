import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GridPage, GridRow } from '@/shared/catalogue/bulk/grid-schemas';
import { renderMessage } from '@/shared/messages';
import { type Call, type CookieJar, caller } from '@/testing/accounts';
import { signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { products } from '../schema';
import type { DryRun } from './import';

/**
 * The sales tax class in the price grid and the CSV import (decision 083, the rest of 079): a
 * product's own class or its category's; the column in either language; refusals in its words.
 */
let t: TestApp;
let call: Call;
let admin: CookieJar;
const as = (method: string, path: string, body?: unknown) =>
  call(method, `/api/catalogue-bulk/staff${path}`, body, { jar: admin });
async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
const grid = async (q: string) => (await json<GridPage>(await as('GET', `/grid?q=${q}`), 200)).rows;
const classOf = async (slug: string) =>
  (await t.database.db.select({ c: products.tax_class }).from(products).where(eq(products.slug, slug)))[0]?.c;
const edit = (row: GridRow, taxClass: GridRow['taxClass']) => ({
  key: row.key,
  productId: row.productId,
  variationId: row.variationId,
  seen: { taxClass: row.taxClass },
  set: { taxClass },
});

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t, 'admin')).jar;
});
afterAll(() => t.close());

describe('the tax class in the price grid', () => {
  it('shows each product’s own class or its category’s; a change is the product’s, for all its lines', async () => {
    const picanha = (await grid('picanha')).filter((r) => r.productSlug === 'picanha');
    expect(picanha[0]).toMatchObject({ taxClass: null, categoryTaxClass: 'grocery_food' });
    const cleats = (await grid('chuteira')).find((r) => r.productSlug === 'chuteira-campo-pro');
    expect(cleats).toMatchObject({ categoryTaxClass: 'general' });

    // Two lines of one product asking for different classes: refused on the line, nothing saved.
    const refused = await json<{ error: { fields: Record<string, { key: string }[]> } }>(
      await as('PUT', '/grid', { rows: [edit(picanha[0]!, 'prepared_food'), edit(picanha[1]!, 'exempt')] }),
      422,
    );
    expect(
      Object.values(refused.error.fields)
        .flat()
        .map((f) => f.key),
    ).toContain('bulk.taxClassDiffers');
    expect(await classOf('picanha')).toBeNull();

    const saved = await json<{ saved: GridRow[] }>(
      await as('PUT', '/grid', {
        rows: [edit(picanha[0]!, 'prepared_food'), edit(picanha[1]!, 'prepared_food')],
      }),
      200,
    );
    expect(saved.saved.every((r) => r.taxClass === 'prepared_food')).toBe(true);
    expect(await classOf('picanha')).toBe('prepared_food');
    // Seen as null, now prepared food: another person's save is a conflict, nothing overwritten.
    const stale = await json<{ conflicts: GridRow[] }>(
      await as('PUT', '/grid', { rows: [edit(picanha[0]!, 'exempt')] }),
      409,
    );
    expect(stale.conflicts.map((r) => r.taxClass)).toEqual(['prepared_food']);
    // Back to the category's.
    const now = (await grid('picanha')).find((r) => r.productSlug === 'picanha')!;
    await json(await as('PUT', '/grid', { rows: [edit(now, null)] }), 200);
    expect(await classOf('picanha')).toBeNull();
  });
});

describe('the tax class column of the CSV import', () => {
  const apply = async (file: string) => {
    const plan = await json<DryRun>(await as('POST', '/import/dry-run', { file }), 200);
    expect(plan.refusals).toEqual([]);
    await json(await as('POST', '/import/apply', { file, token: plan.token }), 200);
    return plan;
  };

  it('reads the column in Portuguese or English, by name or code; empty follows the category', async () => {
    const plan = await apply('slug;Classe fiscal\r\nchimichurri;Alimento preparado\r\n');
    expect(plan.products.find((p) => p.slug === 'chimichurri')?.changes).toEqual([
      { field: 'taxClass', before: null, after: 'prepared_food' },
    ]);
    expect(await classOf('chimichurri')).toBe('prepared_food');
    await apply('slug,Tax class\nchimichurri,general merchandise\n');
    expect(await classOf('chimichurri')).toBe('general');
    await apply('slug,taxClass\nchimichurri,exempt\n');
    expect(await classOf('chimichurri')).toBe('exempt');
    await apply('slug;Classe fiscal\nchimichurri;\n');
    expect(await classOf('chimichurri')).toBeNull();
  });

  it('an unknown class is refused in the column’s words: row, column and the value typed', async () => {
    const plan = await json<DryRun>(
      await as('POST', '/import/dry-run', { file: 'slug;Classe fiscal\nchimichurri;Comida\n' }),
      200,
    );
    expect(plan.refusals).toEqual([
      {
        row: 2,
        column: 'taxClass',
        key: 'bulk.taxClassInvalid',
        params: { value: 'Comida' },
      },
    ]);
    // The message lists the classes in the panel's words (src/shared/messages/catalogue-bulk.ts).
    expect(renderMessage('bulk.taxClassInvalid', { value: 'Comida' })).toBe(
      'Classe fiscal desconhecida: Comida. Use Alimento (mercearia), Alimento preparado, Mercadoria em geral ou Isento; vazio segue a categoria.',
    );
  });
});
