import { describe, expect, it } from 'vitest';
import { CSV_HEADERS } from '@/shared/reports/csv-headers';
import { columnOf, IMPORT_COLUMNS } from './import-plan';

describe('columnOf: the header cells the import understands', () => {
  it.each(IMPORT_COLUMNS)('%s: its key and the export’s Portuguese and English headers', (column) => {
    const { pt, en } = CSV_HEADERS.products[column]!;
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
