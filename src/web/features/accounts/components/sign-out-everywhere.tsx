import '../i18n';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import type { SessionResponse } from '@/web/lib/session/get-session';
import { accountKeys } from '@/web/lib/session/keys';
import { logoutAll } from '@/web/lib/session/logout';
import { notify } from '@/web/lib/toast';
import { localiseError } from '@/web/lib/validation-messages';

/** Ends every session of the account; asks once more before doing it. */
export function SignOutEverywhere() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await logoutAll();
      queryClient.setQueryData<SessionResponse>(accountKeys.session(), { session: null });
      notify('success', t('profile.signedOutAll'));
      navigate(paths.login, { replace: true });
    } catch (failure) {
      setError(localiseError(failure, i18n.language, t('genericError')));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      {error && <FormAlert>{error}</FormAlert>}
      {confirming ? (
        <div className="flex flex-col gap-2">
          <Button variant="primary" onClick={run} disabled={busy}>
            <LogOut aria-hidden="true" />
            {t('profile.signOutAllConfirm')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
            {t('common:cancel')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" className="w-full" onClick={() => setConfirming(true)}>
          <LogOut aria-hidden="true" />
          {t('profile.signOutAll')}
        </Button>
      )}
    </div>
  );
}
