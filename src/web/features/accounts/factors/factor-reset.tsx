import '../factors-i18n';
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { notify } from '@/web/lib/toast';
import { localiseError } from '@/web/lib/validation-messages';
import { useResetFactors } from '../api/factors';

/**
 * A super_admin resets another staff member's second factor when they lost their phone (decision
 * 089): asked once more; the server audits it and e-mails the person.
 */
export function FactorReset({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation(['factors', 'auth']);
  const reset = useResetFactors();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    try {
      const answer = await reset.mutateAsync(profileId);
      notify('success', answer.message);
      setConfirming(false);
    } catch (failure) {
      setError(localiseError(failure, i18n.language, t('auth:genericError')));
    }
  };

  return (
    <section className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60">
      <h2 className="text-lg text-ink">{t('reset.title')}</h2>
      {error && <FormAlert>{error}</FormAlert>}
      {confirming ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-ink-soft">{t('reset.confirm')}</p>
          <div className="flex gap-2">
            <Button onClick={run} disabled={reset.isPending}>
              {t('reset.yes')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('step.back')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" className="mt-3" onClick={() => setConfirming(true)}>
          <ShieldOff aria-hidden="true" />
          {t('reset.button')}
        </Button>
      )}
    </section>
  );
}
