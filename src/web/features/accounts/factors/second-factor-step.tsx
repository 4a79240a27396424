import '../factors-i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionPayload } from '@/shared/accounts/profile';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { localiseError } from '@/web/lib/validation-messages';
import { useSignedIn, verifySecondFactor } from '../api/factors';

/**
 * The sign-in's second step (decision 089): the app's 6-digit code, or a recovery code, and
 * "trust this device for 30 days".
 */
export function SecondFactorStep({
  onSignedIn,
  onBack,
}: {
  onSignedIn: (session: SessionPayload) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation(['factors', 'auth']);
  const signedIn = useSignedIn();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await verifySecondFactor({ kind, code, trustDevice });
      signedIn(session);
      onSignedIn(session);
    } catch (failure) {
      setError(localiseError(failure, i18n.language, t('auth:genericError')));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <div>
        <h2 className="text-xl text-ink">{t('step.title')}</h2>
        <p className="mt-1 text-sm text-ink-soft">{t('step.lead')}</p>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      <label className="block space-y-1.5 text-sm font-medium text-ink">
        <span>{kind === 'totp' ? t('step.code') : t('step.backup')}</span>
        <Input
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          maxLength={kind === 'totp' ? 7 : 32}
          autoFocus
        />
      </label>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-4 accent-brand"
          checked={trustDevice}
          onChange={(e) => setTrust(e.target.checked)}
        />
        {t('step.trust')}
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={busy || code.trim() === ''}>
        {t('step.submit')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand underline-offset-4 hover:underline"
          onClick={() => {
            setKind(kind === 'totp' ? 'backup' : 'totp');
            setCode('');
          }}
        >
          {kind === 'totp' ? t('step.useBackup') : t('step.useApp')}
        </button>
        <button type="button" className="text-ink-soft underline-offset-4 hover:underline" onClick={onBack}>
          {t('step.back')}
        </button>
      </div>
    </form>
  );
}
