import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderEventView, OrderItemView } from '@/shared/orders/types';
import { formatTolerancePct } from '@/shared/orders/weighing-types';
import { useMoney } from '@/web/lib/money';
import { useWeightFormat } from '@/web/lib/units';
import '../i18n';

/** Issue 20: a weighed line's estimate and final weight side by side (customer and staff views). */
export function ItemWeighing({ item }: { item: OrderItemView }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const { scale } = useWeightFormat();
  if (item.estimateGrams === null || item.pricePerKgCents === null) return null;
  return (
    <dl className="mt-1.5 grid max-w-md grid-cols-2 gap-2 text-xs" data-testid="item-weighing">
      <div className="rounded-lg bg-parchment/60 px-2.5 py-1.5">
        <dt className="text-muted">{t('weighing.estimate')}</dt>
        <dd className="text-ink-soft tabular-nums">
          <WeightAndPrice weight={`≈ ${scale(item.estimateGrams)}`} price={money(item.estimateCents)} />
        </dd>
      </div>
      <div className="rounded-lg bg-parchment/60 px-2.5 py-1.5">
        <dt className="text-muted">{t('weighing.final')}</dt>
        <dd className="font-medium text-ink tabular-nums">
          {item.finalGrams === null ? (
            t('weighing.notWeighed')
          ) : (
            <WeightAndPrice weight={scale(item.finalGrams)} price={money(item.lineTotalCents)} />
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * "1,08 kg · R$ 129,49" on one line where there is room; on a phone the weight and the price each
 * on their own line, rather than a dangling "·" (the boxes are narrow beside the line's price).
 */
function WeightAndPrice({ weight, price }: { weight: string; price: string }) {
  return (
    <>
      <span className="block whitespace-nowrap sm:inline">{weight}</span>
      <span aria-hidden="true" className="hidden sm:inline">
        {' · '}
      </span>
      <span className="block whitespace-nowrap sm:inline">{price}</span>
    </>
  );
}

/**
 * Once weighed, the estimated total beside the final one, and a paid transfer's difference. Before
 * the weighing the bold total is itself the estimate, so it is not repeated.
 */
export function WeighingTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const w = order.weighing;
  if (!w) return null;
  const difference = w.differenceCents;
  return (
    <>
      {w.weighedAt && (
        <div className="flex justify-between text-ink-soft">
          <dt>{t('weighing.estimatedTotal')}</dt>
          <dd className="tabular-nums" data-testid="estimated-total">
            {money(w.estimatedTotalCents)}
          </dd>
        </div>
      )}
      {difference !== null && (
        // Settled: said in words and no longer in the warning colour.
        <div
          className={
            w.settledAt ? 'flex justify-between text-ink-soft' : 'flex justify-between font-medium text-ember'
          }
        >
          <dt>
            {t(difference > 0 ? 'weighing.balanceDue' : 'weighing.refundDue')}
            {w.settledAt && <span className="ml-1 font-normal text-leaf">({t('weighing.settled')})</span>}
          </dt>
          <dd className="tabular-nums" data-testid="weighing-difference">
            {money(Math.abs(difference))}
          </dd>
        </div>
      )}
    </>
  );
}

/** The rule this order was placed under (its own tolerance, not today's setting). */
export function WeighingNotice({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  if (!order.weighing) return null;
  return (
    <p className="mt-3 text-xs text-muted" data-testid="weighing-notice">
      {t('weighing.note', { tolerance: formatTolerancePct(order.weighing.tolerancePct, i18n.language) })}
    </p>
  );
}

/** A weighing or settlement in the timeline: what was weighed and the total before and after. */
export function WeighingEvent({ event }: { event: OrderEventView }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const { scale } = useWeightFormat();
  if (event.kind === 'settlement')
    return <p className="mt-1 text-sm text-ink">{t('weighing.settlementEvent')}</p>;
  if (event.kind !== 'weighing' || !event.details) return null;
  const d = event.details;
  return (
    <div className="mt-1 text-sm text-ink-soft">
      <p className="font-medium text-ink">
        {t('weighing.event', {
          before: money(d.before.totalCents),
          after: money(d.after.totalCents),
        })}
      </p>
      {d.lines.map((l) => (
        <p key={l.itemId}>{t('weighing.eventLine', { name: l.name, weight: scale(l.finalGrams) })}</p>
      ))}
    </div>
  );
}
