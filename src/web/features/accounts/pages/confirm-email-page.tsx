import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/session/auth-context';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useConfirmEmail } from '../api/verify-email';
import { AuthShell } from '../components/auth-shell';
import '../email-confirm-i18n';

/**
 * Reached from the e-mailed link (/auth/confirm-email?token=…): confirms the address at once, then
 * says so; a wrong, used or expired link says which and points to the dashboard to ask for another.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('emailConfirm');
  const server = useServerMessages();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, refresh } = useAuth();
  // The session is read again before "done" shows, so the dashboard opens already confirmed
  // (signed out, the refresh is refused and ignored).
  const confirm = useConfirmEmail(() => refresh().catch(() => undefined));
  const started = useRef(false);

  useEffect(() => {
    // Once per visit (React's development double effect included): a link is spent by its first use.
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  const next = user ? (
    <Link to={paths.profile} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
      {t('page.panel')}
    </Link>
  ) : (
    <Link to={paths.login} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
      {t('page.login')}
    </Link>
  );

  if (!token || confirm.isError) {
    return (
      <AuthShell title={t('page.failedTitle')}>
        <div className="space-y-5" data-confirm-state="failed">
          <FormAlert>{token ? server.error(confirm.error, t('page.missing')) : t('page.missing')}</FormAlert>
          {next}
        </div>
      </AuthShell>
    );
  }
  if (!confirm.isSuccess) {
    return (
      <AuthShell title={t('page.title')}>
        <Spinner label={t('page.confirming')} />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('page.done')}>
      <div className="flex flex-col items-center gap-5 text-center" data-confirm-state="done">
        <span className="grid size-16 place-items-center rounded-full bg-leaf/15 text-leaf">
          <MailCheck aria-hidden="true" className="size-8" />
        </span>
        <p className="text-ink-soft">{t('page.doneBody')}</p>
        {next}
      </div>
    </AuthShell>
  );
}
