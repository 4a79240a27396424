import { useTranslation } from 'react-i18next';
import type { CheckoutQuote } from '../../../../shared/orders/types';
import { cn } from '../../../lib/cn';
import type { CheckoutForm, FieldErrors } from '../lib/checkout-form';
import { formatDay } from '../lib/format';
import { Section } from './checkout-field';
import '../i18n';

type Props = {
  form: CheckoutForm;
  errors: FieldErrors;
  windows: CheckoutQuote['windows'];
  choose: (date: string, windowId: string) => void;
};

const chip =
  'relative cursor-pointer rounded-2xl px-4 py-3 text-left ring-1 ring-line transition-colors has-[:checked]:bg-brand has-[:checked]:text-white has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 hover:bg-parchment has-[:checked]:hover:bg-brand';

/** The open, not-full days and their windows (the server lists only those, and checks again on submit). */
export function WindowPicker({ form, errors, windows, choose }: Props) {
  const { t, i18n } = useTranslation('checkout');
  const dates = [...new Set(windows.map((w) => w.date))];
  const date = dates.includes(form.date) ? form.date : '';
  const ofDate = windows.filter((w) => w.date === date);
  return (
    <Section legend={t('window.legend')}>
      {dates.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('window.none')}</p>
      ) : (
        <div className="space-y-5">
          <fieldset className="min-w-0">
            <legend className="text-sm font-medium text-ink">{t('window.date')}</legend>
            <div className="mt-2 flex gap-2 overflow-x-auto pb-1">
              {dates.map((d) => (
                <label key={d} className={cn(chip, 'shrink-0 text-sm')}>
                  <input
                    type="radio"
                    name="date"
                    value={d}
                    checked={date === d}
                    onChange={() => choose(d, '')}
                    className="sr-only"
                  />
                  <span className="block font-semibold first-letter:uppercase">
                    {formatDay(d, i18n.language, 'short')}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {date && (
            <fieldset className="min-w-0">
              <legend className="sr-only">{formatDay(date, i18n.language)}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {ofDate.map((w) => (
                  <label key={w.windowId} className={chip}>
                    <input
                      type="radio"
                      name="windowId"
                      value={w.windowId}
                      checked={form.windowId === w.windowId}
                      onChange={() => choose(date, w.windowId)}
                      className="sr-only"
                    />
                    <span className="block font-semibold tabular-nums">
                      {w.start}–{w.end}
                    </span>
                    <span className="block text-xs opacity-80">
                      {t('window.left', { count: w.remaining })}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </div>
      )}
      {(errors.windowId ?? errors.date) && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {errors.windowId ?? errors.date}
        </p>
      )}
    </Section>
  );
}
