import { useTranslation } from 'react-i18next';
import { localized } from '@/shared/catalogue/rules';
import { formatWindowTimes } from '@/shared/delivery/window-time';
import type { CheckoutQuote } from '@/shared/orders/types';
import { useMoney } from '@/web/lib/money';
import type { CheckoutForm } from './checkout-form';
import { allMissing, type Missing, type StepId, type StepState } from './checkout-steps';
import { formatDay } from './format';
import '../i18n';

/**
 * The words of the checkout's steps (decision 104): each step's one line once folded (what was
 * chosen, or what it still lacks) and the whole order's "Falta: …" for the place button.
 */
export function useStepWords(
  values: CheckoutForm,
  quote: CheckoutQuote | undefined,
  state: StepState,
  coupon: string | null,
  missingForMinimumCents: number,
) {
  const { t, i18n } = useTranslation('checkout');
  const money = useMoney();
  const language = i18n.language || 'pt-BR';
  const list = (items: string[]) =>
    new Intl.ListFormat(language.startsWith('en') ? 'en' : 'pt-BR', { type: 'conjunction' }).format(items);
  const lacking = (missing: Missing[]): string | null => {
    if (missing.length === 0) return null;
    if (missing.includes('minimum'))
      return t('address.belowMinimum', { missing: money(missingForMinimumCents) });
    return t('steps.missing', { list: list(missing.map((m) => t(`steps.lack.${m}`))) });
  };
  const slot = quote?.windows.find((w) => w.date === values.date && w.windowId === values.windowId);
  const store = quote ? localized(quote.storeName, quote.storeNameEn, language) : '';
  const done: Record<StepId, string> = {
    delivery: [
      values.fulfilment === 'delivery'
        ? [values.address.street, values.address.city].filter(Boolean).join(', ')
        : t('steps.pickupAt', { store }),
      slot
        ? `${formatDay(slot.date, language, 'short')}, ${formatWindowTimes(slot.start, slot.end, language)}`
        : '',
    ]
      .filter(Boolean)
      .join(' · '),
    contact: [values.email ?? '', values.phone, t(`payment.${values.paymentMethod}`)]
      .filter(Boolean)
      .join(' · '),
    review: [
      t('summary.items', { count: quote?.itemCount ?? 0 }),
      coupon ? t('steps.coupon', { code: coupon }) : '',
    ]
      .filter(Boolean)
      .join(' · '),
  };
  return {
    summary: (step: StepId) => lacking(state[step]) ?? done[step],
    /** The whole order's "Falta: …", or null when it can be placed. */
    missing: lacking(allMissing(state)),
  };
}
