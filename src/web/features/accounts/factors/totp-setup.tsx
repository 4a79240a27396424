import '../factors-i18n';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { notify } from '@/web/lib/toast';
import { localiseError } from '@/web/lib/validation-messages';
import { confirmTotp, startTotp, useFactorsChanged } from '../api/factors';

const TotpQr = lazy(() => import('./totp-qr'));

const field = 'block space-y-1.5 text-sm font-medium text-ink';

/** Turning the authenticator app on: the password, then the QR code, the key, the backup codes and the first code. */
export function TotpSetup({ onDone }: { onDone?: () => void }) {
  const { t, i18n } = useTranslation(['factors', 'auth']);
  const changed = useFactorsChanged();
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<{ totpURI: string; secret: string; backupCodes: string[] } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (failure: unknown) => {
    setError(localiseError(failure, i18n.language, t('auth:genericError')));
    setBusy(false);
  };
  const begin = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSetup(await startTotp(password));
      setBusy(false);
    } catch (failure) {
      fail(failure);
    }
  };
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await confirmTotp(code);
      notify('success', t('totp.enabled'));
      await changed();
      onDone?.();
    } catch (failure) {
      fail(failure);
    }
  };

  if (!setup) {
    return (
      <form onSubmit={begin} className="space-y-4" noValidate>
        {error && <FormAlert>{error}</FormAlert>}
        <label className={field}>
          <span>{t('totp.password')}</span>
          <Input
            type="password"
            name="factor-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <Button type="submit" disabled={busy || password === ''}>
          {t('totp.continue')}
        </Button>
      </form>
    );
  }
  return (
    <form onSubmit={confirm} className="space-y-5" noValidate>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="space-y-3">
        <p className="text-sm text-ink">{t('totp.scan')}</p>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <Suspense fallback={<div className="size-[200px] rounded-lg bg-line/40" />}>
            <TotpQr uri={setup.totpURI} alt={t('totp.qrAlt')} />
          </Suspense>
          <div className="min-w-0 space-y-1">
            <p className="text-sm font-medium text-ink">{t('totp.secret')}</p>
            <code
              data-testid="totp-secret"
              className="block rounded-lg bg-cream px-3 py-2 font-mono text-sm break-all text-ink"
            >
              {setup.secret}
            </code>
          </div>
        </div>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium text-ink">{t('totp.backupTitle')}</p>
        <p className="text-sm text-ink-soft">{t('totp.backupHint')}</p>
        <ul className="grid grid-cols-2 gap-2 font-mono text-sm text-ink" aria-label={t('totp.backupTitle')}>
          {setup.backupCodes.map((c) => (
            <li key={c} className="rounded-md bg-cream px-2 py-1 text-center">
              {c}
            </li>
          ))}
        </ul>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(setup.backupCodes.join('\n'));
            notify('success', t('totp.copied'));
          }}
        >
          {t('totp.copy')}
        </Button>
      </div>
      <label className={field}>
        <span>{t('totp.code')}</span>
        <Input
          name="totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      <Button type="submit" disabled={busy || code.trim() === ''}>
        {t('totp.confirm')}
      </Button>
    </form>
  );
}
