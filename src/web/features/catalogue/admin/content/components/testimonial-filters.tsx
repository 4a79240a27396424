import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TESTIMONIAL_SORTS, type TestimonialSort } from '@/shared/catalogue/content-schemas';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import type { TestimonialFilters as Filters } from '../lib/testimonial-url';

/** Search (applied on submit), published filter and sort (applied at once). */
export function TestimonialFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t } = useTranslation('content');
  const [q, setQ] = useState(filters.q);
  const filtered = filters.q !== '' || filters.published !== '' || filters.sort !== 'date_desc';
  return (
    <form
      className="grid gap-3 rounded-3xl bg-white p-4 shadow-card ring-1 ring-line/60 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, q, page: 1 });
      }}
    >
      <Field label={t('testimonials.search')}>
        {(control) => (
          <Input
            {...control}
            type="search"
            value={q}
            maxLength={100}
            placeholder={t('testimonials.searchPlaceholder')}
            onChange={(event) => setQ(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('testimonials.filter')}>
        {(control) => (
          <Select
            {...control}
            value={filters.published}
            onChange={(event) =>
              onChange({ ...filters, q, published: event.target.value as Filters['published'], page: 1 })
            }
          >
            <option value="">{t('testimonials.all')}</option>
            <option value="true">{t('testimonials.publishedOnly')}</option>
            <option value="false">{t('testimonials.draftsOnly')}</option>
          </Select>
        )}
      </Field>
      <Field label={t('testimonials.sort')}>
        {(control) => (
          <Select
            {...control}
            value={filters.sort}
            onChange={(event) =>
              onChange({ ...filters, q, sort: event.target.value as TestimonialSort, page: 1 })
            }
          >
            {TESTIMONIAL_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`testimonials.sorts.${sort}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit">{t('testimonials.apply')}</Button>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setQ('');
              onChange({ q: '', published: '', sort: 'date_desc', page: 1 });
            }}
          >
            {t('testimonials.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
