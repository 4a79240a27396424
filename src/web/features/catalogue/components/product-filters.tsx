import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_FILTERS } from '@/shared/catalogue/filters';
import { PRODUCT_SORTS, SEARCH_MAX } from '@/shared/catalogue/limits';
import type { ProductListQuery } from '@/shared/catalogue/schemas';
import { cn } from '@/web/lib/cn';
import { useHydrated } from '@/web/lib/use-hydrated';

const chip = (on: boolean) =>
  cn(
    'inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-medium ring-1 transition-colors',
    on
      ? 'bg-brand text-white ring-brand'
      : 'bg-white text-ink-soft ring-line hover:bg-parchment hover:text-ink',
  );

const SEARCH_DELAY_MS = 300;

type Update = (patch: Partial<ProductListQuery>, options?: { replace?: boolean }) => void;

/** Search that writes the URL as the visitor types (replacing, so Back skips the keystrokes). */
export function SearchBox({
  value,
  onSearch,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  /** Examples fit for the list (the shoe pages speak of shoes); the food examples by default. */
  placeholder?: string;
}) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const [text, setText] = useState(value);
  const hydrated = useHydrated();
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {t('list.searchLabel')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        disabled={!hydrated}
        value={text}
        maxLength={SEARCH_MAX}
        placeholder={placeholder ?? t('list.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
        className="h-11 w-full rounded-full border-0 bg-white pr-4 pl-10 text-ink ring-1 ring-line placeholder:text-muted focus:ring-2 focus:ring-brand focus:outline-none"
      />
    </div>
  );
}

export function SortSelect({
  value,
  onSort,
}: {
  value: ProductListQuery['sort'];
  onSort: (s: ProductListQuery['sort']) => void;
}) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-ink-soft">
        {t('list.sortLabel')}
      </label>
      <select
        id={id}
        disabled={!hydrated}
        value={value}
        onChange={(event) => onSort(event.target.value as ProductListQuery['sort'])}
        className="h-11 rounded-full border-0 bg-white pr-9 pl-4 text-sm text-ink ring-1 ring-line focus:ring-2 focus:ring-brand focus:outline-none"
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`list.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filter entries of SPEC §3.2 and the three product marks, as toggles. */
export function ProductFilters({ query, update }: { query: ProductListQuery; update: Update }) {
  const { t } = useTranslation('catalogue');
  const toggles = [
    ['featured', t('list.featuredOnly')],
    ['offer', t('list.offersOnly')],
    ['brazilian', t('list.brazilianOnly')],
  ] as const;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          value={query.q ?? ''}
          onSearch={(q) => update({ q: q.trim() || undefined }, { replace: true })}
        />
        <SortSelect value={query.sort} onSort={(sort) => update({ sort })} />
      </div>
      {/* min-w-0: a fieldset is otherwise as wide as its chips, and the page would scroll sideways. */}
      <fieldset className="min-w-0">
        <legend className="sr-only">{t('list.categoryLabel')}</legend>
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          <button
            type="button"
            className={chip(!query.category)}
            aria-pressed={!query.category}
            onClick={() => update({ category: undefined })}
          >
            {t('filters.all')}
          </button>
          {CATEGORY_FILTERS.map((f) => (
            <button
              key={f.key}
              type="button"
              className={chip(query.category === f.slug)}
              aria-pressed={query.category === f.slug}
              onClick={() => update({ category: query.category === f.slug ? undefined : f.slug })}
            >
              {t(`filters.${f.key}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="sr-only">{t('list.filtersLabel')}</legend>
        <div className="flex flex-wrap gap-2">
          {toggles.map(([key, label]) => (
            <button
              key={key}
              type="button"
              className={chip(query[key] === true)}
              aria-pressed={query[key] === true}
              onClick={() => update({ [key]: query[key] === true ? undefined : true })}
            >
              {label}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
