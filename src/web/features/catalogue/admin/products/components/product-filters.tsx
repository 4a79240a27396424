import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STAFF_PRODUCT_STATUSES,
  STAFF_STOCK_FILTERS,
  type StaffProductQuery,
} from '@/shared/catalogue/product-schemas';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { cn } from '@/web/lib/cn';
import { listSearch, readListQuery } from '../lib/list-filters';

const fieldClass = 'mt-1.5 h-11 py-0';

function FilterSelect(props: {
  label: string;
  name: string;
  value: string | undefined;
  options: (readonly [value: string, label: string])[];
}) {
  const { t } = useTranslation('productsAdmin');
  return (
    <label className="text-sm font-medium text-ink">
      {props.label}
      <Select
        name={props.name}
        defaultValue={props.value ?? ''}
        className={fieldClass}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <option value="">{t('filters.all')}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </label>
  );
}

/**
 * Search and filters, sent as a form and kept in the URL (shareable; the back button works). The
 * sort and page size ride along as hidden fields; a new search starts again on page 1. Below
 * 768 px the four choices fold behind "Filtros" (with how many are on), so the list starts near
 * the top of a phone (issue 39); folded, they still ride along with the search.
 */
export function ProductFilters({
  query,
  categories,
  onChange,
}: {
  query: StaffProductQuery;
  categories: { id: string; name: string }[];
  onChange: (q: StaffProductQuery) => void;
}) {
  const { t } = useTranslation('productsAdmin');
  const [open, setOpen] = useState(false);
  const choicesId = useId();
  const flag = query.featured
    ? 'featured'
    : query.offer
      ? 'offer'
      : query.brazilian
        ? 'brazilian'
        : undefined;
  const active = [query.category, query.status, query.stock, flag].filter(Boolean).length;
  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const flagValue = String(data.get('flag') ?? '');
    data.delete('flag');
    if (flagValue) data.set(flagValue, 'true');
    const fields = [...data.entries()].map(([key, value]) => [key, String(value)]);
    onChange({ ...readListQuery(new URLSearchParams(fields)), page: 1 });
  };
  return (
    <search>
      <form
        key={listSearch(query).toString()}
        className="grid gap-3 rounded-3xl bg-white p-4 shadow-card ring-1 ring-line/60 sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="dir" value={query.dir} />
        <input type="hidden" name="pageSize" value={query.pageSize} />
        <label className="text-sm font-medium text-ink sm:col-span-2 lg:col-span-1">
          {t('filters.search')}
          <Input
            name="q"
            type="search"
            maxLength={80}
            defaultValue={query.q ?? ''}
            placeholder={t('filters.searchPlaceholder')}
            className={fieldClass}
          />
        </label>
        <Button
          variant="secondary"
          className="h-11 md:hidden sm:col-span-2"
          aria-expanded={open}
          aria-controls={choicesId}
          aria-label={active ? t('filters.toggleActive', { count: active }) : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {t('filters.toggle')}
          {active > 0 && (
            <span className="grid min-w-6 place-items-center rounded-full bg-brand px-1.5 text-xs font-semibold text-white">
              {active}
            </span>
          )}
        </Button>
        <div
          id={choicesId}
          className={cn(open ? 'grid gap-3 sm:col-span-2 sm:grid-cols-2' : 'hidden', 'md:contents')}
        >
          <FilterSelect
            label={t('filters.category')}
            name="category"
            value={query.category}
            options={[...categories.map((c) => [c.id, c.name] as const), ['none', t('filters.noCategory')]]}
          />
          <FilterSelect
            label={t('filters.status')}
            name="status"
            value={query.status}
            options={STAFF_PRODUCT_STATUSES.map((s) => [s, t(`status.${s}`)])}
          />
          <FilterSelect
            label={t('filters.stock')}
            name="stock"
            value={query.stock}
            options={STAFF_STOCK_FILTERS.map((s) => [s, t(`stock.${s}`)])}
          />
          <FilterSelect
            label={t('filters.flags')}
            name="flag"
            value={flag}
            options={(['featured', 'offer', 'brazilian'] as const).map((f) => [f, t(`filters.${f}`)])}
          />
        </div>
        <Button type="submit" className="h-11 sm:col-span-2 lg:col-span-1">
          <Search aria-hidden="true" />
          {t('filters.apply')}
        </Button>
      </form>
    </search>
  );
}
