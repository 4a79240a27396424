import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatWhen } from '@/web/lib/format-when';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useIdentities, useRemoveIdentity } from '../api/google';
import { GoogleButton, GoogleOutcomeAlert } from './google-button';
import '../google-i18n';

/**
 * The profile's ways to sign in (decision 090): her password (set or not) and her Google account,
 * which she links (after signing in: her password or her e-mail proved) or unlinks — never the last
 * way in.
 */
export function IdentitiesCard({ customer }: { customer: boolean }) {
  const { t, i18n } = useTranslation('googleSignIn');
  const server = useServerMessages();
  const query = useIdentities();
  const remove = useRemoveIdentity();
  if (query.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-20 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) return <FormAlert>{server.error(query.error, t('loadError'))}</FormAlert>;
  const { hasPassword, identities } = query.data;
  const google = identities.filter((i) => i.provider === 'google');
  const onlyWay = !hasPassword && identities.length <= 1;
  return (
    <div className="space-y-4" data-identities>
      <GoogleOutcomeAlert />
      <dl className="space-y-3 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <dt className="font-semibold text-ink">{t('password')}</dt>
          <dd className="text-ink-soft">{hasPassword ? t('passwordSet') : t('passwordNotSet')}</dd>
        </div>
        {google.map((identity) => (
          <div key={identity.id} className="flex flex-wrap items-center justify-between gap-2" data-identity>
            <dt className="font-semibold text-ink">{t('google')}</dt>
            <dd className="flex flex-wrap items-center gap-3 text-ink-soft">
              {t('linkedSince', { when: formatWhen(identity.createdAt, i18n.language, false) })}
              <Button
                variant="secondary"
                size="sm"
                disabled={onlyWay || remove.isPending}
                title={onlyWay ? t('lastWayIn') : undefined}
                onClick={() =>
                  remove.mutate(identity.id, {
                    onSuccess: (answer) => notify('success', answer.message),
                    onError: (error) => notify('error', server.error(error, t('loadError'))),
                  })
                }
              >
                {remove.isPending ? t('unlinking') : t('unlink')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      {onlyWay && google.length > 0 && <p className="text-sm text-ink-soft">{t('lastWayIn')}</p>}
      {google.length === 0 && <p className="text-sm text-ink-soft">{t('none')}</p>}
      {customer && google.length === 0 && <GoogleButton mode="link" label={t('link')} />}
    </div>
  );
}
