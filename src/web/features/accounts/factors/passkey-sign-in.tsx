import '../factors-i18n';
import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionPayload } from '@/shared/accounts/profile';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { localiseError } from '@/web/lib/validation-messages';
import { signInWithPasskey, useSignedIn } from '../api/factors';

/** "Sign in with a passkey", instead of the password (decision 089). */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (session: SessionPayload) => void }) {
  const { t, i18n } = useTranslation(['factors', 'auth']);
  const signedIn = useSignedIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const session = await signInWithPasskey();
      signedIn(session);
      onSignedIn(session);
    } catch (failure) {
      const cancelled = failure instanceof Error && failure.name === 'NotAllowedError';
      setError(
        cancelled ? t('passkeys.cancelled') : localiseError(failure, i18n.language, t('auth:genericError')),
      );
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-muted uppercase">
        <span className="h-px flex-1 bg-line" />
        {t('signIn.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      <Button type="button" variant="secondary" size="lg" className="w-full" onClick={run} disabled={busy}>
        <Fingerprint aria-hidden="true" />
        {t('signIn.passkey')}
      </Button>
    </div>
  );
}
