import { AlertTriangle, CalendarClock, MessageSquareWarning, PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import type { GlanceStatus } from '@/shared/reports/schemas';
import { cn } from '@/web/lib/cn';
import type { TodayData } from '../api/get-reports';
import { useFormats } from '../lib/format';

const STATUS_TEXT = {
  pending_payment: 'today.toConfirm',
  confirmed: 'today.toPrepare',
  preparing: 'today.preparing',
  out_for_delivery: 'today.outForDelivery',
} as const satisfies Record<GlanceStatus, string>;

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60">
      <h3 className="flex items-center gap-2 font-display text-xl text-ink">
        <span className="grid size-9 place-items-center rounded-xl bg-parchment text-brand">{icon}</span>
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Today at a glance: orders waiting at each step, today's windows, failing messages, low stock. */
export function Glance({ today, canSeeProducts }: { today: TodayData; canSeeProducts: boolean }) {
  const { t, i18n } = useTranslation('reports');
  const f = useFormats(i18n.language);
  const ordersPath = ADMIN_SECTIONS.orders.path;
  return (
    <div className="space-y-4">
      <h2 className="text-2xl text-ink first-letter:uppercase">
        {t('today.title', { date: f.longDay(today.date) })}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(Object.keys(STATUS_TEXT) as GlanceStatus[]).map((status) => (
          <li key={status}>
            <Link
              to={`${ordersPath}?status=${status}`}
              className="flex h-full flex-col rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60 transition hover:ring-brand/30"
            >
              <span className="text-sm font-semibold text-muted">{t(STATUS_TEXT[status])}</span>
              <span className="mt-1 font-display text-4xl text-ink tabular-nums">
                {f.int(today.statuses[status])}
              </span>
              <span className="mt-auto pt-2 text-xs font-semibold text-brand">{t('today.open')}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title={t('today.windows')} icon={<CalendarClock aria-hidden="true" className="size-5" />}>
          {today.windows.length === 0 ? (
            <p className="text-ink-soft">{t('today.noWindows')}</p>
          ) : (
            <ul className="space-y-3">
              {today.windows.map((w) => (
                <li key={`${w.storeId}:${w.fulfilment}:${w.windowId}`}>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                    <span className="font-semibold text-ink">
                      {t(w.fulfilment === 'delivery' ? 'today.delivery' : 'today.pickup')}{' '}
                      {t('today.windowLabel', { start: w.start, end: w.end })}
                    </span>
                    <span className="text-muted">
                      {t('today.windowFill', { booked: w.booked, capacity: w.capacity })}
                    </span>
                  </div>
                  <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-parchment">
                    <div
                      className={cn('h-full rounded-full', w.percent >= 100 ? 'bg-brand' : 'bg-ember')}
                      style={{ width: `${w.percent}%` }}
                    />
                  </div>
                  {today.windows.some((o) => o.storeId !== w.storeId) && (
                    <p className="mt-0.5 text-xs text-muted">{w.storeName}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card
          title={t('today.failing')}
          icon={<MessageSquareWarning aria-hidden="true" className="size-5" />}
        >
          {today.failingMessages === 0 ? (
            <p className="text-ink-soft">{t('today.failingNone')}</p>
          ) : (
            <p className="flex items-center gap-2 font-semibold text-brand">
              <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
              {t('today.failingSome', { count: today.failingMessages })}
            </p>
          )}
        </Card>
        <Card title={t('today.lowStock')} icon={<PackageOpen aria-hidden="true" className="size-5" />}>
          {today.lowStock.items.length === 0 ? (
            <p className="text-ink-soft">{t('today.lowStockNone')}</p>
          ) : (
            <>
              <ul className="divide-y divide-line/70 text-sm">
                {today.lowStock.items.map((v) => {
                  const name = `${v.productName} · ${v.variationName}`;
                  return (
                    <li key={v.variationId} className="flex items-center justify-between gap-3 py-2">
                      {canSeeProducts ? (
                        <Link
                          to={`${ADMIN_SECTIONS.products.path}/${v.productId}`}
                          className="min-w-0 truncate text-ink underline-offset-2 hover:underline"
                        >
                          {name}
                        </Link>
                      ) : (
                        <span className="min-w-0 truncate text-ink">{name}</span>
                      )}
                      <span
                        className={cn(
                          'shrink-0 font-semibold',
                          v.state === 'out' ? 'text-brand' : 'text-ember-dark',
                        )}
                      >
                        {v.state === 'out' ? t('today.out') : t('today.units', { count: v.stock })}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {canSeeProducts && today.lowStock.total > today.lowStock.items.length && (
                <Link
                  to={`${ADMIN_SECTIONS.products.path}?stock=low`}
                  className="mt-2 inline-block text-sm font-semibold text-brand"
                >
                  {t('today.lowStockMore', { count: today.lowStock.total })}
                </Link>
              )}
            </>
          )}
        </Card>
      </div>
    </div>
  );
}
