import type { GridEdit, GridField, GridRow } from '@/shared/catalogue/bulk/grid-schemas';
import { amountToCents, centsToAmount } from '@/shared/money';
import type { TaxClass } from '@/shared/tax/classes';
import { perKgToPerLbCents, perLbToPerKgCents, type Units } from '@/shared/units';

/**
 * The grid's typed cells (decision 052): pure, so the page only wires them to inputs and keys. In an
 * imperial shop (decision 123) the price-per-weight cell shows and takes the price per lb; the line
 * and the save keep cents per kg, converted by the one rule (`shared/units.ts`).
 */

/** The text columns, in the grid's order (the active box comes after them). */
export const TEXT_COLUMNS = ['priceCents', 'pricePerKgCents', 'stockQuantity'] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];

/**
 * What the person typed or pasted, per line key and column; `isActive` is a box, `taxClass` a
 * choice (null: the category's, decision 083).
 */
export type Edits = Record<
  string,
  Partial<Record<TextColumn, string>> & { isActive?: boolean; taxClass?: TaxClass | null }
>;

/** A line's stored value of a column as the cell shows it ("119,90", "12", "" for none; "54,39" per lb). */
export function cellOf(row: GridRow, column: TextColumn, units: Units = 'metric'): string {
  const value = row[column];
  if (value === null) return '';
  if (column === 'stockQuantity') return String(value);
  return centsToAmount(
    column === 'pricePerKgCents' && units === 'imperial' ? perKgToPerLbCents(value) : value,
  );
}

/** Whether a line's column can be typed in: a price follows the price per kg when sold by weight. */
export function editable(row: GridRow, column: TextColumn): boolean {
  if (column === 'priceCents') return row.pricePerKgCents === null;
  if (column === 'pricePerKgCents') return row.pricePerKgCents !== null;
  return row.variationId !== null;
}

/**
 * A typed cell as the API value, or `undefined` when it is not one (the cell is then refused). A
 * price per lb becomes cents per kg; `stored` (the line's per-kg price) is kept while the per-lb
 * price typed is the one it shows as, so a cell typed back unchanged never moves it by a cent.
 */
export function typedValue(
  column: TextColumn,
  text: string,
  units: Units = 'metric',
  stored?: number | null,
): number | null | undefined {
  const clean = text.trim();
  if (column === 'stockQuantity') {
    if (clean === '') return null;
    return /^\d{1,7}$/.test(clean) ? Number(clean) : undefined;
  }
  const cents = amountToCents(clean);
  if (cents === null || cents < 0 || (column === 'pricePerKgCents' && cents === 0)) return undefined;
  return column === 'pricePerKgCents' && units === 'imperial' ? perLbToPerKgCents(cents, stored) : cents;
}

/** The cells whose typed value differs from the stored one (the highlighted cells). */
export function changedCells(
  row: GridRow,
  edit: Edits[string] | undefined,
  units: Units = 'metric',
): GridField[] {
  if (!edit) return [];
  const out: GridField[] = TEXT_COLUMNS.filter(
    (c) => edit[c] !== undefined && typedValue(c, edit[c]!, units, row.pricePerKgCents) !== row[c],
  );
  if (edit.isActive !== undefined && edit.isActive !== row.isActive) out.push('isActive');
  if (edit.taxClass !== undefined && edit.taxClass !== row.taxClass) out.push('taxClass');
  return out;
}

/** The cells typed so that they cannot be read (refused before anything is sent). */
export function invalidCells(edit: Edits[string] | undefined): TextColumn[] {
  if (!edit) return [];
  return TEXT_COLUMNS.filter((c) => edit[c] !== undefined && typedValue(c, edit[c]!) === undefined);
}

/** The save's lines: each changed line with what was seen and what is set, per changed cell. */
export function editsToSave(rows: readonly GridRow[], edits: Edits, units: Units = 'metric'): GridEdit[] {
  return rows.flatMap((row) => {
    const cells = changedCells(row, edits[row.key], units);
    if (cells.length === 0) return [];
    const seen: Record<string, unknown> = {};
    const set: Record<string, unknown> = {};
    for (const cell of cells) {
      seen[cell] = row[cell];
      const edit = edits[row.key]!;
      set[cell] =
        cell === 'isActive'
          ? edit.isActive
          : cell === 'taxClass'
            ? edit.taxClass
            : typedValue(cell, edit[cell]!, units, row.pricePerKgCents);
    }
    return [{ key: row.key, productId: row.productId, variationId: row.variationId, seen, set }];
  });
}

/**
 * A paste from a spreadsheet: lines go down the rows, tabs across the columns, from the cell
 * pasted into. Cells that cannot be typed in (a price sold by weight) are skipped.
 */
export function pasteInto(
  rows: readonly GridRow[],
  edits: Edits,
  at: { row: number; column: number },
  text: string,
): Edits {
  const next: Edits = { ...edits };
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  lines.forEach((line, i) => {
    const row = rows[at.row + i];
    if (!row) return;
    line.split('\t').forEach((value, j) => {
      const column = TEXT_COLUMNS[at.column + j];
      if (!column || !editable(row, column)) return;
      next[row.key] = { ...next[row.key], [column]: value.trim() };
    });
  });
  return next;
}
