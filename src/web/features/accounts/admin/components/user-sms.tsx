import { useTranslation } from 'react-i18next';
import type { SmsConsentView } from '@/shared/sms/rules';
import { formatWhen } from '@/web/lib/format-when';
import '@/web/features/accounts/sms-i18n';

/**
 * The customer's SMS consent on the admin user screen (decision 083): when she consented and where
 * (sign-up, checkout, her dashboard), or that she did not or withdrew it, and whether her number
 * replied STOP — in which case no SMS reaches it whatever the consent says.
 */
export function UserSms({ sms }: { sms: SmsConsentView | null }) {
  const { t, i18n } = useTranslation('smsConsent');
  const when = (iso: string) => formatWhen(iso, i18n.language);
  const lines: string[] = [];
  if (!sms?.phone) lines.push(t('admin.noUsPhone'));
  else if (sms.consent) {
    lines.push(t('admin.consented', { when: when(sms.consent.at) }));
    lines.push(t('admin.channel', { source: t(`admin.sources.${sms.consent.source}`) }));
  } else {
    lines.push(t('admin.notConsented'));
    if (sms.withdrawnAt) lines.push(t('admin.withdrawn', { when: when(sms.withdrawnAt) }));
  }
  return (
    <div className="min-w-0 sm:col-span-2" data-user-sms>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t('admin.title')}</dt>
      <dd className="mt-1 space-y-0.5 break-words text-ink">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {sms?.optedOut && (
          <p className="font-semibold text-ember-dark">
            {t(sms.optedOut.source === 'stop_reply' ? 'admin.optedOut' : 'admin.providerRefused', {
              when: when(sms.optedOut.at),
            })}
          </p>
        )}
      </dd>
    </div>
  );
}
