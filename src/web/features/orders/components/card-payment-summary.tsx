import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '@/shared/payments/states';
import { wasCaptured } from '@/shared/payments/states';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { useMoney } from '@/web/lib/money';
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
  const hold = money(payment.holdCents);
  const refunds = payment.events.filter((e) => e.movement === 'refund');
  const card = payment.cardLast4
    ? t('card', { brand: brandName(payment.cardBrand), last4: payment.cardLast4 })
    : null;
  return (
    <div className="mt-2 space-y-1.5" data-testid="card-payment">
      <p className="font-medium text-ink">
        {t(`state.${payment.state}`)}
        {card && <span className="font-normal text-ink-soft"> · {card}</span>}
      </p>
      {payment.state === 'authorized' && <p>{t('held', { hold })}</p>}
      {(payment.state === 'awaiting_payment' || payment.state === 'failed') && <p>{t('awaiting')}</p>}
      {payment.state === 'card_saved' && payment.holdDueAt && (
        <p>
          {t('savedLater', {
            hold,
            day: new Date(payment.holdDueAt).toLocaleDateString(i18n.language, {
              day: 'numeric',
              month: 'short',
            }),
          })}
        </p>
      )}
      {payment.state === 'awaiting_customer' && (
        <>
          <p className="text-ink">{t('waitsForYou', { hold })}</p>
          {orderId && <PayNow orderId={orderId} />}
        </>
      )}
      {wasCaptured(payment.state) && (
        <>
          <p className="text-ink" data-testid="card-charged">
            {t('charged', { charged: money(payment.capturedCents), hold })}
          </p>
          {payment.releasedCents > 0 && (
            <p className="text-xs text-muted">
              {t('releasedBack', { released: money(payment.releasedCents) })}
            </p>
          )}
        </>
      )}
      {payment.state === 'canceled' && <p>{t('canceled', { hold })}</p>}
      {refunds.length > 0 && (
        <div className="pt-1">
          <p className="font-medium text-ink">
            {t('refundedTotal', { amount: money(payment.refundedCents) })}
          </p>
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
  const text = wasCaptured(payment.state)
    ? t('charged', { charged: money(payment.capturedCents), hold })
    : payment.state === 'authorized'
      ? t('heldShort', { hold })
      : t(`state.${payment.state}`);
  return (
    <p className="mt-0.5 text-xs text-ink-soft" data-testid="my-order-card">
      {text}
      {payment.refundedCents > 0 && ` · ${t('refundedTotal', { amount: money(payment.refundedCents) })}`}
    </p>
  );
}
