import { CalendarDays, ClipboardList, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FULFILMENTS } from '@/shared/delivery/fulfilment';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { cn } from '@/web/lib/cn';
import { formatDay } from '../lib/format';
import { ALL_DAYS, type OrderFilters, shopToday, shopTomorrow } from '../lib/staff-filters';
import './i18n';

const fieldClass = 'mt-1.5 h-11 py-0';

/** The sheets of a day (and window), as links that keep them in the URL (shareable, printable). */
export function sheetSearch(day: string, window: string | undefined) {
  return new URLSearchParams({ day, ...(window ? { window } : {}) }).toString();
}

/**
 * The desk's day (decision 080): today, tomorrow, any date or every day; the window and the way
 * (delivery or pickup); and, for one day, its day sheet and route sheet.
 */
export function DayBar({
  filters,
  windows,
  onChange,
}: {
  filters: OrderFilters;
  windows: string[] | undefined;
  onChange: (next: OrderFilters) => void;
}) {
  const { t, i18n } = useTranslation(['dayPlan', 'orders']);
  const today = shopToday();
  const tomorrow = shopTomorrow();
  const all = filters.day === ALL_DAYS;
  const day = all ? undefined : filters.day;
  // A new day starts without a window (windows differ by day) and on page 1.
  const pick = (next: string) => onChange({ ...filters, day: next, window: undefined, page: 1 });
  const chip = (active: boolean) =>
    cn(
      'h-10 rounded-full px-4 text-sm font-medium ring-1 transition-colors',
      active ? 'bg-ink text-cream ring-ink' : 'bg-white text-ink ring-line hover:bg-parchment',
    );
  // The window chosen stays listed even when the day has no order in it yet.
  const windowOptions = [
    ...new Set([...(windows ?? []), ...(filters.window ? [filters.window] : [])]),
  ].sort();

  return (
    <section
      aria-labelledby="desk-day"
      className="rounded-3xl bg-white p-4 shadow-card ring-1 ring-line/60 sm:p-5"
      data-testid="day-bar"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="desk-day" className="flex items-center gap-2 text-base font-semibold text-ink">
          <CalendarDays aria-hidden="true" className="size-5 text-brand" />
          {t('filter.legend')}
        </h2>
        <p className="text-sm text-ink-soft" aria-live="polite">
          {day ? t('filter.showing', { day: formatDay(day, i18n.language) }) : t('filter.showingAll')}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2.5">
        <button
          type="button"
          className={chip(day === today)}
          aria-pressed={day === today}
          onClick={() => pick(today)}
        >
          {t('filter.today')}
        </button>
        <button
          type="button"
          className={chip(day === tomorrow)}
          aria-pressed={day === tomorrow}
          onClick={() => pick(tomorrow)}
        >
          {t('filter.tomorrow')}
        </button>
        <label className="text-sm font-medium text-ink">
          <span className="sr-only">{t('filter.day')}</span>
          <Input
            type="date"
            name="day"
            value={day ?? ''}
            className="h-10 w-44 py-0"
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value) pick(value);
            }}
          />
        </label>
        <button
          type="button"
          className={chip(all)}
          aria-pressed={all}
          onClick={() => onChange({ ...filters, day: ALL_DAYS, window: undefined, page: 1 })}
        >
          {t('filter.allDays')}
        </button>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <label className="text-sm font-medium text-ink">
          {t('filter.window')}
          <Select
            name="window"
            value={filters.window ?? ''}
            disabled={all}
            className={fieldClass}
            onChange={(event) =>
              onChange({ ...filters, window: event.currentTarget.value || undefined, page: 1 })
            }
          >
            <option value="">{t('filter.anyWindow')}</option>
            {windowOptions.map((w) => (
              <option key={w} value={w}>
                {w.replace('-', '–')}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium text-ink">
          {t('filter.fulfilment')}
          <Select
            name="fulfilment"
            value={filters.fulfilment ?? ''}
            className={fieldClass}
            onChange={(event) =>
              onChange({
                ...filters,
                fulfilment: (event.currentTarget.value || undefined) as OrderFilters['fulfilment'],
                page: 1,
              })
            }
          >
            <option value="">{t('filter.anyFulfilment')}</option>
            {FULFILMENTS.map((f) => (
              <option key={f} value={f}>
                {t(`orders:${f}`)}
              </option>
            ))}
          </Select>
        </label>
        {day && (
          <div className="flex flex-wrap gap-2.5">
            <Link
              to={`${paths.adminOrders}/dia?${sheetSearch(day, filters.window)}`}
              className={buttonVariants({ variant: 'secondary' })}
            >
              <ClipboardList aria-hidden="true" />
              {t('filter.daySheet')}
            </Link>
            <Link
              to={`${paths.adminOrders}/rota?${sheetSearch(day, filters.window)}`}
              className={buttonVariants({ variant: 'secondary' })}
            >
              <Route aria-hidden="true" />
              {t('filter.routeSheet')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
