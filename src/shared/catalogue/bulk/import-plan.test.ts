import { describe, expect, it } from 'vitest';
import { taxClassFromWords } from '@/shared/tax/class-names';
import { IMPORT_HEADERS } from './import-headers';
import { columnOf, IMPORT_COLUMNS } from './import-plan';

describe('columnOf: the header cells the import understands', () => {
  it.each(IMPORT_COLUMNS)('%s: its key and the export’s Portuguese and English headers', (column) => {
    const { pt, en } = IMPORT_HEADERS[column]!;
    expect(columnOf(column)).toBe(column);
    expect(columnOf(pt)).toBe(column);
    expect(columnOf(en)).toBe(column);
    expect(columnOf(`\uFEFF ${pt.toUpperCase()} `)).toBe(column);
  });

  it('reads Medusa’s spellings and refuses what it does not know', () => {
    expect(columnOf('Product Handle')).toBe('slug');
    expect(columnOf('Variant Inventory Quantity')).toBe('stock');
    expect(columnOf('Descrição')).toBeNull();
  });
});

describe('taxClassFromWords: the tax class column (decision 083)', () => {
  it.each([
    ['grocery_food', 'grocery_food'],
    ['Alimento (mercearia)', 'grocery_food'],
    ['alimento preparado', 'prepared_food'],
    ['PREPARED FOOD', 'prepared_food'],
    ['Mercadoria em geral', 'general'],
    ['General merchandise', 'general'],
    ['isento', 'exempt'],
    ['Exempt', 'exempt'],
    ['', null],
    ['Categoria', null],
    ['category', null],
    ['Comida', undefined],
    ['food', undefined],
  ])('%j → %j', (text, expected) => {
    expect(taxClassFromWords(text)).toBe(expected);
  });
});
