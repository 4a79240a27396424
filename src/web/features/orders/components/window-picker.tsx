import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatWindowTimes } from '@/shared/delivery/window-time';
import type { CheckoutQuote } from '@/shared/orders/types';
import { useFieldError } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { RadioCard, RadioGroup } from '@/web/components/ui/radio-group';
import { formatDay, formatDayChip } from '@/web/features/orders/lib/format';
import { useMoney } from '@/web/lib/money';
import type { CheckoutForm } from '../lib/checkout-form';
import '@/web/features/orders/i18n';

/** The open, not-full days and their windows (the server lists only those, and checks again on submit). */
export function WindowPicker({
  windows,
  preorder,
}: {
  windows: CheckoutQuote['windows'];
  /** A pre-order's campaign (issue 41): only its days are offered; its deposit is stated. */
  preorder?: CheckoutQuote['preorder'];
}) {
  const { t, i18n } = useTranslation('checkout');
  const money = useMoney();
  const form = useFormContext<CheckoutForm>();
  const chosenDate = form.watch('date');
  const windowError = useFieldError('windowId');
  const dateError = useFieldError('date');
  const error = windowError ?? dateError;
  const dates = [...new Set(windows.map((w) => w.date))];
  const date = dates.includes(chosenDate) ? chosenDate : '';
  const ofDate = windows.filter((w) => w.date === date);
  // Another day has other windows: the one chosen before no longer holds.
  const chooseDate = form.register('date', { onChange: () => form.setValue('windowId', '') });
  const chooseWindow = form.register('windowId');
  const campaign = preorder && (i18n.language === 'en' ? preorder.nameEn : preorder.namePt);
  // A campaign no longer taking orders offers no day: it is named, not "no free time slots".
  if (preorder?.closed)
    return (
      <FormSection legend={t('window.legend')}>
        <p role="alert" className="rounded-2xl bg-parchment px-4 py-3 text-sm text-ink">
          {t('window.preorderClosed', { name: campaign })}
        </p>
      </FormSection>
    );
  return (
    <FormSection legend={t('window.legend')}>
      {preorder && (
        <p className="mb-4 rounded-2xl bg-parchment px-4 py-3 text-sm text-ink">
          {t(
            preorder.deposit.kind === 'percent'
              ? 'window.preorderPercent'
              : preorder.deposit.kind === 'fixed'
                ? 'window.preorderFixed'
                : 'window.preorderNone',
            {
              name: campaign,
              value:
                preorder.deposit.kind === 'fixed' ? money(preorder.deposit.value) : preorder.deposit.value,
            },
          )}
        </p>
      )}
      {dates.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('window.none')}</p>
      ) : (
        <div className="space-y-5">
          <RadioGroup legend={t('window.date')}>
            {/* Every day in sight: a grid of two-line chips, not a row that hides most of them on a phone. */}
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
              {dates.map((d) => {
                const chip = formatDayChip(d, i18n.language);
                return (
                  <RadioCard
                    key={d}
                    look="chip"
                    value={d}
                    inputClassName="sr-only"
                    className="px-3 text-sm"
                    aria-label={formatDay(d, i18n.language)}
                    {...chooseDate}
                  >
                    <span className="block font-semibold first-letter:uppercase">{chip.weekday}</span>
                    <span className="block text-xs opacity-80">{chip.day}</span>
                  </RadioCard>
                );
              })}
            </div>
          </RadioGroup>
          {date && (
            <RadioGroup legend={formatDay(date, i18n.language)} legendClassName="sr-only">
              <div className="grid gap-2 sm:grid-cols-3">
                {ofDate.map((w) => (
                  <RadioCard
                    key={w.windowId}
                    look="chip"
                    value={w.windowId}
                    inputClassName="sr-only"
                    {...chooseWindow}
                  >
                    <span className="block font-semibold tabular-nums">
                      {formatWindowTimes(w.start, w.end, i18n.language)}
                    </span>
                    <span className="block text-xs opacity-80">
                      {t('window.left', { count: w.remaining })}
                    </span>
                  </RadioCard>
                ))}
              </div>
            </RadioGroup>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      )}
    </FormSection>
  );
}
