import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPORT_RANGES, reportQuerySchema } from '@/shared/reports/schemas';
import { ListLoad } from '@/web/components/admin/list-load';
import { Select } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { useMoney } from '@/web/lib/money';
import { useAuth } from '@/web/lib/session/auth-context';
import { urlFilters } from '@/web/lib/url-filters';
import { useCharts, useReportStores, useToday } from './api/get-reports';
import { Charts } from './components/charts';
import { Glance } from './components/glance';
import { useFormats } from './lib/format';
import './i18n';

const filters = urlFilters(reportQuerySchema, ['days', 'storeId'], { days: 30 });

function Placeholder({ label, tall = false }: { label: string; tall?: boolean }) {
  return (
    <div role="status" className="grid gap-4 lg:grid-cols-2">
      <span className="sr-only">{label}</span>
      <Skeleton className={cn('rounded-3xl', tall ? 'h-80' : 'h-32')} />
      <Skeleton className={cn('rounded-3xl', tall ? 'h-80' : 'h-32')} />
    </div>
  );
}

/**
 * The dashboard (issue 21): today at a glance, then the period's totals and charts. The period and
 * (for those who reach every store) the store live in the URL; a manager's figures are their
 * store's, which the server decides. Loaded on demand with recharts, never with the storefront.
 */
export default function Dashboard() {
  const { t, i18n } = useTranslation('reports');
  const f = useFormats(i18n.language);
  const money = useMoney();
  const { permissions } = useAuth();
  const everyStore = permissions.includes('manage_stores');
  const [params, setParams] = useSearchParams();
  const { days, storeId = '' } = filters.read(params);
  const show = (next: { days?: number; storeId?: string }) =>
    setParams(filters.write({ days, storeId, ...next } as Parameters<typeof filters.write>[0]), {
      replace: true,
    });
  const today = useToday(storeId);
  const charts = useCharts(days, storeId);
  const stores = useReportStores(everyStore).data?.stores ?? [];
  const texts = { loading: t('loading'), error: t('loadError'), retry: t('retry') };

  return (
    <div className="space-y-10">
      {everyStore && stores.length > 1 && (
        <label className="flex max-w-xs flex-col gap-1 text-sm font-medium text-ink">
          {t('store')}
          <Select value={storeId} onChange={(e) => show({ storeId: e.target.value })}>
            <option value="">{t('allStores')}</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </label>
      )}
      <ListLoad query={today} texts={texts} placeholder={<Placeholder label={texts.loading} />}>
        {today.data && <Glance today={today.data} canSeeProducts={permissions.includes('manage_products')} />}
      </ListLoad>
      <section aria-labelledby="report-period" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="report-period" className="text-2xl text-ink">
              {t('range.label')}
            </h2>
            {charts.data && (
              <p className="text-sm text-muted">
                {t('range.span', { from: f.shortDay(charts.data.from), to: f.shortDay(charts.data.to) })}
              </p>
            )}
          </div>
          <fieldset className="flex rounded-full bg-parchment p-1">
            <legend className="sr-only">{t('range.label')}</legend>
            {REPORT_RANGES.map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={n === days}
                onClick={() => show({ days: n })}
                className={cn(
                  'rounded-full px-4 py-2 text-sm font-semibold transition',
                  n === days ? 'bg-white text-brand shadow-card' : 'text-ink-soft hover:text-ink',
                )}
              >
                {t('range.days', { count: n })}
              </button>
            ))}
          </fieldset>
        </div>
        <ListLoad query={charts} texts={texts} placeholder={<Placeholder label={texts.loading} tall />}>
          {charts.data && (
            <>
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                {(
                  [
                    ['revenue', money(charts.data.totals.revenueCents)],
                    ['orders', f.int(charts.data.totals.orders)],
                    ['average', money(charts.data.totals.averageCents)],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className="rounded-3xl bg-charcoal p-5 text-cream">
                    <dt className="text-sm font-semibold text-gold">{t(`totals.${key}`)}</dt>
                    <dd className="mt-1 font-display text-3xl tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-xs text-muted">{t('totals.note')}</p>
              {charts.data.tax.cents > 0 && (
                <p className="text-sm text-ink-soft" data-testid="dashboard-tax">
                  {t('totals.tax', {
                    amount: money(charts.data.tax.cents),
                    net: money(charts.data.totals.revenueCents - charts.data.tax.cents),
                  })}
                </p>
              )}
              {(charts.data.card.capturedCents > 0 || charts.data.card.refundedCents > 0) && (
                <p className="text-sm text-ink-soft" data-testid="dashboard-card">
                  {t('totals.card', {
                    captured: money(charts.data.card.capturedCents),
                    refunded: money(charts.data.card.refundedCents),
                    net: money(charts.data.card.netCents),
                  })}
                </p>
              )}
              {charts.data.tax.placesWithoutRate.length > 0 && (
                <p
                  role="alert"
                  className="rounded-2xl bg-brand-soft p-3 text-sm text-brand-dark"
                  data-testid="dashboard-tax-missing"
                >
                  {t('totals.taxMissing', {
                    places: charts.data.tax.placesWithoutRate
                      .map((p) => `${p.storeName} — ${p.name}`)
                      .join('; '),
                  })}
                </p>
              )}
              <Charts data={charts.data} />
            </>
          )}
        </ListLoad>
      </section>
    </div>
  );
}
