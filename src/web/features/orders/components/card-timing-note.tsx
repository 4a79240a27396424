import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localParts, zonedInstant } from '@/shared/delivery/zoned-time';
import type { CheckoutQuote } from '@/shared/orders/types';
import { cardTimingFor, HOLD_LEAD_DAYS, holdDueAt } from '@/shared/payments/later';
import { SHOP_TIME_ZONE } from '@/shared/shop-time';
import type { CheckoutForm } from '../lib/checkout-form';
import { formatDay } from '../lib/format';
import '../i18n';

/**
 * A card order whose window starts more than 6 days ahead (decision 101): the card is saved now
 * and held 2 days before, by the server's own rule (`cardTimingFor`). The window's start on the
 * shop's clock (Georgia), as the server reads it in the store's time zone.
 */
export function CardTimingNote({ windows }: { windows: CheckoutQuote['windows'] }) {
  const { t, i18n } = useTranslation('checkout');
  const form = useFormContext<CheckoutForm>();
  const method = form.watch('paymentMethod');
  const date = form.watch('date');
  const windowId = form.watch('windowId');
  const chosen = windows.find((w) => w.date === date && w.windowId === windowId);
  const now = new Date();
  const startsAt = chosen ? zonedInstant(chosen.date, chosen.start, SHOP_TIME_ZONE) : null;
  const later = method === 'card' && startsAt !== null && cardTimingFor(now, startsAt) === 'save_card';
  // The live region is always there, so the sentence is read out when a far day or the card is chosen.
  return (
    <div aria-live="polite">
      {later && startsAt && (
        <p className="rounded-2xl bg-parchment px-4 py-3 text-sm text-ink" data-testid="card-timing-note">
          {t('farWindow.card', {
            day: formatDay(localParts(holdDueAt(now, startsAt), SHOP_TIME_ZONE).date, i18n.language),
            days: HOLD_LEAD_DAYS,
          })}
        </p>
      )}
    </div>
  );
}
