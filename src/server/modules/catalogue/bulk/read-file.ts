import { CsvError, parse } from 'csv-parse/sync';
import { delimiterOf } from '@/shared/catalogue/bulk/cells';
import {
  columnOf,
  type ImportColumn,
  type ImportRow,
  type Refusal,
} from '@/shared/catalogue/bulk/import-plan';

/** Rows per file: a whole catalogue of 2,000 products with their variations fits well under it. */
export const IMPORT_MAX_ROWS = 10_000;

/**
 * The CSV as rows by column (decision 052): UTF-8 with or without a BOM, comma or semicolon (Excel
 * pt-BR), parsed by csv-parse (quotes, doubled quotes, new lines in cells). A file that cannot be
 * read is one refusal naming its row; nothing of it is planned.
 */
export function readImportFile(text: string): { rows: ImportRow[] } | { refusals: Refusal[] } {
  const refuse = (refusal: Refusal) => ({ refusals: [refusal] });
  if (text.includes('\uFFFD')) return refuse({ row: 1, column: null, key: 'bulk.notUtf8' });
  if (text.replace(/^\uFEFF/, '').trim() === '')
    return refuse({ row: 1, column: null, key: 'bulk.fileEmpty' });
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      skip_empty_lines: true,
      relax_column_count: false,
      to: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      // csv-parse counts records from 1 with the header: the spreadsheet's row number.
      const row = (error as CsvError & { records?: number }).records ?? 0;
      return refuse({ row: row + 1, column: null, key: 'bulk.fileBroken', params: { row: row + 1 } });
    }
    throw error;
  }
  const [header = [], ...body] = records;
  if (body.length > IMPORT_MAX_ROWS)
    return refuse({
      row: IMPORT_MAX_ROWS + 2,
      column: null,
      key: 'bulk.fileTooLarge',
      params: { max: IMPORT_MAX_ROWS },
    });
  const columns: ImportColumn[] = [];
  const refusals: Refusal[] = [];
  for (const cell of header) {
    const column = columnOf(cell);
    if (!column)
      refusals.push({ row: 1, column: null, key: 'bulk.columnUnknown', params: { value: cell.trim() } });
    else if (columns.includes(column))
      refusals.push({ row: 1, column, key: 'bulk.columnRepeated', params: { value: cell.trim() } });
    else columns.push(column);
  }
  // Per kg and per lb in one file (decision 123): which one wins would be a guess.
  for (const [kg, lb, value] of [
    ['pricePerKg', 'pricePerLb', 'pricePerKg/pricePerLb'],
    ['weightKg', 'weightLb', 'weightKg/weightLb'],
  ] as const)
    if (columns.includes(kg) && columns.includes(lb))
      refusals.push({ row: 1, column: lb, key: 'bulk.unitsTwice', params: { value } });
  if (!columns.includes('slug')) refusals.push({ row: 1, column: null, key: 'bulk.slugColumnMissing' });
  if (refusals.length) return { refusals };
  if (body.length === 0) return refuse({ row: 2, column: null, key: 'bulk.fileEmpty' });
  return {
    rows: body.map((cells, index) => ({
      row: index + 2,
      cells: Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])),
    })),
  };
}
