import { Scissors, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWindowTimes } from '@/shared/delivery/window-time';
import type { DaySheet, PrepCut } from '@/shared/orders/day-plan';
import { paths } from '@/shared/routes';
import { EmptyState } from '@/web/components/ui/empty-state';
import { StatusBadge } from '@/web/features/orders/components/status-badge';
import { useMoney } from '@/web/lib/money';
import { useWeightFormat } from '@/web/lib/units';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useDaySheet } from '../api/day-plan';
import { displayPhone } from './customer-contact';
import { SheetFrame, useSheetLead, useSheetQuery } from './sheet-frame';

function CutRow({ cut }: { cut: PrepCut }) {
  const { t } = useTranslation('dayPlan');
  const { scale } = useWeightFormat();
  const grams = (g: number | null) => (g === null ? '—' : scale(g));
  const prep = [cut.notes, ...cut.extras].filter(Boolean).join(' · ');
  return (
    <tr className="border-t border-line/70 align-top">
      <td className="py-3 pr-3">
        <span className="block font-medium text-ink">
          {cut.productName}
          {cut.variationName ? (
            <span className="font-normal text-ink-soft"> · {cut.variationName}</span>
          ) : null}
        </span>
        {prep && (
          <span className="mt-0.5 block text-sm text-brand-dark">
            <span className="sr-only">{t('sheet.prep')}: </span>
            {prep}
          </span>
        )}
      </td>
      <td className="py-3 pr-3 text-right text-lg font-semibold tabular-nums text-ink">{cut.quantity}</td>
      <td className="py-3 pr-3 text-right tabular-nums text-ink-soft">{grams(cut.estimatedGrams)}</td>
      <td className="py-3 text-right tabular-nums">
        <span className="block text-ink">{grams(cut.weighedGrams)}</span>
        {cut.toWeigh > 0 && cut.weighedGrams !== null && (
          <span className="block text-xs text-muted">{t('sheet.toWeigh', { count: cut.toWeigh })}</span>
        )}
      </td>
    </tr>
  );
}

function Sheet({ sheet }: { sheet: DaySheet }) {
  const { t, i18n } = useTranslation(['dayPlan', 'orders']);
  const money = useMoney();
  return (
    <div className="space-y-8">
      <section aria-labelledby="cuts">
        <h2 id="cuts" className="flex items-center gap-2 text-xl text-ink">
          <Scissors aria-hidden="true" className="size-5 text-brand print-hide" />
          {t('sheet.cutsTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('sheet.cutsHint')}</p>
        {sheet.cuts.length === 0 ? (
          <EmptyState icon={Scissors} title={t('sheet.noCuts')} />
        ) : (
          <div className="mt-3 rounded-3xl bg-white px-4 py-1 shadow-card ring-1 ring-line/60 sm:px-6">
            <table className="w-full border-collapse text-sm sm:text-base" data-testid="cuts">
              <thead>
                <tr className="text-left text-xs font-semibold uppercase tracking-wide text-muted">
                  <th scope="col" className="py-3 pr-3">
                    {t('sheet.product')}
                  </th>
                  <th scope="col" className="py-3 pr-3 text-right">
                    {t('sheet.quantity')}
                  </th>
                  <th scope="col" className="py-3 pr-3 text-right">
                    {t('sheet.estimated')}
                  </th>
                  <th scope="col" className="py-3 text-right">
                    {t('sheet.weighed')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sheet.cuts.map((cut) => (
                  <CutRow
                    key={`${cut.productName}|${cut.variationName}|${cut.notes}|${cut.extras.join()}`}
                    cut={cut}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="pickups" className="print-break">
        <h2 id="pickups" className="flex items-center gap-2 text-xl text-ink">
          <Store aria-hidden="true" className="size-5 text-brand print-hide" />
          {t('sheet.pickupsTitle')}
        </h2>
        {sheet.pickups.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">{t('sheet.noPickups')}</p>
        ) : (
          <ul
            className="mt-3 divide-y divide-line/70 rounded-3xl bg-white shadow-card ring-1 ring-line/60"
            data-testid="pickups"
          >
            {sheet.pickups.map((o) => (
              <li
                key={o.id}
                className="grid gap-1 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:gap-5"
              >
                <span className="flex items-center gap-2">
                  <Link
                    to={paths.adminOrder(o.id)}
                    className="font-display text-lg text-ink underline-offset-4 hover:underline"
                  >
                    {o.number}
                  </Link>
                  <span className="text-sm tabular-nums text-ink-soft">
                    {formatWindowTimes(o.windowStart, o.windowEnd, i18n.language)}
                  </span>
                </span>
                <span className="text-sm text-ink">
                  {o.customerName ?? '—'} · {o.phone ? displayPhone(o.phone) : t('sheet.noPhone')} ·{' '}
                  {t('sheet.items', { count: o.itemCount })}
                </span>
                <span className="flex items-center gap-2 text-sm">
                  <StatusBadge status={o.status} />
                  <span className="font-semibold tabular-nums">
                    {o.amountToCollectCents > 0
                      ? t('sheet.collect', { amount: money(o.amountToCollectCents) })
                      : t('sheet.paid')}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /admin/pedidos/dia?day=&window=: the cuts to prepare and the pickups of a day (decision 080). */
export default function DaySheetPage() {
  const { t } = useTranslation('dayPlan');
  const q = useSheetQuery();
  const lead = useSheetLead(q);
  const query = useDaySheet(q);
  const sheet = query.data?.sheet;
  usePageTitle(`${t('sheet.dayTitle')} · ${lead}`);
  return (
    <SheetFrame
      title={t('sheet.dayTitle')}
      lead={lead}
      q={q}
      query={query}
      summary={
        sheet &&
        `${t('sheet.orders', { count: sheet.orderCount })} · ${t('sheet.deliveries', { count: sheet.deliveryCount })}`
      }
    >
      {sheet && <Sheet sheet={sheet} />}
    </SheetFrame>
  );
}
