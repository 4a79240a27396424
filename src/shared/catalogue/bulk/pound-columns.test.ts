import { describe, expect, it } from 'vitest';
import type { MessageKey } from '@/shared/messages';
import type { ImportColumn } from './import-plan';
import { columnAsFiled, kgFromWeightLbCell, perKgFromPerLbCell, type ReadCell } from './pound-columns';

/** A reader that notes each refusal, as the plan's does. */
function reader() {
  const refused: { column: ImportColumn; key: MessageKey; value: string }[] = [];
  const read: ReadCell = (column, cell, key) => {
    if ('ok' in cell) return cell.ok;
    refused.push({ column, key, value: cell.bad });
    return undefined;
  };
  return { read, refused };
}

describe('perKgFromPerLbCell: a price per lb stored per kg (decision 123)', () => {
  it.each([
    [undefined, 11990, undefined],
    ['', 11990, null],
    ['54,39', 11990, 11990],
    ['54.39', null, 11991],
    ['60,00', 11990, 13228],
  ])('%j with %j stored → %j', (text, stored, expected) => {
    const { read, refused } = reader();
    expect(perKgFromPerLbCell(text, stored, read)).toBe(expected);
    expect(refused).toEqual([]);
  });

  it('refuses what is not money, in its own column', () => {
    const { read, refused } = reader();
    expect(perKgFromPerLbCell('abc', 11990, read)).toBeUndefined();
    expect(refused).toEqual([{ column: 'pricePerLb', key: 'bulk.moneyInvalid', value: 'abc' }]);
  });
});

describe('kgFromWeightLbCell: a weight in lb stored in kg', () => {
  it.each([
    [undefined, undefined],
    ['', null],
    ['2,205', 1],
    ['2.646', 1.2],
  ])('%j → %j', (text, expected) => {
    const { read, refused } = reader();
    expect(kgFromWeightLbCell(text, read)).toBe(expected);
    expect(refused).toEqual([]);
  });

  it('refuses a weight it cannot read', () => {
    const { read, refused } = reader();
    expect(kgFromWeightLbCell('2 lb', read)).toBeUndefined();
    expect(refused).toEqual([{ column: 'weightLb', key: 'bulk.weightLbInvalid', value: '2 lb' }]);
  });
});

describe('columnAsFiled: a file in pounds is told about its own column', () => {
  it.each([
    ['pricePerKg', { pricePerLb: '1' }, 'pricePerLb'],
    ['pricePerKg', { pricePerKg: '1' }, 'pricePerKg'],
    ['weightKg', { weightLb: '1' }, 'weightLb'],
    ['weightKg', {}, 'weightKg'],
    ['price', { pricePerLb: '1' }, 'price'],
    [null, { weightLb: '1' }, null],
  ] as const)('%j with %j → %j', (column, cells, expected) => {
    expect(columnAsFiled(column, cells)).toBe(expected);
  });
});
