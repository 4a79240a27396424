import { formatShopDate } from '@/shared/shop-time';
import '../factors-i18n';
import { KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSKEY_NAME_MAX } from '@/shared/accounts/factor-schemas';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { notify } from '@/web/lib/toast';
import { localiseError } from '@/web/lib/validation-messages';
import { addPasskey, removePasskey, removeTotp, useFactorsChanged, useMyFactors } from '../api/factors';
import { TotpSetup } from './totp-setup';

/**
 * The account's sign-in factors (decision 089): the authenticator app (on, or set it up) and the
 * passkeys (listed, named, removable). On the profile and on the required set-up page.
 */
export function FactorsCard({ onSatisfied }: { onSatisfied?: () => void }) {
  const { t, i18n } = useTranslation(['factors', 'auth']);
  const mine = useMyFactors();
  const changed = useFactorsChanged();
  const [settingUp, setSettingUp] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      notify('success', done);
      await changed();
      onSatisfied?.();
    } catch (failure) {
      const cancelled = failure instanceof Error && failure.name === 'NotAllowedError';
      setError(
        cancelled ? t('passkeys.cancelled') : localiseError(failure, i18n.language, t('auth:genericError')),
      );
    } finally {
      setBusy(false);
    }
  };

  if (!mine.data) return <p className="text-sm text-ink-soft">{t('loading')}</p>;
  const { totp, passkeys } = mine.data;
  const dateOf = (iso: string | null) => (iso ? formatShopDate(iso, i18n.language) : '');

  return (
    <div className="space-y-8">
      {error && <FormAlert>{error}</FormAlert>}
      <section className="space-y-3" aria-labelledby="factors-totp">
        <h3 id="factors-totp" className="text-lg text-ink">
          {t('totp.title')}
        </h3>
        <p className="text-sm text-ink-soft">{totp ? t('totp.on') : t('totp.off')}</p>
        {!totp && !settingUp && (
          <Button variant="secondary" onClick={() => setSettingUp(true)}>
            {t('totp.start')}
          </Button>
        )}
        {!totp && settingUp && (
          <TotpSetup
            onDone={() => {
              setSettingUp(false);
              onSatisfied?.();
            }}
          />
        )}
        {totp && !removing && (
          <Button variant="ghost" size="sm" onClick={() => setRemoving(true)}>
            {t('totp.remove')}
          </Button>
        )}
        {totp && removing && (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              void run(() => removeTotp(password), t('totp.removed')).then(() => setRemoving(false));
            }}
          >
            <label className="block flex-1 space-y-1.5 text-sm font-medium text-ink">
              <span>{t('totp.removeConfirm')}</span>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
            <Button type="submit" disabled={busy || password === ''}>
              {t('totp.remove')}
            </Button>
          </form>
        )}
      </section>

      <section className="space-y-3" aria-labelledby="factors-passkeys">
        <h3 id="factors-passkeys" className="text-lg text-ink">
          {t('passkeys.title')}
        </h3>
        <p className="text-sm text-ink-soft">{t('passkeys.hint')}</p>
        {passkeys.length === 0 ? (
          <p className="text-sm text-muted">{t('passkeys.none')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl ring-1 ring-line">
            {passkeys.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium text-ink">
                    <KeyRound aria-hidden="true" className="size-4 text-brand" />
                    <span className="truncate">{p.name || '—'}</span>
                  </p>
                  <p className="text-xs text-muted">{t('passkeys.addedOn', { date: dateOf(p.createdAt) })}</p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('passkeys.removeLabel', { name: p.name || '—' })}
                  disabled={busy}
                  onClick={() => void run(() => removePasskey(p.id), t('passkeys.removed'))}
                >
                  <Trash2 aria-hidden="true" />
                  {t('passkeys.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => addPasskey(name.trim()), t('passkeys.added')).then(() => setName(''));
          }}
        >
          <label className="block flex-1 space-y-1.5 text-sm font-medium text-ink">
            <span>{t('passkeys.name')}</span>
            <Input value={name} maxLength={PASSKEY_NAME_MAX} onChange={(e) => setName(e.target.value)} />
          </label>
          <Button type="submit" variant="secondary" disabled={busy || name.trim() === ''}>
            {t('passkeys.add')}
          </Button>
        </form>
      </section>
    </div>
  );
}
