import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/shared/orders/types';
import { depositKeptCents, paidOverIntents } from '@/shared/payments/deposit';
import { cardMinimumCents, settleCard } from '@/shared/payments/minimum';
import { refundableCents } from '@/shared/payments/rules';
import { failureMessageKey, wasCaptured } from '@/shared/payments/states';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { useMoney, useShopCurrency } from '@/web/lib/money';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useCapturePayment } from '../api/staff-payments';
import { brandName } from '../components/card-payment-summary';
import { formatInstant } from '../lib/format';
import { RefundDialog } from './refund-dialog';
import '@/web/features/orders/i18n';

/** Every line sold by weight has its scale weight (the server refuses the capture otherwise). */
export const allWeighed = (order: OrderDetail) =>
  order.items.every((item) => item.estimateGrams === null || item.finalGrams !== null);

/**
 * The order desk's payment panel for a card order (issue 36, decision 081): method and card, held,
 * captured, released and refunded, each movement; "Capturar" once every weighed line is weighed
 * (it charges exactly the final total, at most the hold); refunds through their dialog.
 */
export function PaymentPanel({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('cardPayments');
  const money = useMoney();
  const server = useServerMessages();
  const capture = useCapturePayment();
  const currency = useShopCurrency();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const payment = order.payment;
  if (!payment) return null;
  const weighed = allWeighed(order);
  // A pre-order's deposit (decision 105) is charged already: the capture takes the rest, or the
  // deposit covers the final total and its excess goes back (decision 107, never a capture of 0).
  const kept = depositKeptCents(payment.deposit);
  // Nothing the card can be charged (0, or below Stripe's minimum): the hold goes back (decision 112).
  const settle = settleCard(order.totalCents, kept, payment.holdCents, currency);
  const byDeposit = settle.kind === 'deposit_covers' && kept > 0;
  const minimum = money(cardMinimumCents(currency));
  const canCapture =
    payment.state === 'authorized' || (payment.state === 'card_saved' && payment.holdCents === 0 && kept > 0);
  const captureLabel =
    settle.kind === 'capture'
      ? t('panel.capture', { amount: money(settle.captureCents) })
      : byDeposit
        ? settle.refundDepositCents > 0
          ? t('panel.settleByDeposit', { amount: money(settle.refundDepositCents) })
          : t('panel.settleByDepositExact')
        : t('panel.release');
  const charged = wasCaptured(payment.state);
  const paid = paidOverIntents(payment);
  const left = refundableCents(paid.capturedCents, paid.refundedCents);
  const figures = [
    ...(payment.deposit?.askedCents ? [['deposit', payment.deposit.chargedCents] as const] : []),
    ['held', payment.holdCents],
    ['captured', payment.capturedCents],
    ['released', payment.releasedCents],
    ['refunded', paid.refundedCents],
  ] as const;

  const onCapture = () => {
    setNotice(null);
    capture.mutate(
      { id: order.id },
      {
        onSuccess: () =>
          setNotice({
            kind: 'success',
            text: t(settle.kind === 'release' ? 'panel.released_ok' : 'panel.captured_ok'),
          }),
        onError: (error) => setNotice({ kind: 'error', text: server.error(error, t('panel.title')) }),
      },
    );
  };

  return (
    <section
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60 print:hidden"
      aria-labelledby="payment-panel-title"
      data-testid="payment-panel"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="payment-panel-title" className="flex items-center gap-2 text-xl text-ink">
            <CreditCard aria-hidden="true" className="size-5 text-brand" />
            {t('panel.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            {t('panel.methodCard')}
            {payment.cardLast4 &&
              ` · ${t('card', { brand: brandName(payment.cardBrand), last4: payment.cardLast4 })}`}{' '}
            · <span className="font-medium text-ink">{t(`state.${payment.state}`)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canCapture && (
            <Button size="sm" onClick={onCapture} disabled={!weighed || capture.isPending}>
              {captureLabel}
            </Button>
          )}
          {charged && (
            <RefundDialog
              orderId={order.id}
              payment={payment}
              onDone={(text) => setNotice({ kind: 'success', text })}
            />
          )}
        </div>
      </div>
      {canCapture && (
        <p className="mt-2 text-sm text-muted">
          {!weighed
            ? t('panel.notWeighed')
            : byDeposit
              ? t('panel.settleHint')
              : settle.kind === 'release'
                ? settle.belowMinimum
                  ? t('panel.releaseBelowMinimum', { amount: money(settle.unchargedCents), minimum })
                  : t('panel.releaseHint')
                : t('panel.captureHint')}
        </p>
      )}
      {charged && left > 0 && (
        <p className="mt-2 text-sm text-muted">{t('panel.refundable', { amount: money(left) })}</p>
      )}
      {notice && (
        <FormAlert kind={notice.kind} className="mt-4">
          {notice.text}
        </FormAlert>
      )}
      <dl
        className={`mt-5 grid grid-cols-2 gap-3 ${figures.length > 4 ? 'sm:grid-cols-5' : 'sm:grid-cols-4'}`}
      >
        {figures.map(([key, cents]) => (
          <div key={key} className="rounded-2xl bg-parchment/60 px-4 py-3">
            <dt className="text-xs font-medium tracking-wide text-muted uppercase">{t(`panel.${key}`)}</dt>
            <dd className="mt-1 text-lg font-semibold text-ink tabular-nums" data-testid={`payment-${key}`}>
              {money(cents)}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-ink">{t('panel.events')}</h3>
      {payment.events.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('panel.noEvents')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line/70 text-sm">
          {payment.events.map((e) => (
            <li
              key={`${e.movement}-${e.at}-${e.amountCents}`}
              className="flex flex-wrap gap-x-4 gap-y-1 py-2"
            >
              <span className="w-24 font-medium text-ink">{t(`movement.${e.movement}`)}</span>
              <span className="w-24 tabular-nums">{money(e.amountCents)}</span>
              <span className="text-muted">{formatInstant(e.at, i18n.language)}</span>
              {e.movement === 'failure' ? (
                <span className="basis-full text-ink-soft" data-testid="payment-failure">
                  {server.message(failureMessageKey(e.reason))}
                  {e.reason && <code className="ml-2 text-xs text-muted">{e.reason}</code>}
                </span>
              ) : (
                e.reason && <span className="basis-full text-ink-soft">{e.reason}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
