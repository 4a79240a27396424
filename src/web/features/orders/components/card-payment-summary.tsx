import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paidOverIntents } from '@/shared/payments/deposit';
import { cardMinimumCents } from '@/shared/payments/minimum';
import type { PaymentView } from '@/shared/payments/states';
import { unchargedOf, wasCaptured } from '@/shared/payments/states';
import { formatShopDate } from '@/shared/shop-time';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { useMoney, useShopCurrency } from '@/web/lib/money';
import { useServerMessages } from '@/web/lib/validation-messages';
import { openPayLink } from '../api/card-payment';
import '../i18n';

/**
 * A card order's money as the customer reads it (issue 36, decision 081): the hold, then "Cobrado
 * US$ 52,14 · reserva de US$ 60,00 liberada" with what went back to the card, and the refunds.
 */
export function CardPaymentSummary({ payment, orderId }: { payment: PaymentView; orderId?: string }) {
  const { t, i18n } = useTranslation('cardPayments');
  const money = useMoney();
  const currency = useShopCurrency();
  const hold = money(payment.holdCents);
  // Released after weighing with nothing charged (decision 112): 0, or below the card's minimum.
  const uncharged = unchargedOf(payment);
  const refunds = payment.events.filter((e) => e.movement === 'refund' || e.movement === 'deposit_refund');
  const refunded = paidOverIntents(payment).refundedCents;
  // A pre-order's deposit (decision 105): charged at checkout on its own intent, the rest later.
  const deposit = payment.deposit?.chargedCents ?? 0;
  // Settled by the deposit alone (decision 107): nothing captured from the rest.
  const covered = deposit > 0 && payment.capturedCents === 0;
  // The hold's day on the shop's clock (decision 102), not the browser's.
  const day = (at: string) => formatShopDate(at, i18n.language, { day: 'numeric', month: 'short' });
  const card = payment.cardLast4
    ? t('card', { brand: brandName(payment.cardBrand), last4: payment.cardLast4 })
    : null;
  return (
    <div className="mt-2 space-y-1.5" data-testid="card-payment">
      <p className="font-medium text-ink">
        {t(`state.${payment.state}`)}
        {card && <span className="font-normal text-ink-soft"> · {card}</span>}
      </p>
      {deposit > 0 && (
        <p className="text-ink" data-testid="card-deposit">
          {t('deposit.charged', { amount: money(deposit) })}
        </p>
      )}
      {payment.state === 'authorized' && <p>{t('held', { hold })}</p>}
      {(payment.state === 'awaiting_payment' || payment.state === 'failed') && <p>{t('awaiting')}</p>}
      {payment.state === 'card_saved' && payment.holdDueAt && (
        <p>{t(deposit > 0 ? 'deposit.savedLater' : 'savedLater', { hold, day: day(payment.holdDueAt) })}</p>
      )}
      {payment.state === 'awaiting_customer' && (
        <>
          <p className="text-ink">{t('waitsForYou', { hold })}</p>
          {orderId && <PayNow orderId={orderId} />}
        </>
      )}
      {wasCaptured(payment.state) && covered && (
        <>
          <p className="font-medium text-ink" data-testid="card-deposit-total">
            {t('deposit.covered')}
          </p>
          {payment.releasedCents > 0 && (
            <p className="text-xs text-muted">
              {t('releasedBack', { released: money(payment.releasedCents) })}
            </p>
          )}
        </>
      )}
      {wasCaptured(payment.state) && !covered && (
        <>
          <p className="text-ink" data-testid="card-charged">
            {t('charged', { charged: money(payment.capturedCents), hold })}
          </p>
          {deposit > 0 && (
            <p className="font-medium text-ink" data-testid="card-deposit-total">
              {t('deposit.total', {
                deposit: money(deposit),
                rest: money(payment.capturedCents),
                total: money(deposit + payment.capturedCents),
              })}
            </p>
          )}
          {payment.releasedCents > 0 && (
            <p className="text-xs text-muted">
              {t('releasedBack', { released: money(payment.releasedCents) })}
            </p>
          )}
        </>
      )}
      {uncharged !== null && (
        <>
          <p className="font-medium text-ink" data-testid="card-uncharged">
            {t('uncharged', { hold })}
          </p>
          {uncharged > 0 && (
            <p className="text-xs text-muted">
              {t('belowMinimum', { amount: money(uncharged), minimum: money(cardMinimumCents(currency)) })}
            </p>
          )}
        </>
      )}
      {payment.state === 'canceled' &&
        uncharged === null &&
        (deposit === 0 || payment.events.some((e) => e.movement === 'hold')) && (
          <p>{t('canceled', { hold })}</p>
        )}
      {refunds.length > 0 && (
        <div className="pt-1">
          <p className="font-medium text-ink">{t('refundedTotal', { amount: money(refunded) })}</p>
          <ul className="mt-1 space-y-0.5">
            {refunds.map((r) => (
              <li key={`${r.at}-${r.amountCents}`}>
                {t('refundLine', { amount: money(r.amountCents), reason: r.reason ?? '' })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Her page to pay an order whose saved card's hold failed: a new Stripe page (decision 101). */
function PayNow({ orderId }: { orderId: string }) {
  const { t } = useTranslation('cardPayments');
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const server = useServerMessages();
  return (
    <div className="pt-1">
      <Button
        type="button"
        disabled={opening}
        data-testid="pay-now"
        onClick={async () => {
          setOpening(true);
          setError(null);
          try {
            const { payment } = await openPayLink(orderId);
            window.location.assign(payment.url);
          } catch (failure) {
            setError(server.error(failure, t('payNow')));
            setOpening(false);
          }
        }}
      >
        {opening ? t('payOpening') : t('payNow')}
      </Button>
      {error && <FormAlert className="mt-2">{error}</FormAlert>}
    </div>
  );
}

/** "visa" → "Visa" (Stripe names brands in lower case). */
export const brandName = (brand: string | null) =>
  brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';

/** One line on the customer's list: the hold while it waits, then charged and released. */
export function CardPaymentLine({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('cardPayments');
  const money = useMoney();
  const hold = money(payment.holdCents);
  const deposit = payment.deposit?.chargedCents ?? 0;
  const refunded = paidOverIntents(payment).refundedCents;
  const text = wasCaptured(payment.state)
    ? deposit > 0 && payment.capturedCents === 0
      ? t('deposit.coveredShort', { amount: money(deposit) })
      : deposit > 0
        ? t('deposit.total', {
            deposit: money(deposit),
            rest: money(payment.capturedCents),
            total: money(deposit + payment.capturedCents),
          })
        : t('charged', { charged: money(payment.capturedCents), hold })
    : payment.state === 'authorized'
      ? t('heldShort', { hold })
      : deposit > 0 && payment.state === 'card_saved'
        ? t('deposit.short', { amount: money(deposit) })
        : unchargedOf(payment) !== null
          ? t('unchargedShort')
          : t(`state.${payment.state}`);
  return (
    <p className="mt-0.5 text-xs text-ink-soft" data-testid="my-order-card">
      {text}
      {refunded > 0 && ` · ${t('refundedTotal', { amount: money(refunded) })}`}
    </p>
  );
}
