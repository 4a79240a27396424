import { useQuery } from '@tanstack/react-query';
import { FileUp, Search } from 'lucide-react';
import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type GridRow, gridQuery } from '@/shared/catalogue/bulk/grid-schemas';
import type { TaxClass } from '@/shared/tax/classes';
import { ListLoad } from '@/web/components/admin/list-load';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { Pagination } from '@/web/components/ui/pagination';
import { Select } from '@/web/components/ui/select';
import { call, client } from '@/web/lib/api-client';
import { useShopUnits } from '@/web/lib/settings';
import { notify } from '@/web/lib/toast';
import { urlFilters } from '@/web/lib/url-filters';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { conflictsOf, useGrid, useSaveGrid } from './bulk/api/bulk';
import { GridLine } from './bulk/components/grid-line';
import {
  changedCells,
  type Edits,
  editsToSave,
  invalidCells,
  pasteInto,
  TEXT_COLUMNS,
  type TextColumn,
} from './bulk/lib/grid-edits';
import { bulkImportPath } from './bulk/paths';
import './bulk/i18n';

const filters = urlFilters(gridQuery, ['q', 'category', 'page'] as const, { page: 1 });
const label = 'flex min-w-0 flex-col gap-1 text-sm font-medium text-ink';
/** Columns the keyboard walks: the three text cells, then the active box. */
const WALK = TEXT_COLUMNS.length + 1;

/**
 * /admin/grade (manage_products): a spreadsheet of variations — price, price per kg, stock and the
 * product's "active" — typed or pasted, the changed cells marked, saved all at once after one
 * confirmation. A line someone else changed meanwhile comes back as a conflict with its values now;
 * the person keeps theirs or takes the current one. Search, category and page live in the URL.
 */
export default function GridPage() {
  const { t } = useTranslation('catalogueBulk');
  usePageTitle(t('grid.title'));
  const server = useServerMessages();
  // An imperial shop reads and types the price per lb (decision 123); the lines keep cents per kg.
  const units = useShopUnits();
  const [params, setParams] = useSearchParams();
  const current = filters.read(params);
  const search = filters.write(current).toString();
  const query = useGrid(current, search);
  const categories = useQuery({
    queryKey: ['catalogue', 'categories'],
    queryFn: () => call(client.catalogue.categories.$get()),
  });
  const save = useSaveGrid();
  const [edits, setEdits] = useState<Edits>({});
  /** Lines as last seen (replaced by the current line when the person settles a conflict). */
  const [seen, setSeen] = useState<Record<string, GridRow>>({});
  const [conflicts, setConflicts] = useState<Record<string, GridRow>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // "Fix the highlighted cells" shows after a save was tried, and only while a cell is still wrong.
  const [triedInvalid, setTriedInvalid] = useState(false);
  const table = useRef<HTMLTableElement>(null);

  const rows = (query.data?.rows ?? []).map((r) => seen[r.key] ?? r);
  const changes = rows
    .map((r) => [r, changedCells(r, edits[r.key], units)] as const)
    .filter(([, c]) => c.length);
  const cellCount = changes.reduce((n, [, c]) => n + c.length, 0);
  const invalid = rows.some((r) => invalidCells(edits[r.key]).length > 0);

  const focusCell = (row: number, column: number) => {
    const cell = table.current?.querySelector<HTMLInputElement>(`[data-cell="${row}:${column}"]`);
    if (cell) {
      cell.focus();
      if (cell.type !== 'checkbox') cell.select();
    }
  };
  /** Arrows, Enter and Shift+Enter move like a spreadsheet; Escape puts the stored value back. */
  const onKey = (row: number, column: number, event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    // A whole cell selected (as focus leaves it) is a spreadsheet's "ready" mode: arrows move.
    const all =
      input.type === 'checkbox' || (input.selectionStart === 0 && input.selectionEnd === input.value.length);
    const atStart = all || (input.selectionStart === 0 && input.selectionEnd === 0);
    const atEnd = all || input.selectionStart === input.value.length;
    const move = (r: number, c: number) => {
      event.preventDefault();
      for (let i = r, j = c; i >= 0 && i < rows.length && j >= 0 && j < WALK; ) {
        const target = table.current?.querySelector<HTMLInputElement>(`[data-cell="${i}:${j}"]`);
        if (target && !target.disabled) return focusCell(i, j);
        if (r !== row) i += r > row ? 1 : -1;
        else j += c > column ? 1 : -1;
      }
    };
    if (event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)) move(row + 1, column);
    else if (event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey)) move(row - 1, column);
    else if (event.key === 'ArrowLeft' && atStart) move(row, column - 1);
    else if (event.key === 'ArrowRight' && atEnd) move(row, column + 1);
    else if (event.key === 'Escape' && column < TEXT_COLUMNS.length) {
      const key = rows[row]!.key;
      const { [TEXT_COLUMNS[column]!]: _dropped, ...rest } = edits[key] ?? {};
      setEdits({ ...edits, [key]: rest });
    }
  };
  const onPaste = (row: number, column: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    setEdits(pasteInto(rows, edits, { row, column }, text));
  };
  const type = (row: GridRow, column: TextColumn, value: string) =>
    setEdits({ ...edits, [row.key]: { ...edits[row.key], [column]: value } });
  /** "Active" is the product's: every line of the product on the page follows the box. */
  const toggle = (row: GridRow, value: boolean) => {
    const next = { ...edits };
    for (const r of rows)
      if (r.productId === row.productId) next[r.key] = { ...next[r.key], isActive: value };
    setEdits(next);
  };

  /** The tax class is the product's too (decision 083): every line of the product follows the choice. */
  const classify = (row: GridRow, value: TaxClass | null) => {
    const next = { ...edits };
    for (const r of rows)
      if (r.productId === row.productId) next[r.key] = { ...next[r.key], taxClass: value };
    setEdits(next);
  };

  const leaveIfClean = (next: URLSearchParams) => {
    if (cellCount > 0) return setNotice(t('grid.leavePage'));
    setNotice(null);
    setSeen({});
    setConflicts({});
    setParams(next);
  };

  async function submit() {
    setNotice(null);
    setFieldErrors({});
    try {
      const answer = await save.mutateAsync(editsToSave(rows, edits, units));
      const savedKeys = new Set(answer.saved.map((r) => r.key));
      setEdits(Object.fromEntries(Object.entries(edits).filter(([k]) => !savedKeys.has(k))));
      setSeen({});
      setConflicts({});
      notify('success', t('grid.saved', { count: answer.saved.length }));
    } catch (error) {
      const lines = conflictsOf(error);
      if (lines) setConflicts(Object.fromEntries(lines.map((r) => [r.key, r])));
      else setFieldErrors(server.fields(error));
      setNotice(server.error(error, t('grid.saveError')));
    } finally {
      setConfirming(false);
    }
  }
  const settle = (row: GridRow, keep: boolean) => {
    const now = conflicts[row.key]!;
    setSeen({ ...seen, [row.key]: now });
    if (!keep) setEdits({ ...edits, [row.key]: {} });
    const { [row.key]: _done, ...rest } = conflicts;
    setConflicts(rest);
  };

  const page = query.data;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-4xl text-ink">{t('grid.title')}</h1>
          <p className="mt-3 text-lg text-ink-soft">{t('grid.lead')}</p>
        </div>
        <Link to={bulkImportPath} className={buttonVariants({ variant: 'secondary' })}>
          <FileUp aria-hidden="true" />
          {t('grid.importLink')}
        </Link>
      </header>
      <search>
        <form
          key={search}
          className="grid gap-3 rounded-3xl bg-white p-4 shadow-card ring-1 ring-line/60 sm:grid-cols-[2fr_1fr_auto] sm:items-end sm:p-5"
          onSubmit={(event) => {
            event.preventDefault();
            const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
            leaveIfClean(filters.write(filters.read(new URLSearchParams(data))));
          }}
        >
          <label className={label}>
            {t('grid.search')}
            <Input
              type="search"
              name="q"
              maxLength={80}
              defaultValue={current.q ?? ''}
              placeholder={t('grid.searchPlaceholder')}
            />
          </label>
          <label className={label}>
            {t('grid.category')}
            <Select name="category" defaultValue={current.category ?? ''}>
              <option value="">{t('grid.anyCategory')}</option>
              <option value="none">{t('grid.noCategory')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </label>
          <Button type="submit" className="h-12">
            <Search aria-hidden="true" />
            {t('grid.filter')}
          </Button>
        </form>
      </search>
      <div
        className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-cream/95 py-2"
        aria-live="polite"
      >
        <p className="text-sm font-medium text-ink">
          {cellCount ? t('grid.pending', { count: cellCount }) : t('grid.none')}
        </p>
        <Button
          disabled={cellCount === 0 || save.isPending}
          onClick={() => (invalid ? setTriedInvalid(true) : setConfirming(true))}
        >
          {t('grid.save')}
        </Button>
        <Button
          variant="ghost"
          disabled={cellCount === 0}
          onClick={() => {
            setEdits({});
            setConflicts({});
            setSeen({});
            setNotice(null);
          }}
        >
          {t('grid.discard')}
        </Button>
      </div>
      {triedInvalid && invalid && <FormAlert>{t('grid.invalidCells')}</FormAlert>}
      {notice && <FormAlert>{notice}</FormAlert>}
      <ListLoad
        query={query}
        texts={{ loading: t('grid.loading'), error: t('grid.loadError'), retry: t('grid.retry') }}
      >
        {page && page.rows.length === 0 && <p className="text-ink-soft">{t('grid.empty')}</p>}
        {page && page.rows.length > 0 && (
          <div className="relative overflow-x-auto rounded-3xl bg-white shadow-card ring-1 ring-line/60">
            <table ref={table} className="w-full min-w-[58rem] text-left text-sm">
              <caption className="sr-only">{t('grid.caption', { count: page.total })}</caption>
              <thead className="border-b border-line bg-parchment/60">
                <tr>
                  {(
                    ['product', 'variation', 'price', 'pricePerKg', 'stock', 'active', 'taxClass'] as const
                  ).map((c) => (
                    <th
                      key={c}
                      scope="col"
                      className="px-3 py-3 text-xs font-semibold tracking-wide text-muted uppercase"
                    >
                      {t(`grid.col.${c === 'pricePerKg' && units === 'imperial' ? 'pricePerLb' : c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line/70">
                {rows.map((row, r) => (
                  <GridLine
                    key={row.key}
                    row={row}
                    units={units}
                    index={r}
                    edit={edits[row.key]}
                    conflict={conflicts[row.key]}
                    fieldErrors={fieldErrors}
                    onType={type}
                    onToggle={toggle}
                    onClassify={classify}
                    onKey={onKey}
                    onPaste={onPaste}
                    onSettle={settle}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page && page.pageCount > 1 && (
          <Pagination
            layout="spread"
            page={page.page}
            totalPages={page.pageCount}
            onPage={(p) => leaveIfClean(filters.write({ ...current, page: p }))}
            labels={{
              nav: t('grid.pagination.nav'),
              previous: t('grid.pagination.previous'),
              next: t('grid.pagination.next'),
              pageOf: t('grid.pagination.pageOf', { page: page.page, total: page.pageCount }),
            }}
          />
        )}
      </ListLoad>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('grid.confirmTitle')}
        description={t('grid.confirmText', {
          count: cellCount,
          rows: t('grid.rowCount', { count: changes.length }),
        })}
        confirmLabel={t('grid.confirm')}
        cancelLabel={t('grid.cancel')}
        busy={save.isPending}
        onConfirm={submit}
      />
    </div>
  );
}
