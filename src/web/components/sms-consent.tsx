import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/web/components/ui/checkbox';
import { useSettings } from '@/web/lib/settings';

/** The countries whose numbers get SMS (+1, decision 077): the box shows only beside one of them. */
export const SMS_COUNTRIES: readonly string[] = ['US', 'CA'];

/**
 * The SMS consent checkbox (TCPA, decision 077), unchecked until the customer ticks it, worded
 * the same at sign-up and checkout (its text's version, SMS_CONSENT_VERSION, is kept with the
 * consent). Consent is never a condition of the purchase or the account.
 */
export function SmsConsent({
  id,
  ...props
}: { id: string } & Omit<React.ComponentProps<'input'>, 'type' | 'id'>) {
  const { t } = useTranslation('common');
  const { data: settings } = useSettings();
  const brand = settings?.brandName || 'Brazil Prime';
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-parchment/60 p-3 ring-1 ring-line/60">
      <Checkbox id={id} className="mt-1 size-5 rounded border-line" {...props} />
      <label htmlFor={id} className="text-sm leading-relaxed text-ink-soft">
        <span className="font-semibold text-ink">{t('smsConsent.title')}</span>{' '}
        {t('smsConsent.text', { brand })}
      </label>
    </div>
  );
}
