import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '@/shared/phones/format';
import { SmsConsent } from '@/web/components/sms-consent';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatWhen } from '@/web/lib/format-when';
import { useAuth } from '@/web/lib/session/auth-context';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useChangeSmsConsent, useMySmsConsent } from '../api/sms-consent';
import '../sms-i18n';

/**
 * The profile's SMS card (decision 083): the same TCPA box as sign-up and checkout, beside the +1
 * phone of her profile; ticking gives the consent, unticking withdraws it at once. A number that
 * replied STOP says so (START lifts it, at Twilio). Without a +1 phone it says how to get one.
 */
export function SmsConsentCard() {
  const { t, i18n } = useTranslation('smsConsent');
  const server = useServerMessages();
  const { profile } = useAuth();
  const query = useMySmsConsent(profile?.phone);
  const change = useChangeSmsConsent(profile?.phone);
  const [asked, setAsked] = useState<boolean | null>(null);
  const when = (iso: string) => formatWhen(iso, i18n.language, false);
  if (query.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) return <FormAlert>{server.error(query.error, t('loadError'))}</FormAlert>;
  const sms = query.data.sms;
  if (!sms?.phone) return <p className="text-sm text-ink-soft">{t('noUsPhone')}</p>;
  const toggle = (give: boolean) => {
    setAsked(give);
    change.mutate(give, {
      onSuccess: (answer) => notify('success', answer.message),
      onError: (error) => notify('error', server.error(error, t('failed'))),
      onSettled: () => setAsked(null),
    });
  };
  return (
    <div className="space-y-3" data-sms-consent={sms.consent ? 'given' : 'none'}>
      <p className="text-sm font-semibold text-ink">{t('phone', { phone: displayPhone(sms.phone) })}</p>
      <SmsConsent
        id="profile-sms-consent"
        // While the answer is on its way the box shows what was asked (the person's click).
        checked={asked ?? sms.consent !== null}
        disabled={change.isPending}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      <p role="status" className="text-sm text-ink-soft">
        {change.isPending
          ? t('saving')
          : sms.consent
            ? t('given', { when: when(sms.consent.at), source: t(`sources.${sms.consent.source}`) })
            : sms.withdrawnAt
              ? t('withdrawn', { when: when(sms.withdrawnAt) })
              : t('none')}
      </p>
      {sms.optedOut && (
        <p className="rounded-2xl bg-ember/10 px-4 py-3 text-sm text-ember-dark">
          {t('optedOut', { when: when(sms.optedOut.at) })}
        </p>
      )}
    </div>
  );
}
