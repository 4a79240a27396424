import { CreditCard } from 'lucide-react';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MANUAL_PAYMENT_METHODS, type PaymentMethod } from '@/shared/orders/schemas';
import { cardHoldAccepted, cardMinimumCents, laterHoldCents } from '@/shared/payments/minimum';
import { useFieldError } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { RadioCard, RadioGroup } from '@/web/components/ui/radio-group';
import { useMoney, useShopCurrency } from '@/web/lib/money';
import { useSettings } from '@/web/lib/settings';
import type { CheckoutForm } from '../lib/checkout-form';
import '@/web/features/orders/i18n';

type Props = {
  /** Stripe is configured (decision 081): only then is the card offered. */
  cardAvailable: boolean;
  /** The card hold for this basket (the shared `checkoutHoldCents`, the server's rule). */
  holdCents: number | null;
  /** A pre-order's deposit (decision 105): charged now by card, the rest held 2 days before. */
  depositCents?: number | null;
};

/**
 * How to pay (DESIGN §4): the manual methods (on delivery or pickup, transfer confirmed by staff)
 * and, when the shop takes cards, the card on Stripe's hosted page: the estimate is held and the
 * final weight charged (decisions 078, 081).
 */
export function PaymentSection({ cardAvailable, holdCents, depositCents = null }: Props) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const form = useFormContext<CheckoutForm>();
  const error = useFieldError('paymentMethod');
  const chosen = form.watch('paymentMethod');
  // The manual methods the shop offers (a setting, decision 082), the card first when it takes cards.
  const offered = useSettings().data?.manualPaymentMethods;
  const manual = MANUAL_PAYMENT_METHODS.filter((m) => offered?.includes(m) ?? true);
  // Stripe refuses a charge below its minimum (decision 112): a smaller hold is not offered the card.
  const currency = useShopCurrency();
  const tooSmall =
    cardAvailable &&
    holdCents !== null &&
    (!cardHoldAccepted(holdCents, currency) || (!!depositCents && !cardHoldAccepted(depositCents, currency)));
  const fallback = manual[0] ?? 'pay_on_delivery';
  const methods: readonly PaymentMethod[] = cardAvailable && !tooSmall ? ['card', ...manual] : manual;
  // The rest is held 2 days before; a rest the card cannot take is covered by the deposit (decision 115).
  const depositNote = (deposit: number, hold: number) => {
    const rest = laterHoldCents(hold, deposit, currency);
    return rest > 0
      ? t('payment.depositNote', { deposit: money(deposit), rest: money(rest) })
      : t('payment.depositOnlyNote', { deposit: money(deposit) });
  };
  useEffect(() => {
    if (tooSmall && chosen === 'card') form.setValue('paymentMethod', fallback);
  }, [tooSmall, chosen, form, fallback]);
  return (
    <FormSection legend={t('payment.legend')}>
      <RadioGroup error={error}>
        <div className="grid gap-3 sm:grid-cols-2">
          {methods.map((method) => (
            <RadioCard
              key={method}
              value={method}
              inputClassName="mt-1 size-4 accent-brand"
              className={method === 'card' ? 'sm:col-span-2' : undefined}
              {...form.register('paymentMethod')}
            >
              <span className="min-w-0">
                <span className="flex items-center gap-2 font-semibold text-ink">
                  {method === 'card' && <CreditCard aria-hidden="true" className="size-4 text-brand" />}
                  {t(`payment.${method}`)}
                </span>
                <span className="block text-sm text-ink-soft">{t(`payment.${method}Hint`)}</span>
                {method === 'card' && holdCents !== null && (
                  <span
                    className={
                      chosen === 'card'
                        ? 'mt-2 block rounded-xl bg-parchment/70 px-3 py-2 text-sm text-ink'
                        : 'mt-1 block text-xs text-muted'
                    }
                    data-testid="card-hold-note"
                  >
                    {depositCents
                      ? depositNote(depositCents, holdCents)
                      : t('payment.holdNote', { hold: money(holdCents) })}
                  </span>
                )}
              </span>
            </RadioCard>
          ))}
        </div>
      </RadioGroup>
      {tooSmall && (
        <p className="mt-3 text-sm text-ink-soft" data-testid="card-below-minimum">
          {t('payment.cardBelowMinimum', { minimum: money(cardMinimumCents(currency)) })}
        </p>
      )}
    </FormSection>
  );
}
