import { useTranslation } from 'react-i18next';
import { amountToCollect } from '@/shared/orders/day-plan';
import type { OrderDetail } from '@/shared/orders/types';
import { wasCaptured } from '@/shared/payments/states';
import { useMoney } from '@/web/lib/money';
import { brandName } from '../components/card-payment-summary';
import '../i18n';

/**
 * Decision 119: below the slip's lines, every figure between them and the total — subtotal, the
 * coupon's discount, the delivery fee, the tax when added — so that they add up to the total on
 * paper (the counter once read 294,56 in lines above a 273,10 total). Tax included in the prices
 * is said under the total, never added again.
 */
export function PackingSlipTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['admin', 'orders']);
  const money = useMoney();
  const row = 'flex justify-between gap-4';
  const added = order.tax?.addedCents ?? 0;
  return (
    <dl className="mt-3 ml-auto max-w-sm space-y-0.5 tabular-nums">
      <div className={row} data-testid="slip-subtotal">
        <dt>{t('orders:detail.subtotal')}</dt>
        <dd>{money(order.subtotalCents)}</dd>
      </div>
      {order.discountCents > 0 && (
        <div className={row} data-testid="slip-discount">
          <dt>{t('orders:detail.discount', { code: order.couponCode ?? '' })}</dt>
          <dd>−{money(order.discountCents)}</dd>
        </div>
      )}
      {order.fulfilment === 'delivery' && (
        <div className={row} data-testid="slip-fee">
          <dt>{t('orders:detail.fee')}</dt>
          <dd>{money(order.deliveryFeeCents)}</dd>
        </div>
      )}
      {added > 0 && (
        <div className={row} data-testid="slip-tax">
          <dt>{t('slip.tax')}</dt>
          <dd>{money(added)}</dd>
        </div>
      )}
      <div className={`${row} border-t border-black pt-1 text-lg font-bold`} data-testid="slip-total">
        <dt>{t(totalLabel(order))}</dt>
        <dd>{money(order.totalCents)}</dd>
      </div>
      {order.tax?.mode === 'included' && order.taxCents > 0 && (
        <div className={`${row} text-sm`} data-testid="slip-tax-included">
          <dt>{t('slip.taxIncluded')}</dt>
          <dd>{money(order.taxCents)}</dd>
        </div>
      )}
    </dl>
  );
}

/** An order sold by weight has an estimated total until it is weighed (issue 20). */
function totalLabel(order: OrderDetail) {
  if (!order.weighing) return 'slip.total' as const;
  return order.weighing.weighedAt
    ? ('orders:weighing.finalTotal' as const)
    : ('orders:weighing.estimatedTotal' as const);
}

/**
 * How the order is paid, as the counter and the courier need it (decision 119): the method and
 * whether it is paid, then the one figure that matters at the door — the amount to collect (pay on
 * delivery, the same rule as the route sheet), a transfer's balance left by the weighing, or what
 * the card holds or was charged (nothing to collect then).
 */
export function PackingSlipPayment({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['admin', 'orders', 'cardPayments']);
  const money = useMoney();
  const payment = order.payment;
  const method = t(`orders:payment.${order.paymentMethod}`);
  let state: string;
  let figure: string | null = null;
  if (order.paymentMethod === 'card' && payment) {
    const card = payment.cardLast4
      ? ` · ${t('cardPayments:card', { brand: brandName(payment.cardBrand), last4: payment.cardLast4 })}`
      : '';
    state = `${card} · ${t(`cardPayments:state.${payment.state}`)}`;
    const deposit = payment.deposit?.chargedCents ?? 0;
    if (wasCaptured(payment.state))
      figure = t('slip.cardCharged', { amount: money(payment.capturedCents + deposit) });
    else if (payment.state === 'authorized')
      figure = t('slip.cardHeld', { hold: money(payment.holdCents), total: money(order.totalCents) });
    else if (payment.state !== 'canceled' && payment.state !== 'expired')
      figure = t('slip.cardToCharge', { amount: money(order.totalCents - deposit) });
  } else {
    state = ` · ${t(order.paymentStatus === 'confirmed' ? 'slip.paid' : 'slip.unpaid')}`;
    const collect = amountToCollect(order);
    const difference = order.weighing?.settledAt ? null : (order.weighing?.differenceCents ?? null);
    if (collect > 0) figure = t('slip.collect', { amount: money(collect) });
    else if (difference)
      figure = t(difference > 0 ? 'slip.balanceDue' : 'slip.refundDue', {
        amount: money(Math.abs(difference)),
      });
    else if (order.paymentStatus === 'confirmed') figure = t('slip.nothingToCollect');
    else figure = t('slip.transferPending', { amount: money(order.totalCents) });
  }
  return (
    <section className="mt-3 border-2 border-black px-3 py-2" data-testid="slip-payment">
      <h2 className="font-semibold">
        {t('slip.payment')}: {method}
        {state}
      </h2>
      {figure && (
        <p className="text-lg font-bold tabular-nums" data-testid="slip-collect">
          {figure}
        </p>
      )}
    </section>
  );
}
