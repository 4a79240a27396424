import { CalendarClock, CreditCard, MapPin, NotebookPen, Store } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@/shared/catalogue/rules';
import { formatClock } from '@/shared/delivery/window-time';
import type { OrderDetail } from '@/shared/orders/types';
import { useMoney } from '@/web/lib/money';
import { useWeightFormat } from '@/web/lib/units';
import { formatDay, formatInstant } from '../lib/format';
import { CardPaymentSummary } from './card-payment-summary';
import { EventBadge } from './event-badge';
import { OrderEditEvent } from './order-edit-event';
import { ItemWeighing, WeighingEvent, WeighingNotice, WeighingTotals } from './order-weighing';
import { TaxLines } from './tax-lines';
import '../i18n';
import { CutsText } from '@/web/components/cuts-text';
import { useExtraText } from './extra-text';

function Block({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof MapPin;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Icon aria-hidden="true" className="size-4 text-brand" />
        {title}
      </h3>
      <div className="mt-1.5 text-sm text-ink-soft">{children}</div>
    </div>
  );
}

/**
 * One order: items with extras and notes, totals, address or pickup, window and the status timeline
 * (for staff, with who made each change).
 */
export function OrderDetailView({ order, showActors = false }: { order: OrderDetail; showActors?: boolean }) {
  const money = useMoney();
  const format = useWeightFormat();
  const { t, i18n } = useTranslation('orders');
  const extraText = useExtraText();
  const lang = i18n.language;
  return (
    <div className="grid gap-6 print:hidden lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        <section className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60">
          <h2 className="text-xl text-ink">{t('detail.items')}</h2>
          <ul className="mt-4 divide-y divide-line/70">
            {order.items.map((item) => (
              <li key={item.id} className="flex gap-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">
                    {t('detail.quantity', { count: item.quantity })}{' '}
                    {localized(item.productName, item.productNameEn, lang)}
                    {item.variationName && <span className="text-ink-soft"> — {item.variationName}</span>}
                  </p>
                  {item.weightKg !== null && item.estimateGrams === null && (
                    <p className="text-xs text-muted">{format.weight(item.weightKg * item.quantity)}</p>
                  )}
                  <ItemWeighing item={item} />
                  <CutsText cuts={item.cuts} prices={false} />
                  {item.extras.map((e) => (
                    <p key={e.name} className="text-sm text-ink-soft">
                      + {extraText(e)} ({money(e.totalCents)})
                    </p>
                  ))}
                  {item.notes && (
                    <p className="mt-1 text-sm text-ember">{t('detail.note', { note: item.notes })}</p>
                  )}
                </div>
                <p className="shrink-0 font-medium text-ink tabular-nums">
                  {money(item.lineTotalCents + item.extras.reduce((s, e) => s + e.totalCents, 0))}
                </p>
              </li>
            ))}
          </ul>
          <dl className="mt-4 space-y-1.5 border-t border-line pt-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-ink-soft">{t('detail.subtotal')}</dt>
              <dd className="tabular-nums">{money(order.subtotalCents)}</dd>
            </div>
            {order.discountCents > 0 && (
              <div className="flex justify-between text-leaf">
                <dt>{t('detail.discount', { code: order.couponCode ?? '' })}</dt>
                <dd className="tabular-nums">−{money(order.discountCents)}</dd>
              </div>
            )}
            {order.fulfilment === 'delivery' && (
              <div className="flex justify-between">
                <dt className="text-ink-soft">{t('detail.fee')}</dt>
                <dd className="tabular-nums">{money(order.deliveryFeeCents)}</dd>
              </div>
            )}
            {order.tax?.mode === 'added' && <TaxLines tax={order.tax} />}
            <div className="flex justify-between pt-1 text-base font-semibold text-ink">
              <dt>{t(totalLabel(order))}</dt>
              <dd className="tabular-nums" data-testid="order-total">
                {money(order.totalCents)}
              </dd>
            </div>
            {order.preorder && order.preorder.depositCents > 0 && (
              <div className="flex justify-between">
                <dt className="text-ink-soft">
                  {t('detail.deposit', {
                    name: lang === 'en' ? order.preorder.nameEn : order.preorder.namePt,
                  })}
                </dt>
                <dd className="tabular-nums">{money(order.preorder.depositCents)}</dd>
              </div>
            )}
            <WeighingTotals order={order} />
          </dl>
          {order.tax?.mode === 'included' && <TaxLines tax={order.tax} />}
          <WeighingNotice order={order} />
        </section>
      </div>
      <div className="space-y-6">
        <section className="space-y-5 rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60">
          {order.address ? (
            <Block icon={MapPin} title={t('detail.address')}>
              <p>
                {order.address.street}
                {order.address.unit ? `, ${order.address.unit}` : ''}
              </p>
              <p>
                {order.address.city}, {order.address.state} {order.address.zip}
              </p>
            </Block>
          ) : (
            <Block icon={Store} title={t('detail.pickupAddress')}>
              <p className="font-medium text-ink">{localized(order.storeName, order.storeNameEn, lang)}</p>
              {order.pickupAddress && <p>{order.pickupAddress}</p>}
            </Block>
          )}
          <Block icon={CalendarClock} title={t('detail.window')}>
            <p>
              {t('when', {
                date: formatDay(order.deliveryDate, lang),
                start: formatClock(order.windowStart, lang),
                end: formatClock(order.windowEnd, lang),
              })}
            </p>
          </Block>
          <Block icon={CreditCard} title={t('detail.paymentMethod')}>
            <p data-testid="payment-line">
              {order.paymentMethod === 'pay_on_delivery' && order.paymentStatus === 'pending'
                ? // Nothing is owed before the door: never "payment pending" as if due now (issue 38).
                  t(order.fulfilment === 'delivery' ? 'payment.atDelivery' : 'payment.atPickup')
                : `${t(`payment.${order.paymentMethod}`)} · ${t(`payment.${order.paymentStatus}`)}`}
            </p>
            {order.payment && <CardPaymentSummary payment={order.payment} orderId={order.id} />}
          </Block>
          {order.notes && (
            <Block icon={NotebookPen} title={t('detail.notes')}>
              <p className="whitespace-pre-line">{order.notes}</p>
            </Block>
          )}
        </section>
        <section className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60">
          <h2 className="text-xl text-ink">{t('detail.timeline')}</h2>
          <ol className="mt-4 space-y-4 border-l-2 border-line pl-5">
            {order.events.map((e) => (
              <li key={e.id} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full bg-brand ring-4 ring-white"
                />
                <EventBadge event={e} paymentMethod={order.paymentMethod} />
                <p className="mt-1 text-xs text-muted">
                  {formatInstant(e.at, lang)}
                  {showActors && e.actorName && ` · ${t('detail.by', { name: e.actorName })}`}
                </p>
                <WeighingEvent event={e} />
                <OrderEditEvent event={e} />
                {e.note && <p className="mt-1 text-sm text-ink-soft">{e.note}</p>}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

/**
 * The bold total's name: an order with lines sold by weight has an estimated total until the shop
 * weighs it, then a final one (issue 20); the others simply have a total.
 */
function totalLabel(order: OrderDetail) {
  if (!order.weighing) return 'detail.total' as const;
  return order.weighing.weighedAt ? ('weighing.finalTotal' as const) : ('weighing.estimatedTotal' as const);
}
