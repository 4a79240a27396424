import { ArrowLeft, Printer } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { daySheetQuery } from '@/shared/orders/day-plan';
import { paths } from '@/shared/routes';
import { ListLoad } from '@/web/components/admin/list-load';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDay } from '../lib/format';
import { filtersSearch, shopToday } from '../lib/staff-filters';
import './i18n';

/** The sheets' day and window from the URL (read with the API's schema; a bad day is today). */
export function useSheetQuery() {
  const [search] = useSearchParams();
  const parsed = daySheetQuery.safeParse({
    day: search.get('day') ?? shopToday(),
    window: search.get('window') || undefined,
  });
  return parsed.success ? { day: parsed.data.day, window: parsed.data.window } : { day: shopToday() };
}

/** "terça-feira, 24 de novembro · 09:00–12:00" (or every window). */
export function useSheetLead(q: { day: string; window?: string | undefined }) {
  const { t, i18n } = useTranslation('dayPlan');
  return t('sheet.dayLead', {
    day: formatDay(q.day, i18n.language),
    window: q.window ? q.window.replace('-', '–') : t('sheet.allWindows'),
  });
}

/**
 * A sheet's page (decision 080): a way back to the desk on the same day, the title, a print button,
 * and the sheet itself in `.print-sheet` — the only thing a print shows (styles.css, `@page`).
 */
export function SheetFrame({
  title,
  lead,
  summary,
  q,
  query,
  children,
}: {
  title: string;
  lead: string;
  summary?: React.ReactNode;
  q: { day: string; window?: string | undefined };
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: React.ReactNode;
}) {
  const { t } = useTranslation('dayPlan');
  const desk = `${paths.adminOrders}?${filtersSearch({ day: q.day, window: q.window, page: 1 })}`;
  return (
    <div>
      <div className="print-hide flex flex-wrap items-center justify-between gap-3">
        <Link to={desk} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" />
          {t('sheet.back')}
        </Link>
        <Button variant="secondary" size="sm" onClick={() => window.print()} disabled={query.isPending}>
          <Printer aria-hidden="true" />
          {t('sheet.print')}
        </Button>
      </div>
      <article className="print-sheet mt-4" data-testid="print-sheet">
        <header className="border-b border-line pb-4">
          <h1 className="text-3xl text-ink sm:text-4xl">{title}</h1>
          <p className="mt-1.5 text-base text-ink-soft first-letter:uppercase">{lead}</p>
          {summary && <div className="mt-2 text-sm text-muted">{summary}</div>}
        </header>
        <div className="mt-6">
          <ListLoad
            query={query}
            texts={{ loading: t('sheet.loading'), error: t('sheet.loadError'), retry: t('sheet.retry') }}
            placeholder={
              <div role="status" className="space-y-3">
                <span className="sr-only">{t('sheet.loading')}</span>
                <Skeleton className="h-6 w-56 rounded" />
                <Skeleton className="h-40 w-full rounded-3xl" />
              </div>
            }
          >
            {children}
          </ListLoad>
        </div>
      </article>
    </div>
  );
}
