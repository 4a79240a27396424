import type { MessageKey } from '@/shared/messages';
import { perLbToPerKgCents } from '@/shared/units';
import { type Cell, lbWeightCell, moneyCell } from './cells';
import type { ImportColumn, ImportRow } from './import-plan';

/**
 * The import's pound columns (decision 123): an imperial shop's export writes `pricePerLb` and
 * `weightLb`; the import reads them in any shop and stores them per kg and in kg by the one rule.
 */

/** Reads one cell of the row being planned: the value, or undefined once refused. */
export type ReadCell = <T>(column: ImportColumn, cell: Cell<T>, key: MessageKey) => T | undefined;

/**
 * A `pricePerLb` cell → the per-kg price to store (null: none), or undefined when the cell is absent
 * or refused. The one rule keeps the stored per-kg price when the per-lb price is the one it shows
 * as — an imperial export imported back untouched changes nothing.
 */
export function perKgFromPerLbCell(
  text: string | undefined,
  storedPerKgCents: number | null | undefined,
  read: ReadCell,
): number | null | undefined {
  if (text === undefined) return undefined;
  const parsed = text === '' ? null : read('pricePerLb', moneyCell(text), 'bulk.moneyInvalid');
  if (parsed === undefined) return undefined;
  return parsed === null ? null : perLbToPerKgCents(parsed, storedPerKgCents);
}

/** A `weightLb` cell → the kg to store (null: none), or undefined when the cell is absent or refused. */
export function kgFromWeightLbCell(text: string | undefined, read: ReadCell): number | null | undefined {
  return text === undefined ? undefined : read('weightLb', lbWeightCell(text), 'bulk.weightLbInvalid');
}

/** A file in pounds is told about its own column: the editor's per-kg refusals name the row's lb column. */
export function columnAsFiled(column: ImportColumn | null, cells: ImportRow['cells']): ImportColumn | null {
  if (column === 'pricePerKg' && cells.pricePerLb !== undefined) return 'pricePerLb';
  if (column === 'weightKg' && cells.weightLb !== undefined) return 'weightLb';
  return column;
}
