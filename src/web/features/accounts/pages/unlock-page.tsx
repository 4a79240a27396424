import '../i18n';
import { LockOpen } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useUnlock } from '../api/unlock';
import { AuthShell } from '../components/auth-shell';

/**
 * Reached from the e-mailed unlock link (/auth/unlock?token=…, decision 074): lifts the account's
 * sign-in pacing on arrival, then points to the sign-in page; a wrong, used or expired link says which.
 */
export default function UnlockPage() {
  const { t } = useTranslation('auth');
  const server = useServerMessages();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unlock = useUnlock();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit (React's development double effect included): a link is spent by its first use.
    if (!token || started.current) return;
    started.current = true;
    unlock.mutate({ token });
  }, [token, unlock]);

  const toLogin = (
    <Link to={paths.login} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
      {t('unlock.login')}
    </Link>
  );

  if (!token || unlock.isError) {
    return (
      <AuthShell title={t('unlock.failedTitle')}>
        <div className="space-y-5" data-unlock-state="failed">
          <FormAlert>
            {token ? server.error(unlock.error, t('unlock.missing')) : t('unlock.missing')}
          </FormAlert>
          {toLogin}
        </div>
      </AuthShell>
    );
  }
  if (!unlock.isSuccess) {
    return (
      <AuthShell title={t('unlock.title')}>
        <Spinner label={t('unlock.working')} />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('unlock.doneTitle')}>
      <div className="flex flex-col items-center gap-5 text-center" data-unlock-state="done">
        <span className="grid size-16 place-items-center rounded-full bg-leaf/15 text-leaf">
          <LockOpen aria-hidden="true" className="size-8" />
        </span>
        <p className="text-ink-soft">{t('unlock.doneBody')}</p>
        {toLogin}
      </div>
    </AuthShell>
  );
}
