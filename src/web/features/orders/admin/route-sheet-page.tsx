import { MapPin, Phone, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWindowTimes } from '@/shared/delivery/window-time';
import type { RouteSheet, SheetOrder } from '@/shared/orders/day-plan';
import { paths } from '@/shared/routes';
import { EmptyState } from '@/web/components/ui/empty-state';
import { useMoney } from '@/web/lib/money';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useRouteSheet } from '../api/day-plan';
import { displayPhone } from './customer-contact';
import { SheetFrame, useSheetLead, useSheetQuery } from './sheet-frame';

function Stop({ stop, index }: { stop: SheetOrder; index: number }) {
  const { t, i18n } = useTranslation('dayPlan');
  const money = useMoney();
  const a = stop.address;
  return (
    <li
      className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-3 p-4 sm:grid-cols-[2.5rem_minmax(0,1fr)_auto] sm:gap-5 sm:p-5"
      data-testid="stop"
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-full bg-ink font-semibold text-cream tabular-nums"
      >
        {index + 1}
      </span>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <Link
            to={paths.adminOrder(stop.id)}
            className="font-display text-lg text-ink underline-offset-4 hover:underline"
          >
            {stop.number}
          </Link>
          <span className="text-sm font-medium tabular-nums text-ink-soft">
            {formatWindowTimes(stop.windowStart, stop.windowEnd, i18n.language)}
          </span>
          <span className="text-sm text-muted">{t('sheet.items', { count: stop.itemCount })}</span>
        </p>
        <p className="font-medium text-ink">{stop.customerName ?? '—'}</p>
        {a && (
          <p className="flex gap-1.5 text-sm text-ink">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand print-hide" />
            <span>
              {a.street}
              {a.unit ? `, ${a.unit}` : ''} · {a.city}, {a.state} {a.zip}
            </span>
          </p>
        )}
        <p className="flex gap-1.5 text-sm">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand print-hide" />
          {stop.phone ? (
            <a href={`tel:${stop.phone}`} className="text-ink underline-offset-4 hover:underline">
              {displayPhone(stop.phone)}
            </a>
          ) : (
            <span className="text-muted">{t('sheet.noPhone')}</span>
          )}
        </p>
        {stop.notes && (
          <p className="rounded-xl bg-parchment px-3 py-2 text-sm text-ink">
            <span className="font-semibold">{t('sheet.notes')}:</span> {stop.notes}
          </p>
        )}
      </div>
      <p className="col-start-2 text-base font-semibold tabular-nums sm:col-start-3 sm:text-right">
        {stop.amountToCollectCents > 0 ? (
          <span className="text-brand-dark">
            {t('sheet.collect', { amount: money(stop.amountToCollectCents) })}
          </span>
        ) : (
          <span className="text-leaf">{t('sheet.paid')}</span>
        )}
      </p>
    </li>
  );
}

function Sheet({ sheet }: { sheet: RouteSheet }) {
  const { t } = useTranslation('dayPlan');
  if (sheet.stops.length === 0) return <EmptyState icon={Truck} title={t('sheet.noStops')} />;
  return (
    <ol
      className="divide-y divide-line/70 rounded-3xl bg-white shadow-card ring-1 ring-line/60"
      data-testid="stops"
    >
      {sheet.stops.map((stop, i) => (
        <Stop key={stop.id} stop={stop} index={i} />
      ))}
    </ol>
  );
}

/** /admin/pedidos/rota?day=&window=: the day's deliveries in window order (decision 080). */
export default function RouteSheetPage() {
  const { t } = useTranslation('dayPlan');
  const money = useMoney();
  const q = useSheetQuery();
  const lead = useSheetLead(q);
  const query = useRouteSheet(q);
  const sheet = query.data?.sheet;
  usePageTitle(`${t('sheet.routeTitle')} · ${lead}`);
  return (
    <SheetFrame
      title={t('sheet.routeTitle')}
      lead={lead}
      q={q}
      query={query}
      summary={
        sheet &&
        `${t('sheet.stops', { count: sheet.stops.length })} · ${t('sheet.toCollect', { amount: money(sheet.toCollectCents) })}`
      }
    >
      {sheet && <Sheet sheet={sheet} />}
    </SheetFrame>
  );
}
