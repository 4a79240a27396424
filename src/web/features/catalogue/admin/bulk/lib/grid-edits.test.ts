import { describe, expect, it } from 'vitest';
import type { GridRow } from '@/shared/catalogue/bulk/grid-schemas';
import { changedCells, editsToSave, invalidCells, pasteInto, typedValue } from './grid-edits';

const row = (key: string, over: Partial<GridRow> = {}): GridRow => ({
  key,
  productId: '00000000-0000-4000-8000-000000000001',
  productSlug: 'p',
  productName: 'P',
  categoryName: null,
  variationId: key,
  variationName: key,
  priceCents: 1990,
  pricePerKgCents: null,
  weightKg: 0.4,
  stockQuantity: null,
  isActive: true,
  taxClass: null,
  categoryTaxClass: 'grocery_food',
  updatedAt: '2026-11-25T12:00:00.000Z',
  ...over,
});

describe('the grid cells (decision 052)', () => {
  it('reads typed values: comma or dot money, whole stock, empty stock = not tracked', () => {
    expect(typedValue('priceCents', '21,90')).toBe(2190);
    expect(typedValue('priceCents', '21.90')).toBe(2190);
    expect(typedValue('priceCents', 'x')).toBeUndefined();
    expect(typedValue('stockQuantity', '')).toBeNull();
    expect(typedValue('stockQuantity', '2.5')).toBeUndefined();
    expect(typedValue('pricePerKgCents', '0')).toBeUndefined();
  });

  it('a changed cell is one whose value differs from the stored one, not one merely typed in', () => {
    const r = row('a');
    expect(changedCells(r, { priceCents: '19,90', stockQuantity: '3' })).toEqual(['stockQuantity']);
    expect(invalidCells({ priceCents: 'abc' })).toEqual(['priceCents']);
  });

  it('a pasted column fills down from the cell, skipping prices sold by weight', () => {
    const rows = [row('a'), row('b', { pricePerKgCents: 4990 }), row('c')];
    const edits = pasteInto(rows, {}, { row: 0, column: 0 }, '10,00\r\n11,00\r\n12,00\r\n13,00\r\n');
    expect(edits).toEqual({ a: { priceCents: '10,00' }, c: { priceCents: '12,00' } });
    const across = pasteInto(rows, {}, { row: 2, column: 0 }, '5,00\t\t7');
    expect(across).toEqual({ c: { priceCents: '5,00', stockQuantity: '7' } });
  });

  it('the save carries, per changed cell, what was seen and what is set', () => {
    const rows = [row('a'), row('b')];
    expect(editsToSave(rows, { a: { priceCents: '25,00' }, b: { stockQuantity: '' } })).toEqual([
      {
        key: 'a',
        productId: rows[0]!.productId,
        variationId: 'a',
        seen: { priceCents: 1990 },
        set: { priceCents: 2500 },
      },
    ]);
  });
});

describe('the tax class cell (decision 083)', () => {
  it('a chosen class is a change of the product; choosing the stored one is none', () => {
    const line = row('a');
    expect(changedCells(line, { taxClass: 'general' })).toEqual(['taxClass']);
    expect(changedCells(line, { taxClass: null })).toEqual([]);
    expect(editsToSave([line], { a: { taxClass: 'general' } })).toEqual([
      {
        key: 'a',
        productId: line.productId,
        variationId: 'a',
        seen: { taxClass: null },
        set: { taxClass: 'general' },
      },
    ]);
  });
});
