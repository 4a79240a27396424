import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridRow } from '@/shared/catalogue/bulk/grid-schemas';
import { centsToAmount } from '@/shared/money';
import { estimatedPriceCents } from '@/shared/orders/weighing';
import { TAX_CLASSES, type TaxClass } from '@/shared/tax/classes';
import { perKgToPerLbCents, type Units } from '@/shared/units';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { cn } from '@/web/lib/cn';
import {
  cellOf,
  changedCells,
  type Edits,
  editable,
  invalidCells,
  TEXT_COLUMNS,
  type TextColumn,
  typedValue,
} from '../lib/grid-edits';

const COLUMN_KEY = { priceCents: 'price', pricePerKgCents: 'pricePerKg', stockQuantity: 'stock' } as const;

type Props = {
  row: GridRow;
  /** The shop's units: imperial shows and takes the price per lb (decision 123). */
  units: Units;
  /** The line's place on the page: the keyboard's row coordinate. */
  index: number;
  edit: Edits[string] | undefined;
  /** The line as it is now, when someone else changed it meanwhile. */
  conflict: GridRow | undefined;
  fieldErrors: Record<string, string>;
  onType: (row: GridRow, column: TextColumn, value: string) => void;
  onToggle: (row: GridRow, value: boolean) => void;
  /** The product's tax class chosen (null: its category's). */
  onClassify: (row: GridRow, value: TaxClass | null) => void;
  onKey: (row: number, column: number, event: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (row: number, column: number, event: ClipboardEvent<HTMLInputElement>) => void;
  /** Keep the person's values (true) or take the current ones (false). */
  onSettle: (row: GridRow, keep: boolean) => void;
};

/** One variation of the grid: its cells, and under it the conflict with the line as it is now. */
export function GridLine({
  row,
  units,
  index,
  edit,
  conflict,
  fieldErrors,
  onType,
  onToggle,
  onClassify,
  onKey,
  onPaste,
  onSettle,
}: Props) {
  const { t } = useTranslation('catalogueBulk');
  const changed = new Set(changedCells(row, edit, units));
  const bad = new Set(invalidCells(edit));
  const perKg =
    edit?.pricePerKgCents !== undefined
      ? typedValue('pricePerKgCents', edit.pricePerKgCents, units, row.pricePerKgCents)
      : undefined;
  const columnKey = (column: TextColumn) =>
    column === 'pricePerKgCents' && units === 'imperial' ? 'pricePerLb' : COLUMN_KEY[column];
  const estimate =
    typeof perKg === 'number' && row.weightKg !== null ? estimatedPriceCents(row.weightKg, perKg) : null;
  const name = `${row.productName} ${row.variationName ?? ''}`.trim();
  return (
    <>
      <tr className={cn(conflict && 'bg-red-50 outline-2 outline-red-700')}>
        <th scope="row" className="px-3 py-2 font-medium text-ink">
          {row.productName}
        </th>
        <td className="px-3 py-2 text-ink-soft">{row.variationName ?? t('grid.noVariation')}</td>
        {TEXT_COLUMNS.map((column, c) => {
          // What is wrong, said under the red cell (issue 39): the server's refusal, else why the typed text is not read.
          const error =
            fieldErrors[`${row.key}.${column}`] ??
            (bad.has(column) ? t(`grid.invalid.${COLUMN_KEY[column]}`) : undefined);
          const errorId = `grid-error-${index}-${c}`;
          const can = editable(row, column);
          const shown =
            column === 'priceCents' && estimate !== null
              ? centsToAmount(estimate)
              : (edit?.[column] ?? cellOf(row, column, units));
          return (
            <td key={column} className="px-2 py-1.5">
              <input
                data-cell={`${index}:${c}`}
                inputMode={column === 'stockQuantity' ? 'numeric' : 'decimal'}
                aria-label={t('grid.cellLabel', {
                  column: t(`grid.col.${columnKey(column)}`),
                  product: row.productName,
                  variation: row.variationName ?? '',
                })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                aria-description={
                  changed.has(column)
                    ? t('grid.changed')
                    : !can && column === 'priceCents'
                      ? t(units === 'imperial' ? 'grid.weighedHintLb' : 'grid.weighedHint')
                      : column === 'stockQuantity'
                        ? t('grid.untracked')
                        : undefined
                }
                disabled={!can}
                value={shown}
                onChange={(e) => onType(row, column, e.target.value)}
                onKeyDown={(e) => onKey(index, c, e)}
                onPaste={(e) => onPaste(index, c, e)}
                className={cn(
                  // One colour set per state (cn does not merge: a later bg-* would not win).
                  'w-24 rounded-lg border px-2 py-1.5 text-right text-ink tabular-nums focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 disabled:border-transparent disabled:bg-transparent disabled:text-ink-soft',
                  error
                    ? 'border-red-700 bg-red-50'
                    : changed.has(column)
                      ? 'border-amber-600 bg-amber-50 font-semibold'
                      : 'border-line bg-white',
                )}
              />
              {error && (
                <p id={errorId} className="mt-1 w-24 text-xs leading-snug text-red-700">
                  {error}
                </p>
              )}
            </td>
          );
        })}
        <td className="px-3 py-1.5">
          <Checkbox
            data-cell={`${index}:${TEXT_COLUMNS.length}`}
            aria-label={t('grid.cellLabel', {
              column: t('grid.col.active'),
              product: name,
              variation: '',
            })}
            aria-description={changed.has('isActive') ? t('grid.changed') : undefined}
            checked={edit?.isActive ?? row.isActive}
            onChange={(e) => onToggle(row, e.target.checked)}
            onKeyDown={(e) => onKey(index, TEXT_COLUMNS.length, e)}
            className={cn('size-5', changed.has('isActive') && 'outline-2 outline-amber-600')}
          />
        </td>
        <td className="px-2 py-1.5">
          <select
            aria-describedby={fieldErrors[`${row.key}.taxClass`] ? `grid-error-${index}-tax` : undefined}
            aria-label={t('grid.cellLabel', { column: t('grid.col.taxClass'), product: name, variation: '' })}
            aria-description={changed.has('taxClass') ? t('grid.changed') : undefined}
            aria-invalid={Boolean(fieldErrors[`${row.key}.taxClass`]) || undefined}
            value={(edit?.taxClass !== undefined ? edit.taxClass : row.taxClass) ?? ''}
            onChange={(e) => onClassify(row, e.target.value === '' ? null : (e.target.value as TaxClass))}
            className={cn(
              'w-60 rounded-lg border px-2 py-1.5 text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30',
              fieldErrors[`${row.key}.taxClass`]
                ? 'border-red-700 bg-red-50'
                : changed.has('taxClass')
                  ? 'border-amber-600 bg-amber-50 font-semibold'
                  : 'border-line bg-white',
            )}
          >
            <option value="">
              {t('grid.fromCategory', { name: t(`grid.taxClasses.${row.categoryTaxClass}`) })}
            </option>
            {TAX_CLASSES.map((code) => (
              <option key={code} value={code}>
                {t(`grid.taxClasses.${code}`)}
              </option>
            ))}
          </select>
          {fieldErrors[`${row.key}.taxClass`] && (
            <p id={`grid-error-${index}-tax`} className="mt-1 w-60 text-xs leading-snug text-red-700">
              {fieldErrors[`${row.key}.taxClass`]}
            </p>
          )}
        </td>
      </tr>
      {conflict && (
        <tr className="bg-red-50">
          <td colSpan={7} className="px-3 py-2">
            <p role="alert" className="text-sm text-red-800">
              {t(units === 'imperial' ? 'grid.conflictLb' : 'grid.conflict', {
                price: centsToAmount(conflict.priceCents),
                perKg:
                  conflict.pricePerKgCents === null
                    ? '—'
                    : centsToAmount(
                        units === 'imperial'
                          ? perKgToPerLbCents(conflict.pricePerKgCents)
                          : conflict.pricePerKgCents,
                      ),
                stock: conflict.stockQuantity ?? '—',
                active: conflict.isActive ? t('grid.conflictActive') : t('grid.conflictInactive'),
              })}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => onSettle(row, false)}>
                {t('grid.takeTheirs')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onSettle(row, true)}>
                {t('grid.keepMine')}
              </Button>
            </div>
          </td>
        </tr>
      )}
    </>
  );
}
